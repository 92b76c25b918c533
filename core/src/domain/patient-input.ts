import { z } from 'zod';
import { DoctorIdSchema, InsuranceIdSchema, PlanIdSchema } from './ids.js';
import { IsoDateSchema } from './calendar-date.js';
import { SexSchema } from './sex.js';
import { PaymentFactsSchema } from './patient-esrd.js';

export const PatientInputSchema = z.object({
  documentId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  sex: SexSchema,
  dateOfBirth: IsoDateSchema,
  insuranceId: InsuranceIdSchema,
  planId: PlanIdSchema,
  insuranceContractNumber: z.string().nullable(),
  doctorRecordId: z.string().nullable(),
  phone: z.string(),
  phone2: z.string().nullable(),
  email: z.string().nullable(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  /** Null when the signed-in user is a Doctor or Staff: the server takes the doctor from the session. */
  doctorId: DoctorIdSchema.nullable(),
  /** Display labels the form sends along with the ids; informational only. */
  insuranceName: z.string().nullable(),
  planName: z.string().nullable(),
  ...PaymentFactsSchema.shape,
});
/** What the patient form creates or updates (the validated form, see `validatePatientForm`). */
export type PatientInput = z.infer<typeof PatientInputSchema>;
