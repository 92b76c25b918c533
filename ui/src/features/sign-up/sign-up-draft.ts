import { type DoctorExtrasDraft, emptyDoctorExtras } from '../../shared/profile-fields/profile-draft.js';

export { emptyAddress, type AddressDraft, type ContactDraft, type FieldErrors } from '../../shared/profile-fields/profile-draft.js';

/** The sign-up / complete-profile form as typed, under core's field names. */
export interface SignUpDraft extends DoctorExtrasDraft {
  readonly firstName: string;
  readonly lastName: string;
  readonly npi: string;
  readonly mdLicenseNumber: string;
  readonly speciality: string;
  readonly email: string;
  /** As typed: MM-DD-YYYY. */
  readonly dateOfBirth: string;
  readonly sex: string;
}

export function emptyDraft(): SignUpDraft {
  return { ...emptyDoctorExtras(), firstName: '', lastName: '', npi: '', mdLicenseNumber: '', speciality: '', email: '', dateOfBirth: '', sex: '' };
}
