import { z } from 'zod';
import { IsoDateSchema } from '../domain/calendar-date.js';
import { DatedMedicationSchema, DatedProblemSchema } from '../gaps/gap-facts.js';
import { RuleSourceSchema } from '../gaps/suspect-rule.js';
import { ComplianceDiagnosisSchema } from './compliance-diagnosis.js';

const words = z.array(z.string().trim().min(1)).min(1);
const prefixes = z.array(z.string().regex(/^[A-Z][0-9A-Z]{1,6}$/, 'must be an ICD-10-CM code or its start, capitals, no dot')).min(1);
const dottedCode = z.string().regex(/^[A-Z][0-9A-Z]{2}(\.[0-9A-Z]{1,4})?$/, 'must be an ICD-10-CM code such as Z86.73');
const days = z.number().int().min(0).max(730);

/** Codes a rule screens (those starting with a prefix) and the compliant code to bill instead. */
export const HighRiskTargetSchema = z.strictObject({ prefixes, alternative: dottedCode });
export type HighRiskTarget = z.infer<typeof HighRiskTargetSchema>;

/**
 * What makes a screened code high-risk, one shape per OIG group:
 * `needs-inpatient-stay` the occurrence is not an inpatient stay and no inpatient stay with one of the rule's codes lies
 * within `withinDays` of it; `acute-window` its date of service is more than `windowDays` after the patient's first
 * documentation of the rule's codes (an inpatient stay's first, when there is one); `needs-medication` no medication
 * list of a note dated from `daysBefore` before to `daysAfter` after it names one of `names`; `needs-treatment` neither a
 * medication (`medicationNames`) nor an affirmed treatment phrase (`treatmentPhrases`) in a note of the `daysBefore`
 * days up to it; `mis-keyed` a one-keystroke neighbour of the code in the catalogue is the patient's usual code (see
 * `code-neighbours.ts`), the code itself is documented on at most `flaggedAtMostOn` dates of its service year, the
 * neighbour on at least `usualAtLeastOn` dates of that year and the `lookbackYears` before it, and the code raises a
 * payment HCC the neighbour does not.
 */
export const HighRiskTestSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('needs-inpatient-stay'), withinDays: days }),
  z.strictObject({ kind: z.literal('acute-window'), windowDays: days }),
  z.strictObject({ kind: z.literal('needs-medication'), names: words, daysBefore: days, daysAfter: days }),
  z.strictObject({ kind: z.literal('needs-treatment'), medicationNames: words, treatmentPhrases: words, daysBefore: days }),
  z.strictObject({ kind: z.literal('mis-keyed'), flaggedAtMostOn: z.number().int().min(1), usualAtLeastOn: z.number().int().min(2), lookbackYears: z.number().int().min(0).max(3) }),
]);
export type HighRiskTest = z.infer<typeof HighRiskTestSchema>;

/** What a screen reads of a patient: every documented occurrence of a code, and the Smart PNs' medications and texts. */
export const ScreenFactsSchema = z.object({
  diagnoses: z.array(ComplianceDiagnosisSchema),
  /** Medication lists of the patient's notes, each dated with its note's date of service (`noteFactsOf`). */
  medications: z.array(DatedMedicationSchema).default([]),
  /** Texts of the patient's notes (history, assessment and plan…), dated likewise. */
  problems: z.array(DatedProblemSchema).default([]),
});
export type ScreenFacts = z.infer<typeof ScreenFactsSchema>;
export type ScreenFactsInput = z.input<typeof ScreenFactsSchema>;

/** The occurrence a fixture screens (it is among, or joins, the fixture's diagnoses). */
export const ScreenedCodeSchema = z.strictObject({ code: z.string().min(1), dateOfService: IsoDateSchema });

const FixtureSchema = z.strictObject({ description: z.string().min(1), screen: ScreenedCodeSchema, facts: ScreenFactsSchema });

export const HighRiskRuleSchema = z.strictObject({
  /** Stable, kebab-case; with `version` it names the rule on every flag and justification. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case'),
  version: z.number().int().positive(),
  title: z.string().min(1),
  /** The toolkit's own name of the group, and OIG's sampled error share for it (percent). */
  oigGroup: z.string().min(1),
  oigErrorPercent: z.number().int().min(0).max(100),
  /** Codes screened and their alternatives; empty for `mis-keyed`, whose alternative is the patient's usual code. */
  targets: z.array(HighRiskTargetSchema),
  test: HighRiskTestSchema,
  /** Why, in words shown on the flag: `{code}`, `{alternative}` and `{date}` are filled in. */
  why: z.string().min(1),
  sources: z.array(RuleSourceSchema).min(1),
  fixtures: z.strictObject({ fires: FixtureSchema, nearMiss: FixtureSchema }),
}).refine((rule) => (rule.test.kind === 'mis-keyed') === (rule.targets.length === 0), { message: 'a mis-keyed rule has no targets and every other rule has at least one', path: ['targets'] });
/** One high-risk rule as the rules file holds it. */
export type HighRiskRule = z.infer<typeof HighRiskRuleSchema>;

export const HighRiskRulesFileSchema = z.strictObject({
  /** The file's version: a change of any rule is a new file version (and that rule's `version` moves too). */
  version: z.number().int().positive(),
  rules: z.array(HighRiskRuleSchema).min(1),
});
export type HighRiskRulesFile = z.infer<typeof HighRiskRulesFileSchema>;
