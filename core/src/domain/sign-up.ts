import { z } from 'zod';
import { IsoDateSchema } from './calendar-date.js';
import { SexSchema } from './sex.js';
import { RoleNameSchema } from './role.js';
import { DoctorProfileFieldsSchema } from './user.js';

export const SignUpFormSchema = DoctorProfileFieldsSchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  /** The doctor's NPI. */
  npi: z.string(),
  mdLicenseNumber: z.string(),
  email: z.string(),
  dateOfBirth: IsoDateSchema,
  sex: SexSchema,
  phone: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  locationName: z.string().nullable(),
  role: RoleNameSchema,
  speciality: z.string().nullable(),
  /** True only when the terms, the privacy policy and the HIPAA agreement were all accepted. */
  policyAccepted: z.boolean(),
  anonymous: z.boolean(),
});
/** A physician's registration (the sign-up form once valid). */
export type SignUpForm = z.infer<typeof SignUpFormSchema>;
