import { z } from 'zod';
import { IsoDateSchema, TimestampSchema } from '../../domain/calendar-date.js';
import { DispositionStateSchema, NotPresentReasonSchema } from '../../gaps/disposition.js';
import { GapSchema, HccCodesSchema } from '../../gaps/gap.js';
import { FACTOR_STATUSES } from '../../raf/data/payment-years.js';

// What the gaps calls answer, as both ends read it: a stored gap with where it stands, what it is worth and its
// history. The shapes are plain JSON (ids as numbers, dates as ISO text), so the wire and the domain spell them alike.

const money = z.number().finite();

/** One gap's worth in its payment year: two full engine scores, their difference and its dollars, with the year's factor status. */
export const GapWorthSchema = z.object({
  code: z.string(),
  without: z.number().finite(),
  with: z.number().finite(),
  raf: z.number().finite(),
  /** Null when the patient has no insurance agreement for the payment year. */
  annualBudget: money.nullable(),
  netSurplus: money.nullable(),
  factorStatus: z.enum(FACTOR_STATUSES),
  modelLabel: z.string(),
});
export type GapWorth = z.infer<typeof GapWorthSchema>;

/** The worth of a patient's open gaps together (one engine run): what the worklist ranks by. */
export const OpenWorthSchema = z.object({
  raf: z.number().finite(),
  annualBudget: money.nullable(),
  netSurplus: money.nullable(),
  factorStatus: z.enum(FACTOR_STATUSES),
  /** Open and deferred gaps counted. */
  gaps: z.number().int().nonnegative(),
});
export type OpenWorth = z.infer<typeof OpenWorthSchema>;

/** One audited change of a gap: who (null: the portal itself, from coding), when, from, to and why. */
export const GapHistoryEntrySchema = z.object({
  at: TimestampSchema,
  userId: z.number().int().positive().nullable(),
  /** The user's name as the audit shows it; null for the portal itself. */
  userName: z.string().nullable(),
  from: DispositionStateSchema,
  to: DispositionStateSchema,
  event: z.string(),
  reason: NotPresentReasonSchema.nullable(),
  reasonText: z.string().nullable(),
  code: z.string().nullable(),
  countedAsDelete: z.boolean(),
});
export type GapHistoryEntry = z.infer<typeof GapHistoryEntrySchema>;

/** Where a gap stands now, as its last change left it. */
export const GapStandingSchema = z.object({
  state: DispositionStateSchema,
  reason: NotPresentReasonSchema.nullable(),
  reasonText: z.string().nullable(),
  /** The code that documented it, or the deleted code of a delete. */
  code: z.string().nullable(),
  /** Null until anyone (or coding) changed it. */
  changedAt: TimestampSchema.nullable(),
  changedBy: z.number().int().positive().nullable(),
});
export type GapStanding = z.infer<typeof GapStandingSchema>;

/** A stored gap of a patient: the finder's gap (evidence, closing codes, documentation), where it stands and its worth. */
export const PatientGapSchema = GapSchema.extend({
  standing: GapStandingSchema,
  /** Null when the engine could not value it (a payment year without tables). */
  worth: GapWorthSchema.nullable(),
  /** Oldest first; empty for a gap nobody touched. Worklist rows leave it empty (the patient's gaps call carries it). */
  history: z.array(GapHistoryEntrySchema),
});
export type PatientGap = z.infer<typeof PatientGapSchema>;

/** Days left for this year's dates of service, from today: to the end of the semester and of the service year (0 once past). */
export const DaysLeftSchema = z.object({ semester: z.number().int().nonnegative(), year: z.number().int().nonnegative() });
export type DaysLeft = z.infer<typeof DaysLeftSchema>;

/** The patient a worklist row or a patient's gaps are about. */
export const GapPatientSchema = z.object({
  patientId: z.number().int().positive(),
  recordId: z.number().int().positive(),
  patientName: z.string(),
  dateOfBirth: IsoDateSchema.nullable(),
  contractNumber: z.string().nullable(),
  doctorId: z.number().int().positive(),
  doctorName: z.string(),
  insuranceId: z.number().int().positive().nullable(),
  insuranceName: z.string().nullable(),
});
export type GapPatient = z.infer<typeof GapPatientSchema>;

/** One worklist row: a patient ranked by open value, with the gaps the filters matched (history left out). */
export const WorklistRowSchema = z.object({
  patient: GapPatientSchema,
  paymentYear: z.number().int(),
  openWorth: OpenWorthSchema,
  gaps: z.array(PatientGapSchema),
  daysLeft: DaysLeftSchema,
});
export type WorklistRow = z.infer<typeof WorklistRowSchema>;

/** A patient's gaps for one record (the records view, the Smart PN DX tab): every gap found, with history. */
export const RecordGapsSchema = z.object({
  patient: GapPatientSchema,
  paymentYear: z.number().int(),
  serviceYear: z.number().int(),
  openWorth: OpenWorthSchema.nullable(),
  gaps: z.array(PatientGapSchema),
  /** The HCCs documented in the year before the service year (after that year's hierarchy): what the pre-visit summary lists. */
  lastYearHccs: z.array(HccCodesSchema),
  daysLeft: DaysLeftSchema,
  /** When the gaps were last computed. */
  computedAt: TimestampSchema.nullable(),
});
export type RecordGaps = z.infer<typeof RecordGapsSchema>;

/** The worklist's sortable columns; without a sort the rows come by open value (RAF, then dollars, then fewer gaps). */
export const WORKLIST_SORT_FIELDS = ['openRaf', 'openDollars', 'openGaps', 'patientName', 'doctorName', 'insuranceName', 'dateOfBirth'] as const;
export type WorklistSortField = (typeof WORKLIST_SORT_FIELDS)[number];

/**
 * Which gaps the worklist shows: a state, or `to-do` (open and deferred, the default). A patient is listed when one of
 * its gaps matches every filter (state, kind, HCC); the row shows those gaps.
 */
export const WORKLIST_STATUSES = ['to-do', 'open', 'deferred', 'documented', 'not-present'] as const;
export const WorklistStatusSchema = z.enum(WORKLIST_STATUSES);
export type WorklistStatus = z.infer<typeof WorklistStatusSchema>;


/** One month of a recapture curve. */
export const CurvePointSchema = z.object({
  month: z.number().int().min(1).max(12),
  documented: z.number().int().nonnegative(),
  of: z.number().int().nonnegative(),
  share: z.number().min(0).max(1),
});

/** The share of last year's HCCs documented so far, by month: this service year against the one before. */
export const RecaptureCurveViewSchema = z.object({
  /** The doctor it is for; null for every doctor in reach (the practice). */
  doctorId: z.number().int().positive().nullable(),
  serviceYear: z.number().int(),
  paymentYear: z.number().int(),
  thisYear: z.array(CurvePointSchema),
  lastYear: z.array(CurvePointSchema),
});
export type RecaptureCurveView = z.infer<typeof RecaptureCurveViewSchema>;

/** What became of each line of an imported history, and how many patients' gaps were computed again. */
export const HistoryImportReportSchema = z.object({
  fileName: z.string(),
  taken: z.number().int().nonnegative(),
  refused: z.number().int().nonnegative(),
  /** Taken lines with a high-risk flag. */
  flagged: z.number().int().nonnegative(),
  /** `flags`: a taken line's high-risk flags, each naming the code, the rule, why, the alternative and its RAF change. */
  lines: z.array(z.object({ line: z.number().int().positive(), status: z.enum(['taken', 'refused']), errors: z.array(z.string()), flags: z.array(z.string()) })),
  ignoredColumns: z.array(z.string()),
  /** Patients whose gaps were computed again with the new lines. */
  patientsRecomputed: z.number().int().nonnegative(),
});
export type HistoryImportReport = z.infer<typeof HistoryImportReportSchema>;
