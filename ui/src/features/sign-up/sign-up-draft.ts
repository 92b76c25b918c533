/** One address group as typed. `key` only identifies the group on screen. */
export interface AddressDraft {
  readonly key: string;
  readonly locationName: string;
  readonly phone: string;
  readonly phone2: string;
  readonly email: string;
  readonly emailConfirmation: string;
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
}

export interface ContactDraft {
  readonly firstName: string;
  readonly lastName: string;
}

/** The sign-up / complete-profile form as typed, under core's field names. */
export interface SignUpDraft {
  readonly firstName: string;
  readonly lastName: string;
  readonly npi: string;
  readonly mdLicenseNumber: string;
  readonly speciality: string;
  readonly email: string;
  /** As typed: MM-DD-YYYY. */
  readonly dateOfBirth: string;
  readonly sex: string;
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

/** Error text per field path (`firstName`, `addresses.1.phone`, `termsAccepted`…). */
export type FieldErrors = Readonly<Record<string, string>>;

let nextKey = 0;

export function emptyAddress(): AddressDraft {
  nextKey += 1;
  return { key: `address-${nextKey}`, locationName: '', phone: '', phone2: '', email: '', emailConfirmation: '', street: '', city: '', state: '', zip: '' };
}

export function emptyDraft(): SignUpDraft {
  const contact = { firstName: '', lastName: '' };
  return {
    firstName: '', lastName: '', npi: '', mdLicenseNumber: '', speciality: '', email: '', dateOfBirth: '', sex: '', whatsAppPhone: '',
    addresses: [emptyAddress()], authorizedContact1: contact, authorizedContact2: contact,
    billingProgramIds: [], otherBillingProgram: '', recordProgramIds: [], otherRecordProgram: '', serviceIds: [],
  };
}
