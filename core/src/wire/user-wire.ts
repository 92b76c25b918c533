import { z } from 'zod';
import { DoctorIdSchema, InsuranceIdSchema, UserIdSchema } from '../domain/ids.js';
import { IsoDateSchema } from '../domain/calendar-date.js';
import { SexSchema } from '../domain/sex.js';
import { RoleIdSchema, RoleNameSchema, roleIdOf, roleNameFor } from '../domain/role.js';
import type { User, UserInput } from '../domain/user.js';
import { WireDoctorProfileSchema, fromWireDoctorProfile, toWireDoctorProfile } from './doctor-profile-wire.js';
import { WireDoctorAddressSchema, mapDoctorAddress, toWireDoctorAddress } from './doctor-address-wire.js';
import { orNull, wireText } from './wire-values.js';

export const WireUserSchema = WireDoctorProfileSchema.extend({
  userId: UserIdSchema, rmT_UserId: UserIdSchema.nullish(), doctorId: DoctorIdSchema.nullish(), documentID: z.string(),
  userName: wireText, fullName: z.string(), firstName: z.string(), lastName: z.string(), speciality: wireText,
  sex: SexSchema.nullish(), dob: IsoDateSchema.nullish(), mdlicensenumber: wireText,
  phone: wireText, mobile: wireText, email1: z.string(), street: wireText, city: wireText, state: wireText, zip: wireText,
  rolName: RoleNameSchema, roleId: RoleIdSchema, active: z.boolean(), status: z.boolean().nullish(), twoFactorEnabled: z.boolean(),
  insuranceID: InsuranceIdSchema.nullish(), insuranceName: wireText, ipaNumber: wireText,
  doctorAddresses: z.array(WireDoctorAddressSchema).nullish(),
});
/** A row of GET Users; `active` and `status` carry the same flag. */
export type WireUser = z.infer<typeof WireUserSchema>;

export function toWireUser(user: User): WireUser {
  return {
    ...toWireDoctorProfile(user),
    userId: user.id, rmT_UserId: user.remoteUserId, doctorId: user.doctorId, documentID: user.documentId, userName: user.userName,
    fullName: user.fullName, firstName: user.firstName, lastName: user.lastName, speciality: user.speciality, sex: user.sex,
    dob: user.dateOfBirth, mdlicensenumber: user.mdLicenseNumber, phone: user.phone, mobile: user.phone2, email1: user.email,
    street: user.street, city: user.city, state: user.state, zip: user.zip, rolName: user.role, roleId: roleIdOf(user.role),
    active: user.active, status: user.active, twoFactorEnabled: user.twoFactorEnabled, insuranceID: user.insuranceId,
    insuranceName: user.insuranceName, ipaNumber: user.ipaNumber, doctorAddresses: user.addresses.map(toWireDoctorAddress),
  };
}

/** A checked wire account as the domain's (the users endpoints' codecs decode with it). */
export function userOfWire(w: WireUser): User {
  return {
    ...fromWireDoctorProfile(w),
    id: w.userId, remoteUserId: orNull(w.rmT_UserId), doctorId: orNull(w.doctorId), documentId: w.documentID,
    userName: orNull(w.userName), fullName: w.fullName, firstName: w.firstName, lastName: w.lastName,
    speciality: orNull(w.speciality), sex: orNull(w.sex), dateOfBirth: orNull(w.dob), mdLicenseNumber: orNull(w.mdlicensenumber),
    phone: orNull(w.phone), phone2: orNull(w.mobile), email: w.email1, street: orNull(w.street), city: orNull(w.city),
    state: orNull(w.state), zip: orNull(w.zip), role: roleNameFor(w.roleId), active: w.active,
    twoFactorEnabled: w.twoFactorEnabled, insuranceId: orNull(w.insuranceID), insuranceName: orNull(w.insuranceName),
    ipaNumber: orNull(w.ipaNumber), addresses: (w.doctorAddresses ?? []).map(mapDoctorAddress),
  };
}

export const WireUserInputSchema = WireDoctorProfileSchema.extend({
  userId: UserIdSchema.nullish(), roleId: RoleIdSchema, documentID: z.string(), mdlicensenumber: wireText,
  insuranceID: InsuranceIdSchema.nullish(), ipaNumber: wireText, firstName: z.string(), lastName: z.string(),
  speciality: z.string(), sex: SexSchema, dob: IsoDateSchema, phone: z.string(), mobile: wireText, email1: z.string(),
  street: z.string(), city: z.string(), state: z.string(), zip: z.string(),
  doctorAddresses: z.array(WireDoctorAddressSchema).nullish(),
});
/** Body of the create-user and update-user calls. */
export type WireUserInput = z.infer<typeof WireUserInputSchema>;

/** Internal field → wire field of the user form (doctor-only fields: see DOCTOR_PROFILE_WIRE_FIELDS). */
export const USER_INPUT_WIRE_FIELDS = {
  id: 'userId', role: 'roleId', documentId: 'documentID', mdLicenseNumber: 'mdlicensenumber', insuranceId: 'insuranceID',
  ipaNumber: 'ipaNumber', firstName: 'firstName', lastName: 'lastName', speciality: 'speciality', sex: 'sex',
  dateOfBirth: 'dob', phone: 'phone', phone2: 'mobile', email: 'email1', emailConfirmation: 'email2', street: 'street',
  city: 'city', state: 'state', zip: 'zip',
} as const;

export function toWireUserInput(input: UserInput): WireUserInput {
  return {
    ...toWireDoctorProfile(input),
    userId: input.id, roleId: roleIdOf(input.role), documentID: input.documentId, mdlicensenumber: input.mdLicenseNumber,
    insuranceID: input.insuranceId, ipaNumber: input.ipaNumber, firstName: input.firstName, lastName: input.lastName,
    speciality: input.speciality, sex: input.sex, dob: input.dateOfBirth, phone: input.phone, mobile: input.phone2,
    email1: input.email, street: input.street, city: input.city, state: input.state, zip: input.zip,
    doctorAddresses: input.addresses.map(toWireDoctorAddress),
  };
}
