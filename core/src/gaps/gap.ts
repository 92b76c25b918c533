import { z } from 'zod';
import { IsoDateSchema } from '../domain/calendar-date.js';

/** Recapture: an HCC documented in an earlier year, not yet this year. Suspect: a rule found evidence of an uncoded HCC. */
export const GAP_KINDS = ['recapture', 'suspect'] as const;
export const GapKindSchema = z.enum(GAP_KINDS);
export type GapKind = z.infer<typeof GapKindSchema>;
export const GAP_KIND_LABELS: Readonly<Record<GapKind, string>> = { recapture: 'Recapture', suspect: 'Suspect' };

/**
 * How far this year's coding covers a gap, computed from the codes (not a user's choice): `open` nothing of its
 * hierarchy is documented this year; `partly-addressed` only a lower HCC of its hierarchy is (the value is still open);
 * `closed` the HCC or one that trumps it is documented with this year's date of service.
 */
export const GAP_COVERAGES = ['open', 'partly-addressed', 'closed'] as const;
export const GapCoverageSchema = z.enum(GAP_COVERAGES);
export type GapCoverage = z.infer<typeof GapCoverageSchema>;

/** Where a piece of evidence was read. */
export const EVIDENCE_SOURCES = ['record-diagnosis', 'imported-history', 'medication', 'vital', 'problem'] as const;
export const EvidenceSourceSchema = z.enum(EVIDENCE_SOURCES);
export type EvidenceSource = z.infer<typeof EvidenceSourceSchema>;

/** One piece of evidence on a gap: where, when, and the words or value that raised it. */
export const GapEvidenceSchema = z.object({
  source: EvidenceSourceSchema,
  date: IsoDateSchema.nullable(),
  /** What was found, ready to show: "insulin glargine 20 units", "BMI 41.2", "E11.9 (claim)". */
  text: z.string(),
  /** The code, for diagnosis evidence. */
  code: z.string().nullable(),
  /** The number, for a vital (BMI). */
  value: z.number().nullable(),
  /** The suspect rule that read it; null for recapture evidence. */
  ruleId: z.string().nullable(),
  /**
   * The identity of this evidence for dispositions, without its date: `rule:source:words` (a suspect) or
   * `diagnosis:code` (recapture). A gap marked not present stays hidden while all its identities were dismissed.
   */
  identity: z.string(),
});
export type GapEvidence = z.infer<typeof GapEvidenceSchema>;

/** An HCC and the codes that raised it. */
export const HccCodesSchema = z.object({ hcc: z.string(), label: z.string(), codes: z.array(z.string()) });
export type HccCodes = z.infer<typeof HccCodesSchema>;

/** `2026:recapture:HCC37`: one gap per payment year, kind and HCC; dispositions are stored under it. */
export type GapKey = string;
export const gapKeyOf = (paymentYear: number, kind: GapKind, hcc: string): GapKey => `${paymentYear}:${kind}:${hcc}`;

/** A suspect rule that raised (or supports) a gap, by id and version. */
export const RuleRefSchema = z.object({ id: z.string(), version: z.number().int().positive() });
export type RuleRef = z.infer<typeof RuleRefSchema>;

export const GapSchema = z.object({
  key: z.string(),
  kind: GapKindSchema,
  paymentYear: z.number().int(),
  /** The model whose HCCs the gap names: the payment year's main CMS-HCC model (V28 for 2025–2027). */
  model: z.enum(['V24', 'V28']),
  hcc: z.string(),
  hccLabel: z.string(),
  coverage: GapCoverageSchema,
  /** This year's HCC that covers it (closed: the HCC or a higher one; partly addressed: the lower one), or null. */
  addressedBy: HccCodesSchema.nullable(),
  /** Codes that document the gap this year: the codes of earlier years (recapture), the rule's codes (suspect). */
  closingCodes: z.array(z.string()).min(1),
  /** The code the gap is valued with: the first closing code that maps to the HCC. */
  valueCode: z.string(),
  /** What documentation closes it, in words (the rule's, or the earlier diagnosis's). */
  documentation: z.string(),
  evidence: z.array(GapEvidenceSchema).min(1),
  /** Sorted, joined identities of the evidence: what a not-present disposition remembers. */
  evidenceKey: z.string(),
  /** The suspect rules that raised it (suspect) or that support it (a recapture gap the rules also find). */
  rules: z.array(RuleRefSchema),
});
/** A gap of one patient in one payment year: what is missing, why we think so, and what closes it. */
export type Gap = z.infer<typeof GapSchema>;
