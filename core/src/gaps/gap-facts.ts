import { z } from 'zod';
import { IsoDateSchema } from '../domain/calendar-date.js';
import { DiagnosisCodeSchema } from '../domain/diagnosis-code.js';

/** Where an imported prior diagnosis comes from. */
export const HISTORY_SOURCES = ['claim', 'chart-review', 'payer-gap-list'] as const;
export const HistorySourceSchema = z.enum(HISTORY_SOURCES);
export type HistorySource = z.infer<typeof HistorySourceSchema>;
export const HISTORY_SOURCE_LABELS: Readonly<Record<HistorySource, string>> = { claim: 'Claim', 'chart-review': 'Chart review', 'payer-gap-list': 'Payer gap list' };

/**
 * A diagnosis the portal holds for a patient: a record diagnostic (any year's record) or a line of an imported history.
 * `serviceYear` is the calendar year of the date of service; for a record diagnostic without a date of service it is
 * the year before its record's payment year (the record of payment year Y holds the services of Y − 1).
 */
export const GapDiagnosisSchema = z.object({
  code: DiagnosisCodeSchema,
  dateOfService: IsoDateSchema.nullable(),
  serviceYear: z.number().int().min(1900).max(9999),
  origin: z.enum(['record', 'imported-history']),
  /** Imported lines: claim, chart review or payer gap list. Record diagnostics: null. */
  historySource: HistorySourceSchema.nullable().default(null),
  /** Inactive record diagnostics neither raise nor close a gap. */
  active: z.boolean().default(true),
});
export type GapDiagnosis = z.infer<typeof GapDiagnosisSchema>;

/** A home medication as a submitted Smart PN lists it, dated with the note's date of service. */
export const DatedMedicationSchema = z.object({
  date: IsoDateSchema,
  name: z.string(),
  dose: z.string().default(''),
  reasonForUse: z.string().default(''),
});
export type DatedMedication = z.infer<typeof DatedMedicationSchema>;

/** Vitals of one note. BMI is the one taken when given, else computed from weight (lb) and height (in). */
export const DatedVitalsSchema = z.object({
  date: IsoDateSchema,
  weightLb: z.number().positive().nullable().default(null),
  heightIn: z.number().positive().nullable().default(null),
  bmi: z.number().positive().nullable().default(null),
});
export type DatedVitals = z.infer<typeof DatedVitalsSchema>;

/** Where a problem text was read. */
export const PROBLEM_SOURCES = ['progress-note', 'record-note'] as const;
export const ProblemSourceSchema = z.enum(PROBLEM_SOURCES);
export type ProblemSource = z.infer<typeof ProblemSourceSchema>;

/** A problem named in words in a note: a progress note's history, assessment and plan texts, or a doctor/MAG note. */
export const DatedProblemSchema = z.object({
  date: IsoDateSchema,
  source: ProblemSourceSchema,
  /** Which part of the note, e.g. "Past medical history", "Assessment and plan", "Doctor note". */
  field: z.string(),
  text: z.string(),
});
export type DatedProblem = z.infer<typeof DatedProblemSchema>;

/**
 * Everything the gap finder reads of one patient for one payment year: the patient's diagnoses of every year (records
 * and imported history), and the Smart PN medications, vitals and problem texts. Pure data, loaded by persistence.
 */
export const GapFactsSchema = z.object({
  /** The payment year gaps are found for; its service year is `paymentYear − 1`. */
  paymentYear: z.number().int().min(2000).max(2100),
  diagnoses: z.array(GapDiagnosisSchema),
  medications: z.array(DatedMedicationSchema).default([]),
  vitals: z.array(DatedVitalsSchema).default([]),
  problems: z.array(DatedProblemSchema).default([]),
});
export type GapFacts = z.infer<typeof GapFactsSchema>;
export type GapFactsInput = z.input<typeof GapFactsSchema>;

/** The calendar year whose dates of service count toward a payment year (CMS's prospective model: service year + 1). */
export const serviceYearOf = (paymentYear: number): number => paymentYear - 1;
