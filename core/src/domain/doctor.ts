import { z } from 'zod';
import { DoctorIdSchema } from './ids.js';
import { IsoDateSchema } from './calendar-date.js';
import { SexSchema } from './sex.js';

export const DoctorSchema = z.object({
  id: DoctorIdSchema,
  npi: z.string(),
  fullName: z.string(),
  speciality: z.string().nullable(),
  dateOfBirth: IsoDateSchema.nullable(),
  sex: SexSchema.nullable(),
  phone: z.string().nullable(),
  phone2: z.string().nullable(),
  email: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  active: z.boolean(),
});
/** A physician whose patients the portal keeps (the subscriber). */
export type Doctor = z.infer<typeof DoctorSchema>;

export const CurrentDoctorSchema = z.object({ id: DoctorIdSchema, fullName: z.string() });
/** The doctor a Staff user currently acts for (kept on the client beside the current user). */
export type CurrentDoctor = z.infer<typeof CurrentDoctorSchema>;
