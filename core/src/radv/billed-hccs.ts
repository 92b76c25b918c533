import type { RafEngine } from '../coding/raf-engine.js';
import { hccHierarchy } from '../gaps/hcc-hierarchy.js';
import type { PaymentYear } from '../raf/index.js';
import { normaliseCode } from '../raf/engine/code-key.js';

/** A diagnostic as the record keeps it: enough to tell whether it was billed. */
export interface BilledDiagnostic {
  readonly code: string;
  readonly active: boolean;
  readonly billedFirstSemester: boolean;
  readonly billedSecondSemester: boolean;
}

/** An HCC CMS pays the member for, and the billed codes that raise it. */
export interface BilledHcc {
  readonly hcc: string;
  readonly label: string;
  readonly codes: readonly string[];
}

/**
 * The HCCs a RADV audit may ask records for: the V28 payment HCCs of the payment year raised by the member's active
 * diagnostics billed in either semester, after CMS's hierarchy (an HCC trumped by another billed one is not paid, so
 * not audited). Lowest HCC number first, as the model lists them.
 */
export function billedHccs(engine: RafEngine, paymentYear: PaymentYear, diagnostics: readonly BilledDiagnostic[]): BilledHcc[] {
  const hierarchy = hccHierarchy(engine, 'V28', paymentYear);
  const codesOf = new Map<number, string[]>();
  for (const row of diagnostics) {
    if (!row.active || !(row.billedFirstSemester || row.billedSecondSemester)) continue;
    const code = normaliseCode(row.code) ?? row.code;
    for (const hcc of hierarchy.hccsOf(code)) {
      const codes = codesOf.get(hcc) ?? [];
      if (!codes.includes(code)) codes.push(code);
      codesOf.set(hcc, codes);
    }
  }
  return [...codesOf].filter(([hcc]) => !hierarchy.trumpedBy(hcc).some((parent) => codesOf.has(parent)))
    .sort(([a], [b]) => a - b)
    .map(([hcc, codes]) => ({ hcc: `HCC${hcc}`, label: hierarchy.labelOf(hcc), codes }));
}
