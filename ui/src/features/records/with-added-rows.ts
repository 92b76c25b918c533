import type { RecordDiagnosticRow } from '@rafdesk/core';

// The list's order on the server: code, then service date with no date first (the rows' ids keep ties as stored).
const byCodeThenDate = (a: RecordDiagnosticRow, b: RecordDiagnosticRow) => {
  if (a.code !== b.code) return a.code < b.code ? -1 : 1;
  if (a.serviceDate === b.serviceDate) return 0;
  if (a.serviceDate === null) return -1;
  if (b.serviceDate === null) return 1;
  return a.serviceDate < b.serviceDate ? -1 : 1;
};

/**
 * The record's rows after an Insert: the rows of every added code replaced by the ones the reply carries (they are
 * every stored row of those codes), in the server's order, so nothing is read again.
 */
export function withAddedRows(rows: readonly RecordDiagnosticRow[], added: readonly RecordDiagnosticRow[]): RecordDiagnosticRow[] {
  const codes = new Set(added.map((row) => row.code));
  return [...rows.filter((row) => !codes.has(row.code)), ...added].sort(byCodeThenDate);
}
