import { z } from 'zod';
import { DoctorIdSchema, InsuranceIdSchema, UserIdSchema } from './ids.js';
import { IsoDateSchema } from './calendar-date.js';
import { SexSchema } from './sex.js';
import { RoleNameSchema } from './role.js';
import { DoctorAddressSchema } from './doctor-address.js';

export const AuthorizedContactSchema = z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() });
/** A person the doctor authorises to talk to customer service. */
export type AuthorizedContact = z.infer<typeof AuthorizedContactSchema>;

/** The doctor-only profile fields shared by the user, sign-up and complete-profile shapes. */
export const DoctorProfileFieldsSchema = z.object({
  whatsAppPhone: z.string().nullable(),
  authorizedContact1: AuthorizedContactSchema,
  authorizedContact2: AuthorizedContactSchema,
  billingProgramIds: z.array(z.number().int().positive()),
  recordProgramIds: z.array(z.number().int().positive()),
  serviceIds: z.array(z.number().int().positive()),
  otherBillingProgram: z.string().nullable(),
  otherRecordProgram: z.string().nullable(),
  addresses: z.array(DoctorAddressSchema),
});
export type DoctorProfileFields = z.infer<typeof DoctorProfileFieldsSchema>;

export const UserSchema = DoctorProfileFieldsSchema.extend({
  id: UserIdSchema,
  /** The id the notification centre and the real-time hub address. */
  remoteUserId: UserIdSchema.nullable(),
  /** The doctor this user is, for users with the Doctor role. */
  doctorId: DoctorIdSchema.nullable(),
  documentId: z.string(),
  userName: z.string().nullable(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  speciality: z.string().nullable(),
  sex: SexSchema.nullable(),
  dateOfBirth: IsoDateSchema.nullable(),
  mdLicenseNumber: z.string().nullable(),
  phone: z.string().nullable(),
  phone2: z.string().nullable(),
  email: z.string(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  role: RoleNameSchema,
  active: z.boolean(),
  twoFactorEnabled: z.boolean(),
  insuranceId: InsuranceIdSchema.nullable(),
  insuranceName: z.string().nullable(),
  ipaNumber: z.string().nullable(),
});
/** A portal account. Doctor-only fields are empty for other roles. */
export type User = z.infer<typeof UserSchema>;

export const UserInputSchema = DoctorProfileFieldsSchema.extend({
  /** Null when creating. */
  id: UserIdSchema.nullable(),
  role: RoleNameSchema,
  documentId: z.string(),
  mdLicenseNumber: z.string().nullable(),
  insuranceId: InsuranceIdSchema.nullable(),
  ipaNumber: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  speciality: z.string(),
  sex: SexSchema,
  dateOfBirth: IsoDateSchema,
  phone: z.string(),
  phone2: z.string().nullable(),
  email: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
/** What the user form creates or updates (see `validateUserForm`). */
export type UserInput = z.infer<typeof UserInputSchema>;
