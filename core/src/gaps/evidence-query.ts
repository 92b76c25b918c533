import { normaliseCode } from '../raf/engine/code-key.js';
import { formatDisplayDate } from '../validation/typed-date.js';
import { displayCode } from './coverage.js';
import { HISTORY_SOURCE_LABELS, type DatedVitals, type GapDiagnosis, type GapFacts } from './gap-facts.js';
import type { GapEvidence } from './gap.js';
import type { EvidenceQuery } from './suspect-rule.js';
import type { TextMatcher } from './text-match.js';
import { bmiOf } from './vitals.js';

/** What a rule's query is read against: the facts, the service year, and how far back notes still count. */
export interface QueryScope {
  readonly facts: GapFacts;
  readonly serviceYear: number;
  readonly lookbackYears: number;
  readonly ruleId: string;
  /** One per patient: its texts are folded once for all the rules. */
  readonly text: TextMatcher;
}

type Found = GapEvidence[] | null;

const yearOf = (date: string) => Number(date.slice(0, 4));
const inWindow = (scope: QueryScope, date: string) => yearOf(date) <= scope.serviceYear && yearOf(date) >= scope.serviceYear - scope.lookbackYears;
const on = (date: string | null) => (date === null ? '' : ` (${formatDisplayDate(date)})`);

function evidence(scope: QueryScope, source: GapEvidence['source'], date: string | null, text: string, identity: string, extra: Partial<Pick<GapEvidence, 'code' | 'value'>> = {}): GapEvidence {
  return { source, date, text, code: extra.code ?? null, value: extra.value ?? null, ruleId: scope.ruleId, identity: `${scope.ruleId}:${identity}` };
}

function medications(scope: QueryScope, names: readonly string[]): Found {
  const found = scope.facts.medications.flatMap((medication) => {
    if (!inWindow(scope, medication.date)) return [];
    const name = names.find((wanted) => scope.text.holds(medication.name, wanted));
    if (name === undefined) return [];
    const words = [medication.name, medication.dose].filter((part) => part.trim() !== '').join(' ');
    const reason = medication.reasonForUse.trim() === '' ? '' : `, for ${medication.reasonForUse.trim()}`;
    return [evidence(scope, 'medication', medication.date, `Medication: ${words}${reason}${on(medication.date)}`, `medication:${name.toLowerCase()}`)];
  });
  return found.length > 0 ? found : null;
}

function bmi(scope: QueryScope, atLeast: number, below: number | undefined): Found {
  // The latest measurement decides: a patient who has lost the weight no longer meets the threshold.
  const latest = scope.facts.vitals
    .filter((vitals) => inWindow(scope, vitals.date) && bmiOf(vitals) !== null)
    .sort((a, b) => b.date.localeCompare(a.date))[0];
  const value = latest === undefined ? null : bmiOf(latest);
  if (latest === undefined || value === null || value < atLeast || (below !== undefined && value >= below)) return null;
  const band = below === undefined ? `bmi>=${atLeast}` : `bmi>=${atLeast}<${below}`;
  return [evidence(scope, 'vital', latest.date, `BMI ${value.toFixed(1)}${measured(latest)}${on(latest.date)}`, `vital:${band}`, { value: Math.round(value * 10) / 10 })];
}

const measured = (vitals: DatedVitals) => (vitals.bmi === null && vitals.weightLb !== null && vitals.heightIn !== null ? ` from ${vitals.weightLb} lb, ${vitals.heightIn} in` : '');

function problems(scope: QueryScope, words: readonly string[]): Found {
  const found = scope.facts.problems.flatMap((problem) => {
    if (!inWindow(scope, problem.date)) return [];
    const phrase = words.find((word) => scope.text.affirms(problem.text, word));
    if (phrase === undefined) return [];
    const text = problem.text.trim().length > 160 ? `${problem.text.trim().slice(0, 157)}...` : problem.text.trim();
    return [evidence(scope, 'problem', problem.date, `${problem.field}: "${text}"${on(problem.date)}`, `problem:${phrase.toLowerCase()}`)];
  });
  return found.length > 0 ? found : null;
}

function diagnoses(scope: QueryScope, query: Extract<EvidenceQuery, { diagnosis: unknown }>['diagnosis']): Found {
  const fits = (diagnosis: GapDiagnosis) => diagnosis.active
    && (query.years === 'this-year' ? diagnosis.serviceYear === scope.serviceYear : query.years === 'earlier' ? diagnosis.serviceYear < scope.serviceYear : diagnosis.serviceYear <= scope.serviceYear)
    && (query.origins === undefined || query.origins.includes(diagnosis.origin))
    && query.prefixes.some((prefix) => (normaliseCode(diagnosis.code) ?? '').startsWith(prefix));
  const found = scope.facts.diagnoses.filter(fits).map((diagnosis) => {
    const code = displayCode(diagnosis.code);
    const where = diagnosis.origin === 'record' ? 'coded' : `imported ${diagnosis.historySource === null ? 'history' : HISTORY_SOURCE_LABELS[diagnosis.historySource].toLowerCase()}`;
    return evidence(scope, diagnosis.origin === 'record' ? 'record-diagnosis' : 'imported-history', diagnosis.dateOfService, `${code} ${where}${on(diagnosis.dateOfService)}`, `diagnosis:${code}`, { code });
  });
  return found.length > 0 ? found : null;
}

/**
 * Runs a rule's evidence query (see {@link EvidenceQuery}): the evidence it found, or null when it does not match.
 * `not` yields no evidence of its own, so a query fires only when some positive term found something.
 */
export function runQuery(query: EvidenceQuery, scope: QueryScope): Found {
  if ('medication' in query) return medications(scope, query.medication.names);
  if ('bmi' in query) return bmi(scope, query.bmi.atLeast, query.bmi.below);
  if ('problem' in query) return problems(scope, query.problem.words);
  if ('diagnosis' in query) return diagnoses(scope, query.diagnosis);
  if ('all' in query) {
    const parts: GapEvidence[] = [];
    for (const part of query.all) {
      const found = runQuery(part, scope);
      if (found === null) return null;
      parts.push(...found);
    }
    return parts;
  }
  if ('any' in query) {
    const found = query.any.map((part) => runQuery(part, scope)).filter((part): part is GapEvidence[] => part !== null);
    return found.length > 0 ? found.flat() : null;
  }
  return runQuery(query.not, scope) === null ? [] : null;
}
