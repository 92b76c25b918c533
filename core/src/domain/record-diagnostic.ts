import { z } from 'zod';
import { DEFAULT_DIAGNOSIS_SOURCE, DIAGNOSIS_SOURCES } from '../raf/diagnosis-source.js';
import { DiagnosisCodeSchema } from './diagnosis-code.js';
import { IsoDateSchema } from './calendar-date.js';

/** A condition-category number (HCC or RxHCC); null where the code maps to none. */
export const CategoryNumberSchema = z.number().int().nonnegative().nullable();

/** Where a record diagnosis was documented (CMS's diagnosis-source rules; face-to-face when not said). */
export const DiagnosisSourceSchema = z.enum(DIAGNOSIS_SOURCES);

/** How a progress note's encounter took place: the sources a note (not a chart review) can give its diagnoses. */
export const ENCOUNTER_TYPES = ['face-to-face', 'video-telehealth', 'audio-only'] as const;
export const EncounterTypeSchema = z.enum(ENCOUNTER_TYPES);
export type EncounterType = z.infer<typeof EncounterTypeSchema>;
/** A note's encounter type when none is said. */
export const DEFAULT_ENCOUNTER_TYPE: EncounterType = 'face-to-face';

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
  source: DiagnosisSourceSchema.default(DEFAULT_DIAGNOSIS_SOURCE),
});
/** One diagnostic on a patient's record, with its billing per semester. */
export type RecordDiagnosticRow = z.infer<typeof RecordDiagnosticRowSchema>;

/** The specialty text that the records view shows in red. */
export const SPECIALTY_TO_VALIDATE = 'Possible : Validate or Delete';

// The main entry carries the diagnosis sources too: forms and rows name them without loading the engine's tables.
export { DIAGNOSIS_SOURCES, DIAGNOSIS_SOURCE_LABELS, DEFAULT_DIAGNOSIS_SOURCE, type DiagnosisSource } from '../raf/diagnosis-source.js';
