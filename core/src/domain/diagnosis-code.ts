import { z } from 'zod';

/** An ICD-10-CM code as stored and sent: letters, digits and an optional dot, no blanks or commas (lists are comma-joined on the wire). */
export const DiagnosisCodeSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9.]{0,9}$/, 'must be a diagnosis code (letters, digits and a dot)');
export type DiagnosisCode = z.infer<typeof DiagnosisCodeSchema>;
