import { useEffect, useRef, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import {
  type Doctor, type DoctorId, type GenderOption, type Insurance, type InsuranceId, type RoleName, type SignUpLookups, ACTING_ROLES, PROFILE_LIMITS, documentIdLabel,
} from '@rafdesk/core';
import { AddressGroupsFields, type AddressGroupsFieldsProps } from '../../shared/profile-fields/address-groups-fields.js';
import { AuthorizedContactsFields, type AuthorizedContactsFieldsProps } from '../../shared/profile-fields/authorized-contacts-fields.js';
import { DateOfBirthField } from '../../shared/profile-fields/date-of-birth-field.js';
import { ProgramChoicesFields } from '../../shared/profile-fields/program-choices-fields.js';
import type { ProgramField } from '../../shared/profile-fields/profile-editors.js';
import type { FieldErrors } from '../../shared/profile-fields/profile-draft.js';
import { TextField } from '../../shared/profile-fields/text-field.js';
import { ActingDoctorsFields } from './acting-doctors-fields.js';
import type { UserDraft, UserTextField } from './user-draft.js';

export interface UserFormViewProps {
  readonly draft: UserDraft;
  readonly errors: FieldErrors;
  /** Grows with every refused submit, so the view can move to the first invalid field. */
  readonly failedSubmits: number;
  readonly busy: boolean;
  /** Editing a saved account: role and document id are locked. */
  readonly editing: boolean;
  readonly roles: readonly RoleName[];
  readonly genders: readonly GenderOption[];
  readonly insurances: readonly Insurance[];
  readonly lookups: SignUpLookups;
  readonly doctors: readonly Doctor[];
  readonly otherChosen: { readonly billing: boolean; readonly record: boolean };
  readonly onField: (field: UserTextField, value: string) => void;
  readonly onRole: (role: RoleName) => void;
  readonly onInsurance: (insuranceId: InsuranceId | null) => void;
  readonly onAddress: AddressGroupsFieldsProps['onChange'];
  readonly onAddAddress: () => void;
  readonly onRemoveAddress: (index: number) => void;
  readonly onContact: AuthorizedContactsFieldsProps['onChange'];
  readonly onProgram: (field: ProgramField, id: number) => void;
  readonly onDoctor: (id: DoctorId) => void;
  readonly onSubmit: () => void;
  readonly onClose: () => void;
}

function ChoiceField<T>({ id, label, value, options, error, disabled, onChange }: {
  id: string; label: string; value: T | null; options: readonly { label: string; value: T }[]; error: string | undefined; disabled?: boolean; onChange: (value: T) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}<span className="field__required" aria-hidden="true"> *</span></label>
      <Dropdown inputId={id} value={value} options={[...options]} optionLabel="label" optionValue="value" placeholder="Select" disabled={disabled}
        invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} onChange={(event) => onChange(event.value as T)} />
      {error && <small id={`${id}-error`} className="p-error field-error">{error}</small>}
    </div>
  );
}

/** The user form: its fields follow the role (NPI and the doctor extras, DocumentID, insurance and IPA number, acting doctors). */
export function UserFormView(props: UserFormViewProps) {
  const { draft, errors, editing } = props;
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (props.failedSubmits > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"], .p-invalid input, .p-invalid')?.focus();
  }, [props.failedSubmits]);
  const role = draft.role === '' ? null : draft.role;
  const isDoctor = role === 'Doctor';
  const text = (field: UserTextField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField id={`user-${field}`} label={label} value={draft[field]} error={errors[field]} onChange={(value) => props.onField(field, value)} {...extra} />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form ref={form} className="user-form" onSubmit={submit} noValidate aria-label={editing ? 'Edit User' : 'New User'}>
      <div className="form-grid">
        <ChoiceField id="user-role" label="Role" value={role} options={props.roles.map((name) => ({ label: name, value: name }))} error={errors.role}
          disabled={editing} onChange={props.onRole} />
        {text('documentId', documentIdLabel(role), { required: true, disabled: editing, inputMode: 'numeric' })}
        {isDoctor && text('mdLicenseNumber', 'MD License Number', { required: true })}
        {role === 'InsuranceStaff' && (
          <ChoiceField id="user-insuranceId" label="Insurance" value={draft.insuranceId} error={errors.insuranceId}
            options={props.insurances.map((insurance) => ({ label: insurance.name, value: insurance.id }))} onChange={props.onInsurance} />
        )}
        {role === 'InsuranceStaff' && text('ipaNumber', 'IPA Number', { required: true })}
        {text('firstName', 'First Name', { required: true, autoComplete: 'off' })}
        {text('lastName', 'Last Name', { required: true, autoComplete: 'off' })}
        {text('speciality', 'Speciality', { required: true, counter: PROFILE_LIMITS.speciality })}
        <ChoiceField id="user-sex" label="Gender" value={draft.sex || null} options={props.genders} error={errors.sex} onChange={(value) => props.onField('sex', String(value))} />
        <DateOfBirthField id="user-dateOfBirth" label="DOB" required value={draft.dateOfBirth} error={errors.dateOfBirth} onChange={(value) => props.onField('dateOfBirth', value)} />
        {text('phone', 'Phone 1', { required: true, type: 'tel', inputMode: 'tel' })}
        {text('phone2', 'Phone 2', { type: 'tel', inputMode: 'tel' })}
        {isDoctor && text('whatsAppPhone', 'WhatsApp Phone', { type: 'tel', inputMode: 'tel' })}
        {text('email', 'Email', { required: true, type: 'email', autoComplete: 'off' })}
        {text('emailConfirmation', 'Confirm Email', { required: true, type: 'email', autoComplete: 'off' })}
        {text('street', 'Street', { required: true })}
        {text('city', 'City', { required: true })}
        {text('state', 'State', { required: true })}
        {text('zip', 'Zip', { required: true, inputMode: 'numeric' })}
      </div>
      {isDoctor && (
        <>
          <AddressGroupsFields addresses={draft.addresses} errors={errors} onChange={props.onAddress} onAdd={props.onAddAddress} onRemove={props.onRemoveAddress} />
          <AuthorizedContactsFields contacts={[draft.authorizedContact1, draft.authorizedContact2]} errors={errors} onChange={props.onContact}
            counter={PROFILE_LIMITS.authorizedContactName} />
          <ProgramChoicesFields lookups={props.lookups} choices={draft} errors={errors} otherChosen={props.otherChosen} onProgram={props.onProgram} onOther={props.onField} />
        </>
      )}
      {role !== null && ACTING_ROLES.includes(role) && (
        <ActingDoctorsFields doctors={props.doctors} selected={draft.doctorIds} error={errors.doctorIds} onToggle={props.onDoctor} />
      )}
      <div className="user-form__actions">
        <Button type="button" label="Close" text onClick={props.onClose} />
        <Button type="submit" label={editing ? 'Save Changes' : 'Create'} icon="pi pi-check" loading={props.busy} />
      </div>
    </form>
  );
}
