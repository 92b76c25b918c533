import { z } from 'zod';
import { COMPLIANCE_SOURCES } from '../../compliance/compliance-diagnosis.js';
import { LEDGER_REASONS } from '../../compliance/ledger-reason.js';
import { RuleSourceSchema } from '../../gaps/suspect-rule.js';

// The compliance answers, plain JSON spelled as core's own values are (wire = domain), as the gaps' views are.

const RafChangeSchema = z.object({ paymentYear: z.number().int(), withCode: z.number(), withAlternative: z.number(), difference: z.number(), modelLabel: z.string() });

export const JustificationViewSchema = z.object({
  id: z.number().int(), ruleId: z.string(), ruleVersion: z.number().int(), code: z.string(), dateOfService: z.string(), by: z.number().int(), reason: z.string(),
  noteId: z.number().int(), at: z.string(),
});
export type JustificationView = z.infer<typeof JustificationViewSchema>;

/** A high-risk flag of the record, with the justification that clears it (null: billing it is refused). */
export const FlagViewSchema = z.object({
  ruleId: z.string(), ruleVersion: z.number().int(), title: z.string(), oigGroup: z.string(), code: z.string(), dateOfService: z.string(), key: z.string(),
  why: z.string(), alternative: z.string(), rafChange: RafChangeSchema.nullable(), rafChangeNote: z.string().nullable(), sources: z.array(RuleSourceSchema),
  justification: JustificationViewSchema.nullable(),
});
export type FlagView = z.infer<typeof FlagViewSchema>;

export const LedgerEntryViewSchema = z.object({
  code: z.string(), dateOfService: z.string().nullable(), paymentYear: z.number().int().nullable(), source: z.enum(COMPLIANCE_SOURCES), sourceLabel: z.string(),
  provider: z.string().nullable(), specialty: z.string().nullable(), cmsSpecialty: z.object({ code: z.string(), name: z.string() }).nullable(), active: z.boolean(),
  counts: z.boolean(), findings: z.array(z.object({ reason: z.enum(LEDGER_REASONS), words: z.string() })),
});

/** "RAF that counts" beside "RAF coded"; null with the engine's words when the year cannot be scored. */
export const LedgerRafViewSchema = z.object({ paymentYear: z.number().int(), coded: z.number(), counts: z.number(), atRisk: z.number(), modelLabel: z.string() });

/** Everything the record card shows of compliance: flags, the payment year's ledger, its two RAF figures, HRA-only diagnoses. */
export const RecordComplianceSchema = z.object({
  recordId: z.number().int(),
  paymentYear: z.number().int(),
  flags: z.array(FlagViewSchema),
  ledger: z.array(LedgerEntryViewSchema),
  raf: LedgerRafViewSchema.nullable(),
  rafNote: z.string().nullable(),
  hraOnly: z.array(z.object({ code: z.string(), dateOfService: z.string(), hccs: z.array(z.string()), words: z.string() })),
  /** The record's signed notes a justification may name (newest first). */
  notes: z.array(z.object({ id: z.number().int(), serviceDate: z.string(), provider: z.string().nullable() })),
});
export type RecordCompliance = z.infer<typeof RecordComplianceSchema>;

/** The most records one call of the patient list's column scores: a list page. */
export const RAF_THAT_COUNTS_MAX_RECORDS = 100;

/** "RAF that counts" beside "RAF coded" for each record of a list page (the patient list's column); null: not scored. */
export const RafThatCountsSchema = z.object({ recordId: z.number().int(), coded: z.number().nullable(), counts: z.number().nullable(), atRisk: z.number().nullable() });
export type RafThatCounts = z.infer<typeof RafThatCountsSchema>;

const OverrideRowSchema = JustificationViewSchema.extend({ recordId: z.number().int(), patientName: z.string(), byName: z.string().nullable() });

/** Overrides per doctor: flagged codes billed with a justification, for a payment year. */
export const OverridesReportSchema = z.object({
  paymentYear: z.number().int(),
  doctors: z.array(z.object({ doctorId: z.number().int(), doctorName: z.string(), overrides: z.number().int(), rows: z.array(OverrideRowSchema) })),
});
export type OverridesReport = z.infer<typeof OverridesReportSchema>;

/**
 * One line of the compliance report (a doctor, or the practice's total): how much of the RAF coded counts, the flagged
 * codes and their overrides, how much of the year's coding rests on chart reviews or a health-risk assessment alone,
 * and the gap reviews' adds beside their deletes (OIG's two-way review).
 */
export const ComplianceSummarySchema = z.object({
  records: z.number().int(),
  /** Records the engine could not score for the year (left out of the RAF sums). */
  unscored: z.number().int(),
  rafCoded: z.number(),
  rafCounts: z.number(),
  rafAtRisk: z.number(),
  /** rafCounts ÷ rafCoded; null when nothing is coded. */
  shareThatCounts: z.number().nullable(),
  flaggedCodes: z.number().int(),
  overrides: z.number().int(),
  /** The payment year's active diagnosis lines, the base of the two shares below. */
  yearLines: z.number().int(),
  chartReviewLines: z.number().int(),
  chartReviewShare: z.number().nullable(),
  hraOnlyLines: z.number().int(),
  hraOnlyShare: z.number().nullable(),
  /** Gaps closed by coding the condition, and coded conditions deleted as unsupported. */
  adds: z.number().int(),
  deletes: z.number().int(),
  /** adds ÷ deletes; null when nothing was deleted. */
  addDeleteRatio: z.number().nullable(),
});
export type ComplianceSummary = z.infer<typeof ComplianceSummarySchema>;

/** The compliance report of a payment year: each doctor in reach and the practice (every doctor listed) in total. */
export const ComplianceReportSchema = z.object({
  paymentYear: z.number().int(),
  practice: ComplianceSummarySchema,
  doctors: z.array(ComplianceSummarySchema.extend({ doctorId: z.number().int(), doctorName: z.string() })),
});
export type ComplianceReport = z.infer<typeof ComplianceReportSchema>;
