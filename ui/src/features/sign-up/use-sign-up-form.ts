import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  type GenderOption, type SignUpLookups, type User, type ValidationFailed, validateCompleteProfileForm, validateSignUpForm,
} from '@rafdesk/core';
import { firstMessages, otherChosenIn, profileEditors, withoutErrors } from '../../shared/profile-fields/profile-editors.js';
import { useService } from '../../shared/services/services.js';
import { useSession } from '../../shared/services/use-session.js';
import { draftFromUser } from './draft-from-user.js';
import { type FieldErrors, type SignUpDraft, emptyDraft } from './sign-up-draft.js';
import { useCompleteProfile, useDoctorProfileQuery, useGendersQuery, useRegister, useSignUpLookupsQuery } from './sign-up-queries.js';
import type { SignUpFormViewProps } from './sign-up-form-view.js';
import { useConsents } from './use-consents.js';

const NO_LOOKUPS: SignUpLookups = { billingPrograms: [], recordPrograms: [], services: [] };
const NO_GENDERS: readonly GenderOption[] = [];

/**
 * The sign-up and complete-profile form: lookups (and the profile being completed) read through the query cache,
 * every rule checked by core's form rules,
 * the three consents run by their machines, then registration (form cleared, success message) or
 * profile completion (then the root route).
 */
export function useSignUpForm(complete: boolean): SignUpFormViewProps {
  const api = useService('api');
  const { user } = useSession();
  const navigate = useNavigate();
  const consents = useConsents();
  const [draft, setDraft] = useState<SignUpDraft>(emptyDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  const lookups = useSignUpLookupsQuery(api).data ?? null;
  const genders = useGendersQuery(api).data ?? NO_GENDERS;
  const npi = complete && user ? user.userName : null;
  const profile = useDoctorProfileQuery(api, npi).data;
  const registration = useRegister(api);
  const completion = useCompleteProfile(api, npi);
  const [succeeded, setSucceeded] = useState(false);
  const busy = registration.isPending || completion.isPending;

  // The profile on file fills the form once it arrives; the user's edits are not overwritten by a later read.
  const filledFrom = useRef<User | null>(null);
  useEffect(() => {
    if (profile === undefined || filledFrom.current !== null) return;
    filledFrom.current = profile;
    setDraft(draftFromUser(profile));
  }, [profile]);
  const userId = profile?.id ?? null;

  const { edit, ...editors } = profileEditors(setDraft, setErrors);
  const offered = lookups ?? NO_LOOKUPS;
  const otherChosen = otherChosenIn(draft, offered);

  const onSubmit = () => {
    const raw = {
      ...draft, role: 'Doctor', anonymous: !complete,
      termsAccepted: consents.states.terms.checked, privacyAccepted: consents.states.privacy.checked, hipaaAccepted: consents.states.hipaa.checked,
    };
    const refuse = (failure: ValidationFailed) => {
      setErrors(firstMessages(failure));
      setFailedSubmits((count) => count + 1);
    };
    if (complete) {
      validateCompleteProfileForm({ ...raw, userId }, lookups).match(
        (checked) => completion.mutate(checked, { onSuccess: () => void navigate('/') }),
        refuse);
      return;
    }
    validateSignUpForm(raw, lookups).match(
      (form) => registration.mutate(form, {
        onSuccess: () => {
          setSucceeded(true);
          setDraft(emptyDraft());
          setErrors({});
          consents.reset();
        },
      }),
      refuse);
  };

  return {
    complete, draft, errors, failedSubmits, lookups: offered, genders, otherChosen, succeeded, busy, consents: consents.states,
    onField: (field, value) => edit((current) => ({ ...current, [field]: value }), field),
    ...editors,
    onConsentScroll: consents.scrolled,
    onConsentToggle: (name) => {
      consents.toggled(name);
      setErrors((current) => withoutErrors(withoutErrors(current, `${name}Accepted`), 'policyAccepted'));
    },
    onSubmit,
    onRegisterAnother: () => setSucceeded(false),
  };
}
