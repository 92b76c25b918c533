import type { RafEngine } from '../coding/raf-engine.js';
import type { PaymentSubject } from '../coding/record-scoring.js';
import type { IsoDate } from '../domain/calendar-date.js';
import { displayCode } from '../gaps/coverage.js';
import { hccHierarchy } from '../gaps/hcc-hierarchy.js';
import type { RuleSource } from '../gaps/suspect-rule.js';
import { paymentYearOfService } from '../machines/smart-pn/note-document.js';
import type { FactorSetting, PaymentYear } from '../raf/index.js';
import { normaliseCode } from '../raf/engine/code-key.js';
import { occurrenceKey } from './compliance-diagnosis.js';
import { yearOf } from './day-span.js';
import type { HighRiskRulesFile, ScreenFacts } from './high-risk-rule.js';
import { highRiskRules } from './high-risk-rules.js';
import { ruleHit, type RuleContext, type ScreenedOccurrence } from './high-risk-tests.js';
import { paymentScorer, rafChangeOf, type CodesScorer, type RafChange } from './raf-change.js';

/** A high-risk code on the record: which rule, why, what to code instead and what that changes. */
export interface HighRiskFlag {
  readonly ruleId: string;
  readonly ruleVersion: number;
  readonly title: string;
  readonly oigGroup: string;
  /** The flagged code, dotted, and its date of service. */
  readonly code: string;
  readonly dateOfService: IsoDate;
  /** `occurrenceKey` of the code (no dot) and date: what a justification names. */
  readonly key: string;
  readonly why: string;
  /** The compliant code, dotted (for a mis-keyed code, the patient's usual one). */
  readonly alternative: string;
  /** Null when the engine cannot score the date's payment year; `rafChangeNote` then says why. */
  readonly rafChange: RafChange | null;
  readonly rafChangeNote: string | null;
  readonly sources: readonly RuleSource[];
}

/** What screening a patient's codes needs: whom it scores, the facts, the catalogue, the year's settings and the rules. */
export interface ScreenInput {
  readonly patient: PaymentSubject;
  readonly facts: ScreenFacts;
  /** True for a code of the portal's ICD-10-CM catalogue (the mis-keyed rule's neighbours must be real codes). */
  readonly inCatalogue: (code: string) => boolean;
  readonly factorSettings?: readonly FactorSetting[];
  /** Default: the shipped rules, {@link highRiskRules}. */
  readonly rules?: HighRiskRulesFile;
}

const codeOf = (code: string): string => normaliseCode(code) ?? code.trim().toUpperCase();

// V28 is in every payment year the engine holds (PY2025 blends it with V24), so its HCCs answer "does it raise one".
function contextFor(engine: RafEngine, input: ScreenInput, year: number): RuleContext {
  const years = engine.PAYMENT_YEARS as readonly number[];
  const known = (years.includes(year) ? year : years[years.length - 1]) as PaymentYear;
  const hierarchy = hccHierarchy(engine, 'V28', known);
  return { hccsOf: (code) => hierarchy.hccsOf(code), inCatalogue: input.inCatalogue };
}

/** Payment scorers by year, for one screen of one patient: screening a record's codes one by one scores each set once. */
type YearScorers = Map<number, CodesScorer>;

function scorerFor(scorers: YearScorers, engine: RafEngine, input: ScreenInput, year: number): CodesScorer {
  const known = scorers.get(year);
  if (known !== undefined) return known;
  const scorer = paymentScorer(engine, input.patient, year, input.factorSettings);
  scorers.set(year, scorer);
  return scorer;
}

const filled = (template: string, values: Readonly<Record<string, string>>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * Screens one code entering the record (Fast Coding, the Smart PN, an import, the calculator, `rafdesk code`) against
 * every rule. The occurrence joins the patient's facts if it is not there yet, so it counts for "usual" and "once".
 * Each flag carries the engine's RAF change: the year's codes with the flagged code minus with the alternative.
 */
export function screenCode(engine: RafEngine, input: ScreenInput, entering: { readonly code: string; readonly dateOfService: IsoDate }): HighRiskFlag[] {
  return screenOccurrence(engine, input, entering, new Map());
}

function screenOccurrence(engine: RafEngine, input: ScreenInput, entering: { readonly code: string; readonly dateOfService: IsoDate }, scorers: YearScorers): HighRiskFlag[] {
  const at: ScreenedOccurrence = { code: codeOf(entering.code), dateOfService: entering.dateOfService };
  const present = input.facts.diagnoses.some((d) => d.active && codeOf(d.code) === at.code && d.dateOfService === at.dateOfService);
  const facts: ScreenFacts = present ? input.facts : { ...input.facts, diagnoses: [...input.facts.diagnoses, {
    code: at.code, dateOfService: at.dateOfService, source: 'face-to-face', inpatientStay: false, active: true, provider: null, specialty: null, supportingNoteId: null,
  }] };
  const serviceYear = yearOf(at.dateOfService);
  const paymentYear = paymentYearOfService(at.dateOfService);
  const context = contextFor(engine, input, paymentYear);
  const yearCodes = facts.diagnoses.filter((d) => d.active && d.dateOfService !== null && yearOf(d.dateOfService) === serviceYear).map((d) => d.code);
  return (input.rules ?? highRiskRules()).rules.flatMap((rule): HighRiskFlag[] => {
    const alternative = ruleHit(rule, facts, at, context);
    if (alternative === null) return [];
    const change = rafChangeOf(engine, input.patient, yearCodes, at.code, alternative, paymentYear, input.factorSettings, scorerFor(scorers, engine, input, paymentYear));
    const code = displayCode(at.code);
    return [{
      ruleId: rule.id, ruleVersion: rule.version, title: rule.title, oigGroup: rule.oigGroup, code, dateOfService: at.dateOfService,
      key: occurrenceKey(at.code, at.dateOfService), why: filled(rule.why, { code, alternative, date: at.dateOfService }), alternative,
      rafChange: change.unwrapOr(null), rafChangeNote: change.match(() => null, (failure) => failure.message), sources: rule.sources,
    }];
  });
}

/** Screens every active, dated diagnosis of the facts (what the record shows), each occurrence once. */
export function screenDiagnoses(engine: RafEngine, input: ScreenInput): HighRiskFlag[] {
  const seen = new Set<string>();
  const scorers: YearScorers = new Map();
  return input.facts.diagnoses.flatMap((d) => {
    if (!d.active || d.dateOfService === null) return [];
    const key = occurrenceKey(codeOf(d.code), d.dateOfService);
    if (seen.has(key)) return [];
    seen.add(key);
    return screenOccurrence(engine, input, { code: d.code, dateOfService: d.dateOfService }, scorers);
  });
}
