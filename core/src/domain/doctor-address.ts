import { z } from 'zod';
import { AddressIdSchema } from './ids.js';

export const DoctorAddressSchema = z.object({
  /** Null for a group not saved yet. */
  id: AddressIdSchema.nullable(),
  locationName: z.string().nullable(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  phone2: z.string().nullable(),
  email: z.string(),
  emailConfirmation: z.string().nullable(),
});
/** One practice location of a doctor (a repeatable address group of the sign-up and user forms). */
export type DoctorAddress = z.infer<typeof DoctorAddressSchema>;
