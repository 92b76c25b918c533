import { type PatientListRow, pendingRafReport } from '@rafdesk/core';

/** The pending RAF validation report of the active patients, by core's rules (both semesters and the combined list). */
export function pendingOf(rows: readonly PatientListRow[]) {
  return pendingRafReport(rows.filter((row) => row.active).map((row) => ({ ...row, diagnosticCount: row.diagnosisCount })));
}
