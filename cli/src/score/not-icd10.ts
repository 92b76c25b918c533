import type { ScoreRecord } from '../format/score-record.js';

let built: { readonly lines: string; readonly set: ReadonlySet<string> } | null = null;

/** Keeps the code set already made of `lines`, so {@link icd10CodeSetOf} does not split them again. */
export function keepIcd10CodeSet(lines: string, set: ReadonlySet<string>): void {
  built = { lines, set };
}

/** The ICD-10-CM code set of a run, from `ScoreSettings.icd10Codes` (built once per thread); null when the run has none. */
export function icd10CodeSetOf(lines: string): ReadonlySet<string>;
export function icd10CodeSetOf(lines: string | undefined): ReadonlySet<string> | null;
export function icd10CodeSetOf(lines: string | undefined): ReadonlySet<string> | null {
  if (lines === undefined) return null;
  if (built?.lines !== lines) built = { lines, set: new Set(lines.split('\n')) };
  return built.set;
}

/**
 * Moves the codes of `unmapped` that are no ICD-10-CM code to `notIcd10`: a code that maps to no HCC is a coding
 * fact, a code that does not exist is a typing error, and the reader must tell them apart.
 */
export function withNotIcd10(record: ScoreRecord, codeSet: ReadonlySet<string> | null): ScoreRecord {
  if (codeSet === null || record.unmapped.length === 0) return record;
  const notIcd10 = record.unmapped.filter((code) => !codeSet.has(code));
  return notIcd10.length === 0 ? record : { ...record, unmapped: record.unmapped.filter((code) => codeSet.has(code)), notIcd10 };
}
