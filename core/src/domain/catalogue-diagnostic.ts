import { z } from 'zod';
import { DiagnosisCodeSchema } from './diagnosis-code.js';
import { CategoryNumberSchema } from './record-diagnostic.js';

export const CatalogueDiagnosticSchema = z.object({
  code: DiagnosisCodeSchema,
  description: z.string(),
  v28Hcc1: CategoryNumberSchema,
  v28Hcc2: CategoryNumberSchema,
  v24Hcc1: CategoryNumberSchema,
  v24Hcc2: CategoryNumberSchema,
  rxHcc1: CategoryNumberSchema,
  rxHcc2: CategoryNumberSchema,
  v28Interaction: CategoryNumberSchema,
  v24Interaction: CategoryNumberSchema,
  alert: z.string().nullable(),
  deletionAlert: z.string().nullable(),
  crosswalkDx: z.string().nullable(),
  crosswalkRx: z.string().nullable(),
  clinicalManifestations: z.string().nullable(),
  treatment: z.string().nullable(),
  active: z.boolean(),
});
/** One ICD-10 code of the diagnostic catalogue with its category columns and coder texts. */
export type CatalogueDiagnostic = z.infer<typeof CatalogueDiagnosticSchema>;
