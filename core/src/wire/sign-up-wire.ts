import { z } from 'zod';
import { UserIdSchema, InsuranceIdSchema } from '../domain/ids.js';
import { IsoDateSchema } from '../domain/calendar-date.js';
import { SexSchema } from '../domain/sex.js';
import { RoleNameSchema } from '../domain/role.js';
import type { SignUpForm } from '../domain/sign-up.js';
import { COMPLETE_PROFILE_INSURANCE_ID, COMPLETE_PROFILE_ROLE_ID, type CompleteProfile } from '../domain/complete-profile.js';
import { WireDoctorProfileSchema, toWireDoctorProfile } from './doctor-profile-wire.js';
import { WireSignUpAddressSchema, toWireSignUpAddress } from './doctor-address-wire.js';
import { wireText } from './wire-values.js';

export const WireSignUpSchema = WireDoctorProfileSchema.extend({
  firstName: z.string(), lastName: z.string(), documentID: z.string(), mdlicensenumber: z.string(), email1: z.string(),
  dob: IsoDateSchema, sex: SexSchema, phone: wireText, street: wireText, city: wireText, state: wireText, zip: wireText,
  location_name: wireText, role: RoleNameSchema, speciality: wireText, policyAcceptanceFlag: z.boolean(), isAnonymous: z.boolean(),
  doctorAddresses: z.array(WireSignUpAddressSchema),
});
/** The registration body (`documentID` is the NPI). */
export type WireSignUp = z.infer<typeof WireSignUpSchema>;

/** Internal field → wire field of the sign-up form (doctor-only fields: see DOCTOR_PROFILE_WIRE_FIELDS). */
export const SIGN_UP_WIRE_FIELDS = {
  firstName: 'firstName', lastName: 'lastName', npi: 'documentID', mdLicenseNumber: 'mdlicensenumber', email: 'email1',
  emailConfirmation: 'email2', dateOfBirth: 'dob', sex: 'sex', phone: 'phone', phone2: 'mobile', street: 'street',
  city: 'city', state: 'state', zip: 'zip', locationName: 'location_name', role: 'role', speciality: 'speciality',
  policyAccepted: 'policyAcceptanceFlag', anonymous: 'isAnonymous', userId: 'userId', ipaNumber: 'ipaNumber',
} as const;

export function toWireSignUp(form: SignUpForm): WireSignUp {
  return {
    ...toWireDoctorProfile(form),
    firstName: form.firstName, lastName: form.lastName, documentID: form.npi, mdlicensenumber: form.mdLicenseNumber,
    email1: form.email, dob: form.dateOfBirth, sex: form.sex, phone: form.phone, street: form.street, city: form.city,
    state: form.state, zip: form.zip, location_name: form.locationName, role: form.role, speciality: form.speciality,
    policyAcceptanceFlag: form.policyAccepted, isAnonymous: form.anonymous, doctorAddresses: form.addresses.map(toWireSignUpAddress),
  };
}

export const WireCompleteProfileSchema = WireSignUpSchema.extend({
  email2: wireText, roleId: z.literal(COMPLETE_PROFILE_ROLE_ID), insuranceID: z.union([z.literal(COMPLETE_PROFILE_INSURANCE_ID), InsuranceIdSchema]),
  sexId: SexSchema, mobile: wireText, userId: UserIdSchema, ipaNumber: wireText,
});
/** The complete-profile body: the sign-up fields plus email2, roleId 5, insuranceID 999, sexId, mobile, userId, ipaNumber. */
export type WireCompleteProfile = z.infer<typeof WireCompleteProfileSchema>;

export function toWireCompleteProfile(profile: CompleteProfile): WireCompleteProfile {
  return {
    ...toWireSignUp(profile),
    email2: profile.emailConfirmation, roleId: COMPLETE_PROFILE_ROLE_ID, insuranceID: COMPLETE_PROFILE_INSURANCE_ID,
    sexId: profile.sex, mobile: profile.phone2, userId: profile.userId, ipaNumber: profile.ipaNumber,
  };
}
