import { z } from 'zod';
import { GapFactsSchema } from './gap-facts.js';

/** Which years' diagnoses a `diagnosis` term reads: the service year of the payment year, earlier years, or both. */
export const DiagnosisYearsSchema = z.enum(['this-year', 'earlier', 'any']);

const words = z.array(z.string().trim().min(1)).min(1);
const prefixes = z.array(z.string().regex(/^[A-Z][0-9A-Z]{0,6}$/, 'must be an ICD-10-CM code or its start, capitals, no dot')).min(1);

/**
 * The declarative evidence query of a suspect rule. A term matches and yields its evidence, or does not match:
 * `medication` a home medication whose name holds one of the words (whole words, any case);
 * `bmi` the patient's latest BMI in the look-back is in `[atLeast, below)`;
 * `problem` a note's problem text names one of the phrases, not negated ("denies", "no", "ruled out" just before it);
 * `diagnosis` a diagnosis (record or imported history) of those years whose code starts with one of the prefixes;
 * `all` every part matches (evidence of all); `any` at least one does (evidence of those that do);
 * `not` the part does not match (no evidence of its own): how a rule says "without a diabetes code".
 */
export type EvidenceQuery =
  | { readonly medication: { readonly names: readonly string[] } }
  | { readonly bmi: { readonly atLeast: number; readonly below?: number | undefined } }
  | { readonly problem: { readonly words: readonly string[] } }
  | { readonly diagnosis: { readonly prefixes: readonly string[]; readonly years: 'this-year' | 'earlier' | 'any'; readonly origins?: readonly ('record' | 'imported-history')[] | undefined } }
  | { readonly all: readonly EvidenceQuery[] }
  | { readonly any: readonly EvidenceQuery[] }
  | { readonly not: EvidenceQuery };

export const EvidenceQuerySchema: z.ZodType<EvidenceQuery> = z.lazy(() => z.union([
  z.strictObject({ medication: z.strictObject({ names: words }) }),
  z.strictObject({ bmi: z.strictObject({ atLeast: z.number().positive(), below: z.number().positive().optional() }) }),
  z.strictObject({ problem: z.strictObject({ words }) }),
  z.strictObject({ diagnosis: z.strictObject({ prefixes, years: DiagnosisYearsSchema, origins: z.array(z.enum(['record', 'imported-history'])).min(1).optional() }) }),
  z.strictObject({ all: z.array(EvidenceQuerySchema).min(1) }),
  z.strictObject({ any: z.array(EvidenceQuerySchema).min(1) }),
  z.strictObject({ not: EvidenceQuerySchema }),
]));

/** A named public source of a rule's clinical or coding basis. */
export const RuleSourceSchema = z.strictObject({
  /** "ICD-10-CM Official Guidelines for Coding and Reporting FY2026", "FDA label: Lantus (insulin glargine)". */
  title: z.string().min(1),
  publisher: z.string().min(1),
  /** Section, page or heading the rationale reads. */
  section: z.string().min(1),
  url: z.string().url().optional(),
});
export type RuleSource = z.infer<typeof RuleSourceSchema>;

/** Facts of a fixture: the same shape the finder reads, for a fixture's payment year. */
export const RuleFixtureSchema = z.strictObject({ description: z.string().min(1), facts: GapFactsSchema });

export const SuspectRuleSchema = z.strictObject({
  /** Stable, kebab-case; with `version` it names the rule on every gap it raises. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case'),
  version: z.number().int().positive(),
  title: z.string().min(1),
  /** The V28 payment HCC the rule suspects, "HCC38". */
  hcc: z.string().regex(/^HCC\d+$/, 'must be a payment HCC such as HCC38'),
  /** ICD-10-CM codes (with dots) that document the condition; the first one that maps to `hcc` values the gap. */
  closingCodes: z.array(z.string().regex(/^[A-Z][0-9A-Z]{2}(\.[0-9A-Z]{1,4})?$/, 'must be an ICD-10-CM code such as E11.9')).min(1),
  /** Years of notes before the service year whose medications, vitals and problems still count (0: this year only). */
  lookbackYears: z.number().int().min(0).max(3),
  evidence: EvidenceQuerySchema,
  /** What the doctor documents to close it, in words shown on the gap and the pre-visit summary. */
  documentation: z.string().min(1),
  rationale: z.string().min(1),
  sources: z.array(RuleSourceSchema).min(1),
  fixtures: z.strictObject({ fires: RuleFixtureSchema, nearMiss: RuleFixtureSchema }),
});
/** One suspect rule as the rules file holds it. */
export type SuspectRule = z.infer<typeof SuspectRuleSchema>;

export const SuspectRulesFileSchema = z.strictObject({
  /** The file's version: a change of any rule is a new file version (and that rule's `version` moves too). */
  version: z.number().int().positive(),
  /** The CMS-HCC model the rules' HCCs belong to. */
  model: z.literal('V28'),
  rules: z.array(SuspectRuleSchema).min(1),
});
export type SuspectRulesFile = z.infer<typeof SuspectRulesFileSchema>;
