import { useEffect, useState } from 'react';
import { okAsync } from 'neverthrow';
import { type ApiError, type Doctor, type DoctorId, type UserId, ACTING_ROLES, USER_FORM_WIRE_NAMES, refusalByField, validateUserForm } from '@rafdesk/core';
import type { FieldErrors } from '../../shared/profile-fields/profile-draft.js';
import { firstMessages, otherChosenIn, profileEditors } from '../../shared/profile-fields/profile-editors.js';
import type { AdminClient, UserFormOptions } from './admin-client.js';
import { type UserDraft, emptyUserDraft, formDraftOf } from './user-draft.js';
import type { UserFormViewProps } from './user-form-view.js';
import { useSaySaved } from '../../shared/feedback/use-say-saved.js';

export interface UserFormSetup {
  readonly client: AdminClient;
  readonly options: UserFormOptions | null;
  readonly doctors: readonly Doctor[];
  /** The saved account being edited (role and document id locked), or null for a new one. */
  readonly editing: UserDraft | null;
  /** Doctors List edits save through the doctor call; the Users screen through the user calls. */
  readonly saveAs: 'user' | 'doctor';
  readonly onSaved: () => void;
  readonly onClose: () => void;
}

/**
 * The user form: fields by role, core's rules (limits, phone formats, matching e-mail, doctor extras) checked before
 * anything is sent, then the account saved and, for Staff and Training, the doctors they act for.
 */
export function useUserForm(setup: UserFormSetup): UserFormViewProps {
  const { client, options, editing } = setup;
  const [draft, setDraft] = useState<UserDraft>(() => editing ?? emptyUserDraft());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [busy, setBusy] = useState(false);
  const saySaved = useSaySaved();
  useEffect(() => {
    setDraft(editing ?? emptyUserDraft());
    setErrors({});
  }, [editing]);

  const { edit, ...editors } = profileEditors(setDraft, setErrors);
  const lookups = options ?? { billingPrograms: [], recordPrograms: [], services: [] };
  const acting = draft.role !== '' && ACTING_ROLES.includes(draft.role);

  const onSubmit = () => {
    validateUserForm(formDraftOf(draft), { lookups: options, requireEmailConfirmation: true }).match(
      (input) => {
        setBusy(true);
        const saved = setup.saveAs === 'doctor'
          ? client.saveDoctor(input).map(() => null)
          : client.saveUser(input).andThen((user) => (acting ? client.setActingDoctors(user.id as UserId, draft.doctorIds) : okAsync(null)));
        // The server's field reasons go under their fields, as the form's own checks do.
        const refused = (error: ApiError) => {
          if (error.kind !== 'Refused') return;
          setErrors(refusalByField(error.messages, USER_FORM_WIRE_NAMES).fields);
          setFailedSubmits((count) => count + 1);
        };
        const name = `${input.firstName ?? ''} ${input.lastName ?? ''}`.trim();
        const done = () => {
          saySaved(editing !== null ? `The changes to ${name} were saved` : `${input.role} ${name} was created`);
          setup.onSaved();
        };
        void saved.match(done, refused).then(() => setBusy(false));
      },
      (failure) => {
        setErrors(firstMessages(failure));
        setFailedSubmits((count) => count + 1);
      });
  };

  return {
    draft, errors, failedSubmits, busy, editing: editing !== null,
    roles: options?.roles ?? [], genders: options?.genders ?? [], insurances: options?.insurances ?? [], lookups, doctors: setup.doctors,
    otherChosen: otherChosenIn(draft, lookups),
    ...editors,
    onField: (field, value) => edit((current) => ({ ...current, [field]: value }), field),
    onRole: (role) => edit((current) => ({ ...current, role }), 'role'),
    onInsurance: (insuranceId) => edit((current) => ({ ...current, insuranceId }), 'insuranceId'),
    onDoctor: (id: DoctorId) => edit((current) => ({
      ...current, doctorIds: current.doctorIds.includes(id) ? current.doctorIds.filter((known) => known !== id) : [...current.doctorIds, id],
    }), 'doctorIds'),
    onSubmit,
    onClose: setup.onClose,
  };
}
