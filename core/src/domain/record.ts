import { z } from 'zod';
import { DEFAULT_DIAGNOSIS_SOURCE, DiagnosisSourceSchema } from './record-diagnostic.js';
import { DiagnosisCodeSchema } from './diagnosis-code.js';
import { RecordIdSchema } from './ids.js';
import { IsoDateSchema } from './calendar-date.js';

const score = z.number().finite();

export const RecordInfoSchema = z.object({
  rafTotal: score,
  rafBilledFirstSemester: score,
  rafBilledSecondSemester: score,
  billedFractionFirstSemester: score,
  billedFractionSecondSemester: score,
  patientActive: z.boolean(),
});
/** The RAF card of a record: total, billed per semester and the billed fraction (ratio) per semester. */
export type RecordInfo = z.infer<typeof RecordInfoSchema>;

export const BillingSemesterSchema = z.union([z.literal(1), z.literal(2)]);
/** 1 = January–June, 2 = July–December of the payment year. */
export type BillingSemester = z.infer<typeof BillingSemesterSchema>;

export const RecordNoteKindSchema = z.enum(['doctor', 'mag']);
export type RecordNoteKind = z.infer<typeof RecordNoteKindSchema>;

export const RecordNoteInputSchema = z.object({ recordId: RecordIdSchema, kind: RecordNoteKindSchema, text: z.string() });
/** A doctor note or a MAG (coder) note added to a record. */
export type RecordNoteInput = z.infer<typeof RecordNoteInputSchema>;

export const BillingUpdateSchema = z.object({
  recordId: RecordIdSchema,
  codes: z.array(DiagnosisCodeSchema).min(1),
  billed: z.boolean(),
  semester: BillingSemesterSchema,
});
/** Marks diagnostics of a record billed (or not) in a semester; several codes for Auto Billing. */
export type BillingUpdate = z.infer<typeof BillingUpdateSchema>;

export const DiagnosticDeletionSchema = z.object({
  recordId: RecordIdSchema,
  code: DiagnosisCodeSchema,
  serviceDate: IsoDateSchema.nullable(),
  queue: z.string().nullable(),
});
/** Removes one diagnostic (one service date of it) from a record. */
export type DiagnosticDeletion = z.infer<typeof DiagnosticDeletionSchema>;

export const AddDiagnosticsInputSchema = z.object({
  recordId: RecordIdSchema,
  codes: z.array(DiagnosisCodeSchema).min(1),
  optimize: z.boolean(),
  /** Where the codes were documented (CMS's diagnosis-source rules); face-to-face when not said. */
  source: DiagnosisSourceSchema.default(DEFAULT_DIAGNOSIS_SOURCE),
});
/** Fast Coding Search: codes to add to a record, optionally through the optimizer (MAG roles). */
export type AddDiagnosticsInput = z.infer<typeof AddDiagnosticsInputSchema>;
