import type { IsoDate } from '../domain/calendar-date.js';
import { displayCode } from '../gaps/coverage.js';
import { affirmsPhrase, holdsPhrase } from '../gaps/text-match.js';
import { normaliseCode } from '../raf/engine/code-key.js';
import { catalogueNeighbours } from './code-neighbours.js';
import type { ComplianceDiagnosis } from './compliance-diagnosis.js';
import { daysFrom, yearOf } from './day-span.js';
import type { HighRiskRule, HighRiskTarget, HighRiskTest, ScreenFacts } from './high-risk-rule.js';

/** What the rules need besides the facts: the payment HCCs a code raises and the catalogue's codes. */
export interface RuleContext {
  hccsOf(code: string): readonly number[];
  inCatalogue(code: string): boolean;
}

/** A screened occurrence: a code (upper case, no dot) on a date of service. */
export interface ScreenedOccurrence {
  readonly code: string;
  readonly dateOfService: IsoDate;
}

const codeOf = (code: string): string => normaliseCode(code) ?? code.trim().toUpperCase();
const matches = (targets: readonly HighRiskTarget[], code: string) => targets.some((target) => target.prefixes.some((prefix) => codeOf(code).startsWith(prefix)));
const dated = (diagnoses: readonly ComplianceDiagnosis[]) => diagnoses.filter((d): d is ComplianceDiagnosis & { dateOfService: IsoDate } => d.active && d.dateOfService !== null);
const within = (date: IsoDate, from: IsoDate, before: number, after: number) => { const days = daysFrom(from, date); return days >= -before && days <= after; };

function inpatientNearby(rule: HighRiskRule, facts: ScreenFacts, at: ScreenedOccurrence, withinDays: number): boolean {
  const here = dated(facts.diagnoses).find((d) => codeOf(d.code) === at.code && d.dateOfService === at.dateOfService && d.inpatientStay);
  if (here) return true;
  return dated(facts.diagnoses).some((d) => d.inpatientStay && matches(rule.targets, d.code) && within(d.dateOfService, at.dateOfService, withinDays, withinDays));
}

function outsideAcuteWindow(rule: HighRiskRule, facts: ScreenFacts, at: ScreenedOccurrence, windowDays: number): boolean {
  const documented = dated(facts.diagnoses).filter((d) => matches(rule.targets, d.code));
  const stays = documented.filter((d) => d.inpatientStay);
  const dates = (stays.length > 0 ? stays : documented).map((d) => d.dateOfService).sort();
  const onset = dates[0] ?? at.dateOfService;
  return daysFrom(onset, at.dateOfService) > windowDays;
}

function namesMedication(facts: ScreenFacts, at: ScreenedOccurrence, names: readonly string[], before: number, after: number): boolean {
  return facts.medications.some((row) => within(row.date, at.dateOfService, before, after) && names.some((name) => holdsPhrase(row.name, name)));
}

function showsTreatment(facts: ScreenFacts, at: ScreenedOccurrence, test: Extract<HighRiskTest, { kind: 'needs-treatment' }>): boolean {
  if (namesMedication(facts, at, test.medicationNames, test.daysBefore, 0)) return true;
  const phrases = [...test.medicationNames, ...test.treatmentPhrases];
  return facts.problems.some((problem) => within(problem.date, at.dateOfService, test.daysBefore, 0) && phrases.some((phrase) => affirmsPhrase(problem.text, phrase)));
}

const datesOf = (diagnoses: readonly (ComplianceDiagnosis & { dateOfService: IsoDate })[], code: string, years: (year: number) => boolean) =>
  new Set(diagnoses.filter((d) => codeOf(d.code) === code && years(yearOf(d.dateOfService))).map((d) => d.dateOfService)).size;

function usualNeighbour(facts: ScreenFacts, at: ScreenedOccurrence, test: Extract<HighRiskTest, { kind: 'mis-keyed' }>, context: RuleContext): string | null {
  const serviceYear = yearOf(at.dateOfService);
  const all = dated(facts.diagnoses);
  const looked = (year: number) => year <= serviceYear && year >= serviceYear - test.lookbackYears;
  const inLookback = all.filter((d) => looked(yearOf(d.dateOfService)));
  // A usual code is documented on `usualAtLeastOn` dates of the look-back: with fewer dates in it no code can be, and a
  // list of codes from one visit (the calculator, `rafdesk score --explain`) is done with before any code is compared.
  if (new Set(inLookback.map((d) => d.dateOfService)).size < test.usualAtLeastOn) return null;
  const thisYear = (year: number) => year === serviceYear;
  if (Math.max(1, datesOf(all, at.code, thisYear)) > test.flaggedAtMostOn) return null;
  const raised = context.hccsOf(at.code);
  if (raised.length === 0) return null;
  const candidates = inLookback.map((d) => codeOf(d.code));
  const usual = catalogueNeighbours(at.code, candidates, context.inCatalogue)
    .map((code) => ({ code, dates: datesOf(all, code, looked) }))
    .filter(({ code, dates }) => dates >= test.usualAtLeastOn && raised.some((hcc) => !context.hccsOf(code).includes(hcc)))
    .sort((a, b) => b.dates - a.dates || a.code.localeCompare(b.code));
  return usual[0]?.code ?? null;
}

/**
 * The alternative code (dotted) when `rule` fires on the occurrence, or null when it does not: the occurrence's code
 * is one of the rule's targets (any code for a mis-keyed rule) and the rule's test finds the risk in the facts.
 */
export function ruleHit(rule: HighRiskRule, facts: ScreenFacts, at: ScreenedOccurrence, context: RuleContext): string | null {
  const test = rule.test;
  if (test.kind === 'mis-keyed') {
    const usual = usualNeighbour(facts, at, test, context);
    return usual === null ? null : displayCode(usual);
  }
  const target = rule.targets.find((candidate) => candidate.prefixes.some((prefix) => at.code.startsWith(prefix)));
  if (target === undefined) return null;
  switch (test.kind) {
    case 'needs-inpatient-stay': return inpatientNearby(rule, facts, at, test.withinDays) ? null : target.alternative;
    case 'acute-window': return outsideAcuteWindow(rule, facts, at, test.windowDays) ? target.alternative : null;
    case 'needs-medication': return namesMedication(facts, at, test.names, test.daysBefore, test.daysAfter) ? null : target.alternative;
    case 'needs-treatment': return showsTreatment(facts, at, test) ? null : target.alternative;
  }
}
