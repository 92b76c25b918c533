import { dottedCode } from '../coding/code-list.js';
import { normaliseCode } from '../raf/engine/code-key.js';
import type { GapDiagnosis } from './gap-facts.js';
import type { GapCoverage, HccCodes } from './gap.js';
import { hccName, type HccHierarchy } from './hcc-hierarchy.js';

/** The HCCs documented in one service year, each with the codes that raised it (dotted, each once). */
export type DocumentedHccs = ReadonlyMap<number, readonly string[]>;

/** A code as ICD-10-CM writes it (upper case, the dot after the category), however it was stored. */
export const displayCode = (code: string): string => dottedCode(normaliseCode(code) ?? code.trim().toUpperCase());

/** True for a diagnosis that documents: active, and not a payer's gap list (a payer's suspicion is not documentation). */
export const documents = (diagnosis: GapDiagnosis): boolean => diagnosis.active && diagnosis.historySource !== 'payer-gap-list';

/** The HCCs the documenting diagnoses of `serviceYear` raise, in the hierarchy's model and year. */
export function documentedHccs(hierarchy: HccHierarchy, diagnoses: readonly GapDiagnosis[], serviceYear: number): DocumentedHccs {
  const byHcc = new Map<number, string[]>();
  for (const diagnosis of diagnoses) {
    if (diagnosis.serviceYear !== serviceYear || !documents(diagnosis)) continue;
    for (const hcc of hierarchy.hccsOf(diagnosis.code)) {
      const codes = byHcc.get(hcc) ?? [];
      const code = displayCode(diagnosis.code);
      if (!codes.includes(code)) codes.push(code);
      byHcc.set(hcc, codes);
    }
  }
  return byHcc;
}

const addressed = (hierarchy: HccHierarchy, hcc: number, codes: readonly string[]): HccCodes => ({ hcc: hccName(hcc), label: hierarchy.labelOf(hcc), codes: [...codes] });

/**
 * How this year's HCCs cover `hcc`: closed by the HCC itself or one that trumps it, partly addressed by a lower HCC
 * of its hierarchy (the highest such one is named), open otherwise.
 */
export function coverageOf(hierarchy: HccHierarchy, hcc: number, documented: DocumentedHccs): { readonly coverage: GapCoverage; readonly addressedBy: HccCodes | null } {
  for (const covering of [hcc, ...hierarchy.trumpedBy(hcc)]) {
    const codes = documented.get(covering);
    if (codes) return { coverage: 'closed', addressedBy: addressed(hierarchy, covering, codes) };
  }
  for (const lower of hierarchy.trumps(hcc)) {
    const codes = documented.get(lower);
    if (codes) return { coverage: 'partly-addressed', addressedBy: addressed(hierarchy, lower, codes) };
  }
  return { coverage: 'open', addressedBy: null };
}
