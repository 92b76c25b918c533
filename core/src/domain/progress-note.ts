import { z } from 'zod';
import { DiagnosisCodeSchema } from './diagnosis-code.js';
import { IsoDateSchema } from './calendar-date.js';
import { SexSchema } from './sex.js';

export const MedicationRowSchema = z.object({
  name: z.string(),
  dose: z.string(),
  frequency: z.string(),
  reasonForUse: z.string(),
});
/** One line of the home-medication table of a progress note. */
export type MedicationRow = z.infer<typeof MedicationRowSchema>;

export const PnDoctorInfoSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  npi: z.string(),
  mdLicenseNumber: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  speciality: z.string().nullable(),
});
export const PnPatientInfoSchema = z.object({
  patientName: z.string(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  dateOfBirth: IsoDateSchema,
  phone: z.string().nullable(),
  sex: SexSchema,
  age: z.number().int().nonnegative(),
});
export const PnInfoSchema = z.object({ doctor: PnDoctorInfoSchema, patient: PnPatientInfoSchema });
/** The provider and patient blocks at the top of a Smart progress note. */
export type PnInfo = z.infer<typeof PnInfoSchema>;

/** The four MEAT elements a note can show for a diagnosis: Monitor, Evaluate, Assess, Treat. */
export const MEAT_ELEMENTS = ['monitor', 'evaluate', 'assess', 'treat'] as const;
export const MeatElementSchema = z.enum(MEAT_ELEMENTS);
export type MeatElement = z.infer<typeof MeatElementSchema>;

export const ProgressNoteDiagnosisSchema = z.object({
  code: DiagnosisCodeSchema,
  description: z.string(),
  clinicalManifestations: z.string().nullable(),
  treatment: z.string().nullable(),
  /** The MEAT elements and the supporting sentence the wizard's DX tab recorded (absent from callers that send none). */
  meat: z.array(MeatElementSchema).optional(),
  evidence: z.string().optional(),
});
/** A diagnostic attached to a progress note (at most 12). */
export type ProgressNoteDiagnosis = z.infer<typeof ProgressNoteDiagnosisSchema>;
