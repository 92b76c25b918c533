// The pieces of a profile form shared by sign-up, complete profile and the user form: address groups, contacts, errors.

/** Phones, e-mail (typed twice) and a street address as typed: an address group's and a user's own. */
export interface ContactDetailsDraft {
  readonly phone: string;
  readonly phone2: string;
  readonly email: string;
  readonly emailConfirmation: string;
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
}

/** One address group as typed. `key` only identifies the group on screen. */
export interface AddressDraft extends ContactDetailsDraft {
  readonly key: string;
  readonly locationName: string;
}

export interface ContactDraft {
  readonly firstName: string;
  readonly lastName: string;
}

/** Error text per field path (`firstName`, `addresses.1.phone`, `termsAccepted`…). */
export type FieldErrors = Readonly<Record<string, string>>;

let nextKey = 0;

export function emptyAddress(): AddressDraft {
  nextKey += 1;
  return { key: `address-${nextKey}`, locationName: '', phone: '', phone2: '', email: '', emailConfirmation: '', street: '', city: '', state: '', zip: '' };
}

/** The doctor-only part of a profile form as typed (sign-up, complete profile, the user form of a Doctor). */
export interface DoctorExtrasDraft {
  readonly whatsAppPhone: string;
  readonly addresses: readonly AddressDraft[];
  readonly authorizedContact1: ContactDraft;
  readonly authorizedContact2: ContactDraft;
  readonly billingProgramIds: readonly number[];
  readonly otherBillingProgram: string;
  readonly recordProgramIds: readonly number[];
  readonly otherRecordProgram: string;
  readonly serviceIds: readonly number[];
}

/** The doctor-only part, empty: one blank address group. */
export function emptyDoctorExtras(): DoctorExtrasDraft {
  const contact = { firstName: '', lastName: '' };
  return {
    whatsAppPhone: '', addresses: [emptyAddress()], authorizedContact1: contact, authorizedContact2: contact,
    billingProgramIds: [], otherBillingProgram: '', recordProgramIds: [], otherRecordProgram: '', serviceIds: [],
  };
}
