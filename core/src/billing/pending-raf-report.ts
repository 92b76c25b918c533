import type { BillingSemester } from '../domain/record.js';

/** A patient line the pending-RAF report considers. */
export interface PendingRafCandidate {
  readonly rafTotal: number;
  readonly diagnosticCount: number;
  readonly billedFractionFirstSemester: number;
  readonly billedFractionSecondSemester: number;
}

/**
 * Pending in a semester: nothing coded yet (fraction ≥ 1 and zero DXs), or coded but not fully billed
 * (fraction < 1 and DXs > 0).
 */
/** What the dashboard and the Patients List call the count of patients pending in either semester (each once). */
export const PENDING_RAF_LABEL = 'Patients pending RAF validation';

export function isPendingInSemester(patient: PendingRafCandidate, semester: BillingSemester): boolean {
  const fraction = semester === 1 ? patient.billedFractionFirstSemester : patient.billedFractionSecondSemester;
  return (fraction >= 1 && patient.diagnosticCount === 0) || (fraction < 1 && patient.diagnosticCount > 0);
}

/** The report's two sheets, each sorted by RAF total descending, and the combined list by DX count ascending. */
export function pendingRafReport<T extends PendingRafCandidate>(patients: readonly T[]): { firstSemester: T[]; secondSemester: T[]; combined: T[] } {
  const byRafDescending = (a: T, b: T) => b.rafTotal - a.rafTotal;
  const firstSemester = patients.filter((p) => isPendingInSemester(p, 1)).sort(byRafDescending);
  const secondSemester = patients.filter((p) => isPendingInSemester(p, 2)).sort(byRafDescending);
  const combined = patients.filter((p) => isPendingInSemester(p, 1) || isPendingInSemester(p, 2))
    .sort((a, b) => a.diagnosticCount - b.diagnosticCount);
  return { firstSemester, secondSemester, combined };
}
