/** The dashboard's figures for one doctor or for a set of doctors. */
export interface PracticeFigures {
  readonly patients: number;
  readonly activePatients: number;
  /** Mean RAF total of the active patients; null without active patients. */
  readonly averageRaf: number | null;
  /** Billed RAF ÷ total RAF of the active patients, per semester (ratios); null when the total is 0. */
  readonly billedFirstSemester: number | null;
  readonly billedSecondSemester: number | null;
  readonly totalRaf: number;
  readonly billedRafFirstSemester: number;
  readonly billedRafSecondSemester: number;
  /** Patients the pending RAF validation report lists, per semester. */
  readonly pendingFirstSemester: number;
  /** Patients pending in either semester, each once: the Patients List's indicator counts the same. */
  readonly pendingPatients: number;
  readonly pendingSecondSemester: number;
}

/** The rows the figures are made from: one per patient with its current record. */
export interface PatientFigures {
  readonly active: boolean;
  readonly rafTotal: number;
  readonly rafBilledFirstSemester: number;
  readonly rafBilledSecondSemester: number;
  readonly billedFractionFirstSemester: number;
  readonly billedFractionSecondSemester: number;
  readonly diagnosticCount: number;
}

/** Sums the dashboard's figures over the patients; `isPending` is core's pending RAF validation rule. */
export function practiceFigures(rows: readonly PatientFigures[], isPending: (row: PatientFigures, semester: 1 | 2) => boolean): PracticeFigures {
  const active = rows.filter((row) => row.active);
  const sum = (pick: (row: PatientFigures) => number) => active.reduce((total, row) => total + pick(row), 0);
  const totalRaf = sum((row) => row.rafTotal);
  const billedRafFirstSemester = sum((row) => row.rafBilledFirstSemester);
  const billedRafSecondSemester = sum((row) => row.rafBilledSecondSemester);
  return {
    patients: rows.length, activePatients: active.length,
    averageRaf: active.length === 0 ? null : totalRaf / active.length,
    billedFirstSemester: totalRaf === 0 ? null : billedRafFirstSemester / totalRaf,
    billedSecondSemester: totalRaf === 0 ? null : billedRafSecondSemester / totalRaf,
    totalRaf, billedRafFirstSemester, billedRafSecondSemester,
    pendingFirstSemester: active.filter((row) => isPending(row, 1)).length,
    pendingSecondSemester: active.filter((row) => isPending(row, 2)).length,
    pendingPatients: active.filter((row) => isPending(row, 1) || isPending(row, 2)).length,
  };
}
