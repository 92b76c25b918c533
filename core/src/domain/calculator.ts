import { z } from 'zod';
import { DiagnosisCodeSchema } from './diagnosis-code.js';
import { RecordIdSchema } from './ids.js';
import { IsoDateSchema } from './calendar-date.js';
import { SexSchema } from './sex.js';

export const CalculatorRequestSchema = z.object({
  recordId: RecordIdSchema,
  patientName: z.string(),
  dateOfBirth: IsoDateSchema,
  sex: SexSchema,
  planName: z.string(),
  codes: z.array(DiagnosisCodeSchema).min(1),
  optimize: z.boolean(),
});
/** A standalone RAF calculation: who, which plan, which codes. */
export type CalculatorRequest = z.infer<typeof CalculatorRequestSchema>;
