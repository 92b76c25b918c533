import { useEffect, useRef, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import type { GenderOption, SignUpLookups } from '@rafdesk/core';
import { AddressGroupsFields, type AddressGroupsFieldsProps } from '../../shared/profile-fields/address-groups-fields.js';
import { AgreementFields, type AgreementFieldsProps } from './agreement-fields.js';
import { AuthorizedContactsFields, type AuthorizedContactsFieldsProps } from '../../shared/profile-fields/authorized-contacts-fields.js';
import { PersonalFields, type PersonalFieldsProps } from './personal-fields.js';
import { ProgramChoicesFields } from '../../shared/profile-fields/program-choices-fields.js';
import type { ProgramField } from '../../shared/profile-fields/profile-editors.js';
import type { FieldErrors, SignUpDraft } from './sign-up-draft.js';

export const REGISTRATION_SUCCESS_MESSAGE = 'Your registration was successful! Our team will be in contact with you shortly.';

export interface SignUpFormViewProps {
  readonly complete: boolean;
  readonly draft: SignUpDraft;
  readonly errors: FieldErrors;
  /** Grows with every refused submit, so the view can move to the first invalid field. */
  readonly failedSubmits: number;
  readonly lookups: SignUpLookups;
  readonly genders: readonly GenderOption[];
  readonly otherChosen: { readonly billing: boolean; readonly record: boolean };
  readonly succeeded: boolean;
  readonly busy: boolean;
  readonly consents: AgreementFieldsProps['consents'];
  readonly onField: PersonalFieldsProps['onChange'];
  readonly onAddress: AddressGroupsFieldsProps['onChange'];
  readonly onAddAddress: () => void;
  readonly onRemoveAddress: (index: number) => void;
  readonly onContact: AuthorizedContactsFieldsProps['onChange'];
  readonly onProgram: (field: ProgramField, id: number) => void;
  readonly onConsentScroll: AgreementFieldsProps['onScroll'];
  readonly onConsentToggle: AgreementFieldsProps['onToggle'];
  readonly onSubmit: () => void;
  readonly onRegisterAnother: () => void;
}

/** The registration form (and, with `complete`, the Complete Profile form): every field, then the agreements and Submit. */
export function SignUpFormView(props: SignUpFormViewProps) {
  const { draft, errors } = props;
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (props.failedSubmits > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"], .p-invalid input, .p-invalid')?.focus();
  }, [props.failedSubmits]);
  if (props.succeeded) {
    return (
      <section className="sign-up-success">
        <Message severity="success" text={REGISTRATION_SUCCESS_MESSAGE} />
        <Button label="Register another physician" text onClick={props.onRegisterAnother} />
      </section>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form ref={form} className={`sign-up-form${props.complete ? ' sign-up-form--full' : ''}`} onSubmit={submit} noValidate
      aria-label={props.complete ? 'Complete Profile' : 'Registration Form'}>
      <PersonalFields draft={draft} errors={errors} genders={props.genders} npiReadOnly={props.complete} onChange={props.onField} />
      <AddressGroupsFields addresses={draft.addresses} errors={errors} onChange={props.onAddress} onAdd={props.onAddAddress} onRemove={props.onRemoveAddress} />
      <AuthorizedContactsFields contacts={[draft.authorizedContact1, draft.authorizedContact2]} errors={errors} onChange={props.onContact} />
      <ProgramChoicesFields lookups={props.lookups} choices={draft} errors={errors} otherChosen={props.otherChosen} onProgram={props.onProgram} onOther={props.onField} />
      <AgreementFields consents={props.consents} errors={errors} onScroll={props.onConsentScroll} onToggle={props.onConsentToggle} />
      {errors.policyAccepted && <small className="p-error field-error">{errors.policyAccepted}</small>}
      <div className="sign-up-form__submit">
        <Button type="submit" label="Submit" icon="pi pi-send" loading={props.busy} />
      </div>
    </form>
  );
}
