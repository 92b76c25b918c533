import { z } from 'zod';
import { DiagnosisCodeSchema } from './diagnosis-code.js';
import { IsoDateSchema } from './calendar-date.js';

/** A condition-category number (HCC or RxHCC); null where the code maps to none. */
export const CategoryNumberSchema = z.number().int().nonnegative().nullable();

export const RecordDiagnosticRowSchema = z.object({
  code: DiagnosisCodeSchema,
  description: z.string(),
  v24Hcc1: CategoryNumberSchema,
  v24Hcc2: CategoryNumberSchema,
  v28Hcc1: CategoryNumberSchema,
  v28Hcc2: CategoryNumberSchema,
  clinicalManifestations: z.string().nullable(),
  treatment: z.string().nullable(),
  alert: z.string().nullable(),
  specialty: z.string().nullable(),
  provider: z.string().nullable(),
  /** Shown in a progress-note preview not yet submitted. */
  inProgressNotePreview: z.boolean(),
  /** Documented by a submitted progress note. */
  inProgressNote: z.boolean(),
  billedFirstSemester: z.boolean(),
  billedSecondSemester: z.boolean(),
  active: z.boolean(),
  documentation: z.string().nullable(),
  serviceDate: IsoDateSchema.nullable(),
});
/** One diagnostic on a patient's record, with its billing per semester. */
export type RecordDiagnosticRow = z.infer<typeof RecordDiagnosticRowSchema>;

/** The specialty text that the records view shows in red. */
export const SPECIALTY_TO_VALIDATE = 'Possible : Validate or Delete';
