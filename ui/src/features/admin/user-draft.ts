import { type DoctorId, type InsuranceId, type RoleName, type User, type UserFormDraft, formatTypedDate } from '@rafdesk/core';
import { type AddressDraft, type ContactDetailsDraft, type DoctorExtrasDraft, emptyAddress, emptyDoctorExtras } from '../../shared/profile-fields/profile-draft.js';

/** The user form as typed, under core's field names; `doctorIds` are the doctors a Staff or Training user acts for. */
export interface UserDraft extends DoctorExtrasDraft, ContactDetailsDraft {
  readonly id: number | null;
  readonly role: RoleName | '';
  readonly documentId: string;
  readonly mdLicenseNumber: string;
  readonly insuranceId: InsuranceId | null;
  readonly ipaNumber: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly speciality: string;
  readonly sex: string;
  /** As typed: MM-DD-YYYY. */
  readonly dateOfBirth: string;
  readonly doctorIds: readonly DoctorId[];
}

/** The text fields of the draft, which one handler edits. */
export type UserTextField = {
  [K in keyof UserDraft]: UserDraft[K] extends string ? K : never
}[keyof UserDraft];

export function emptyUserDraft(): UserDraft {
  return {
    ...emptyDoctorExtras(), id: null, role: '', documentId: '', mdLicenseNumber: '', insuranceId: null, ipaNumber: '', firstName: '', lastName: '',
    speciality: '', sex: '', dateOfBirth: '', phone: '', phone2: '', email: '', emailConfirmation: '', street: '', city: '', state: '', zip: '', doctorIds: [],
  };
}

/** The form filled with a saved account (the e-mail confirmed already: it is the one on file). */
export function userDraftFrom(user: User, doctorIds: readonly DoctorId[]): UserDraft {
  const empty = emptyUserDraft();
  const addresses = user.addresses.map((address): AddressDraft => ({
    ...emptyAddress(), locationName: address.locationName ?? '', phone: address.phone, phone2: address.phone2 ?? '', email: address.email,
    emailConfirmation: address.emailConfirmation ?? '', street: address.street, city: address.city, state: address.state, zip: address.zip,
  }));
  const contact = (c: { firstName: string | null; lastName: string | null }) => ({ firstName: c.firstName ?? '', lastName: c.lastName ?? '' });
  return {
    ...empty, id: user.id, role: user.role, documentId: user.documentId, mdLicenseNumber: user.mdLicenseNumber ?? '', insuranceId: user.insuranceId,
    ipaNumber: user.ipaNumber ?? '', firstName: user.firstName, lastName: user.lastName, speciality: user.speciality ?? '', sex: user.sex ?? '',
    dateOfBirth: user.dateOfBirth ? formatTypedDate(user.dateOfBirth) : '', phone: user.phone ?? '', phone2: user.phone2 ?? '',
    email: user.email, emailConfirmation: user.email, street: user.street ?? '', city: user.city ?? '', state: user.state ?? '', zip: user.zip ?? '',
    whatsAppPhone: user.whatsAppPhone ?? '', addresses: addresses.length > 0 ? addresses : empty.addresses,
    authorizedContact1: contact(user.authorizedContact1), authorizedContact2: contact(user.authorizedContact2),
    billingProgramIds: user.billingProgramIds, otherBillingProgram: user.otherBillingProgram ?? '', recordProgramIds: user.recordProgramIds,
    otherRecordProgram: user.otherRecordProgram ?? '', serviceIds: user.serviceIds, doctorIds,
  };
}

/** The draft as core's user-form rules read it (the acting doctors are saved by their own call). */
export function formDraftOf(draft: UserDraft): UserFormDraft {
  const { doctorIds: _doctorIds, ...fields } = draft;
  return { ...fields, role: draft.role === '' ? null : draft.role };
}
