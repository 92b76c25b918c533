import { z } from 'zod';
import type { DoctorProfileFields } from '../domain/user.js';
import { WireIdListSchema, joinIds, orNull, splitIds, wireText } from './wire-values.js';

/** The doctor-only fields the user, sign-up and complete-profile bodies share, less the address list. */
export const WireDoctorProfileSchema = z.object({
  wsPhone: wireText,
  authContactName1: wireText, authContactLastName1: wireText, authContactName2: wireText, authContactLastName2: wireText,
  rmtBillingProgram: WireIdListSchema.nullish(), rmtRecordProgram: WireIdListSchema.nullish(), rmtServices: WireIdListSchema.nullish(),
  otherBillingProgram: wireText, otherRecordProgram: wireText,
});
export type WireDoctorProfile = z.infer<typeof WireDoctorProfileSchema>;

/** Internal field → wire field of the doctor-only fields (contacts are named per part). */
export const DOCTOR_PROFILE_WIRE_FIELDS = {
  whatsAppPhone: 'wsPhone', 'authorizedContact1.firstName': 'authContactName1', 'authorizedContact1.lastName': 'authContactLastName1',
  'authorizedContact2.firstName': 'authContactName2', 'authorizedContact2.lastName': 'authContactLastName2',
  billingProgramIds: 'rmtBillingProgram', recordProgramIds: 'rmtRecordProgram', serviceIds: 'rmtServices',
  otherBillingProgram: 'otherBillingProgram', otherRecordProgram: 'otherRecordProgram', addresses: 'doctorAddresses',
} as const;

export function toWireDoctorProfile(fields: Omit<DoctorProfileFields, 'addresses'>): WireDoctorProfile {
  return {
    wsPhone: fields.whatsAppPhone,
    authContactName1: fields.authorizedContact1.firstName, authContactLastName1: fields.authorizedContact1.lastName,
    authContactName2: fields.authorizedContact2.firstName, authContactLastName2: fields.authorizedContact2.lastName,
    rmtBillingProgram: joinIds(fields.billingProgramIds), rmtRecordProgram: joinIds(fields.recordProgramIds),
    rmtServices: joinIds(fields.serviceIds), otherBillingProgram: fields.otherBillingProgram, otherRecordProgram: fields.otherRecordProgram,
  };
}

export function fromWireDoctorProfile(w: WireDoctorProfile): Omit<DoctorProfileFields, 'addresses'> {
  return {
    whatsAppPhone: orNull(w.wsPhone),
    authorizedContact1: { firstName: orNull(w.authContactName1), lastName: orNull(w.authContactLastName1) },
    authorizedContact2: { firstName: orNull(w.authContactName2), lastName: orNull(w.authContactLastName2) },
    billingProgramIds: splitIds(w.rmtBillingProgram), recordProgramIds: splitIds(w.rmtRecordProgram), serviceIds: splitIds(w.rmtServices),
    otherBillingProgram: orNull(w.otherBillingProgram), otherRecordProgram: orNull(w.otherRecordProgram),
  };
}
