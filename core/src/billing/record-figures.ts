import type { RecordInfo } from '../domain/record.js';

/** One diagnostic of a record as the billing rules see it. */
export interface BillableDiagnostic {
  readonly code: string;
  readonly active: boolean;
  readonly billedFirstSemester: boolean;
  readonly billedSecondSemester: boolean;
}

/** Scores the record's patient (demographics fixed) with these codes: the payment-year RAF. */
export type RecordScorer = (codes: readonly string[]) => number;

/** The stored figures of a record, without the patient's status. */
export type RecordFigureValues = Omit<RecordInfo, 'patientActive'>;

/**
 * The record's figures: the total from every active diagnostic, the billed RAF of each semester from the
 * active diagnostics billed in it, and each billed fraction = billed ÷ total. Both scores share the
 * patient's demographic part, so a record with nothing coded has a fraction of 1 (docs/formulas.md).
 */
export function computeRecordFigures(diagnostics: readonly BillableDiagnostic[], score: RecordScorer): RecordFigureValues {
  const active = diagnostics.filter((d) => d.active);
  const rafTotal = score(totalCodes(diagnostics));
  const rafBilledFirstSemester = score(distinctCodes(active.filter((d) => d.billedFirstSemester)));
  const rafBilledSecondSemester = score(distinctCodes(active.filter((d) => d.billedSecondSemester)));
  return {
    rafTotal,
    rafBilledFirstSemester,
    rafBilledSecondSemester,
    billedFractionFirstSemester: billedFraction(rafBilledFirstSemester, rafTotal),
    billedFractionSecondSemester: billedFraction(rafBilledSecondSemester, rafTotal),
  };
}

/** The codes the record's total is scored from: every active diagnostic's (the Part D figure scores the same ones). */
export function totalCodes(diagnostics: readonly BillableDiagnostic[]): string[] {
  return distinctCodes(diagnostics.filter((d) => d.active));
}

/** Each code once, first row first: a record lists a code once per service date, and a score counts a diagnosis once. */
function distinctCodes(diagnostics: readonly BillableDiagnostic[]): string[] {
  return [...new Set(diagnostics.map((d) => d.code))];
}

/** billed ÷ total; 1 when the total is 0 (nothing can be left to bill). */
export function billedFraction(billed: number, total: number): number {
  return total === 0 ? 1 : billed / total;
}
