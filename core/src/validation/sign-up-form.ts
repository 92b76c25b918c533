import type { Result } from 'neverthrow';
import { UserIdSchema } from '../domain/ids.js';
import type { SignUpLookups } from '../domain/program-selection.js';
import type { SignUpForm } from '../domain/sign-up.js';
import type { CompleteProfile } from '../domain/complete-profile.js';
import { REQUIRED_MESSAGE } from './messages.js';
import { createFieldReader, presentValue, type FieldReader } from './field-reader.js';
import { readRole, readSex } from './readers.js';
import { MD_LICENSE_RULES, PHONE_RULES, PROFILE_LIMITS, readAddresses, readConfirmedEmail, readDoctorExtras } from './doctor-profile-rules.js';
import type { ValidationFailed } from './validation-failed.js';

/** The three agreements a new subscriber must tick (after scrolling each to its end). */
export const CONSENTS = ['termsAccepted', 'privacyAccepted', 'hipaaAccepted'] as const;
export type Consent = (typeof CONSENTS)[number];

export type SignUpFormDraft = Partial<Record<keyof SignUpForm | Consent, unknown>>;
export type CompleteProfileDraft = SignUpFormDraft & Partial<Record<'userId' | 'emailConfirmation' | 'phone2' | 'ipaNumber', unknown>>;

/**
 * The sign-up rules (spec 01 §5): NPI (a valid NPI), numeric MD license, names, gender and date of
 * birth; one or more address groups; WhatsApp phone; billing software, record program (each with
 * "Please specify" for Other) and other services; all three consents. The top-level address fields
 * are taken from the first address group when they are not given.
 */
export function validateSignUpForm(draft: SignUpFormDraft, lookups: SignUpLookups | null): Result<SignUpForm, ValidationFailed> {
  const r = createFieldReader();
  const build = readSignUp(r, draft, lookups, false);
  return r.finish(build);
}

/** The complete-profile rules: the sign-up rules plus the user id; a given e-mail confirmation must match. */
export function validateCompleteProfileForm(draft: CompleteProfileDraft, lookups: SignUpLookups | null): Result<CompleteProfile, ValidationFailed> {
  const r = createFieldReader();
  const build = readSignUp(r, draft, lookups, true);
  const userId = r.id('userId', 'User', draft.userId, UserIdSchema, { required: true });
  const emailConfirmation = r.text('emailConfirmation', 'Confirm Email', draft.emailConfirmation);
  const phone2 = r.text('phone2', 'Phone 2', draft.phone2, PHONE_RULES);
  const ipaNumber = r.text('ipaNumber', 'IPA Number', draft.ipaNumber);
  return r.finish(() => ({ ...build(), userId: presentValue(userId), emailConfirmation, phone2, ipaNumber }));
}

function readSignUp(r: FieldReader, draft: CompleteProfileDraft, lookups: SignUpLookups | null, confirmEmail: boolean): () => SignUpForm {
  const L = PROFILE_LIMITS;
  const npi = r.text('npi', 'NPI', draft.npi, { required: true, npi: true });
  const mdLicenseNumber = r.text('mdLicenseNumber', 'MD License Number', draft.mdLicenseNumber, { required: true, ...MD_LICENSE_RULES });
  const firstName = r.text('firstName', 'First Name', draft.firstName, { required: true, max: L.name });
  const lastName = r.text('lastName', 'Last Name', draft.lastName, { required: true, max: L.name });
  const sex = r.choice('sex', 'Gender', draft.sex, readSex, { required: true });
  const dateOfBirth = r.date('dateOfBirth', 'Date of Birth', draft.dateOfBirth, { required: true });
  const email = confirmEmail && draft.emailConfirmation !== undefined
    ? readConfirmedEmail(r, draft.email, draft.emailConfirmation, { confirmation: false })
    : r.text('email', 'Email', draft.email, { required: true, max: L.email, email: true });
  const speciality = r.text('speciality', 'Speciality', draft.speciality, { max: L.speciality });
  const role = r.choice('role', 'Role', draft.role ?? 'Doctor', readRole);
  const addresses = readAddresses(r, draft.addresses);
  const extras = readDoctorExtras(r, draft, lookups);
  const policyAccepted = readConsents(r, draft);
  const first = addresses[0];
  const top = (field: 'phone' | 'street' | 'city' | 'state' | 'zip' | 'locationName') => {
    const given = draft[field];
    return typeof given === 'string' && given.trim() !== '' ? given.trim() : (first?.[field] ?? null);
  };
  return () => ({
    ...extras, addresses, npi: presentValue(npi), mdLicenseNumber: presentValue(mdLicenseNumber), firstName: presentValue(firstName),
    lastName: presentValue(lastName), sex: presentValue(sex), dateOfBirth: presentValue(dateOfBirth), email: presentValue(email), speciality,
    role: role ?? 'Doctor', phone: top('phone'), street: top('street'), city: top('city'), state: top('state'), zip: top('zip'),
    locationName: top('locationName'), policyAccepted, anonymous: r.flag(draft.anonymous),
  });
}

// The browser sends the three ticks; the API body carries only policyAcceptanceFlag, which stands for all three.
function readConsents(r: FieldReader, draft: SignUpFormDraft): boolean {
  const ticked = CONSENTS.filter((consent) => draft[consent] !== undefined);
  if (ticked.length === 0) {
    if (!r.flag(draft.policyAccepted)) r.fail('policyAccepted', REQUIRED_MESSAGE);
    return true;
  }
  for (const consent of CONSENTS) if (!r.flag(draft[consent])) r.fail(consent, REQUIRED_MESSAGE);
  return true;
}
