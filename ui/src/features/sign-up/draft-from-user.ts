import { type User, formatTypedDate } from '@rafdesk/core';
import { type AddressDraft, type SignUpDraft, emptyAddress, emptyDraft } from './sign-up-draft.js';

/** The complete-profile form filled with what the portal already knows about the doctor. */
export function draftFromUser(user: User): SignUpDraft {
  const empty = emptyDraft();
  const addresses: AddressDraft[] = user.addresses.map((address) => ({
    ...emptyAddress(), locationName: address.locationName ?? '', phone: address.phone, phone2: address.phone2 ?? '',
    email: address.email, emailConfirmation: address.emailConfirmation ?? '', street: address.street, city: address.city,
    state: address.state, zip: address.zip,
  }));
  return {
    ...empty,
    firstName: user.firstName, lastName: user.lastName, npi: user.documentId, mdLicenseNumber: user.mdLicenseNumber ?? '',
    speciality: user.speciality ?? '', email: user.email, dateOfBirth: user.dateOfBirth ? formatTypedDate(user.dateOfBirth) : '',
    sex: user.sex ?? '', whatsAppPhone: user.whatsAppPhone ?? '',
    addresses: addresses.length > 0 ? addresses : empty.addresses,
    authorizedContact1: { firstName: user.authorizedContact1.firstName ?? '', lastName: user.authorizedContact1.lastName ?? '' },
    authorizedContact2: { firstName: user.authorizedContact2.firstName ?? '', lastName: user.authorizedContact2.lastName ?? '' },
    billingProgramIds: user.billingProgramIds, otherBillingProgram: user.otherBillingProgram ?? '',
    recordProgramIds: user.recordProgramIds, otherRecordProgram: user.otherRecordProgram ?? '', serviceIds: user.serviceIds,
  };
}
