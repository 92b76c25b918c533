import { type ListSort, type RecordDiagnosticRow, DIAGNOSIS_SOURCE_LABELS, SPECIALTY_TO_VALIDATE, checkBillingChange } from '@rafdesk/core';
import type { DiagnosticLine } from './diagnostic-line.js';
import { categoryText, dateText } from './display.js';

/** A stable key per row: code, service date and which occurrence of that pair it is. */
export function rowKeys(rows: readonly RecordDiagnosticRow[]): string[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const base = `${row.code}|${row.serviceDate ?? ''}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return `${base}|${count}`;
  });
}

/** What decides whether a row's checkboxes can be used. */
export interface LineState {
  readonly patientActive: boolean;
  /** A request is running. */
  readonly busy: boolean;
  /** The role may toggle billing and Active. */
  readonly mayToggle: boolean;
}

/**
 * The table's lines. Billing and Active are disabled while the patient is inactive, a request runs or the user
 * is read-only; billing also when core's billing rule refuses the code (an inactive diagnostic).
 */
export function diagnosticLines(rows: readonly RecordDiagnosticRow[], keys: readonly string[], state: LineState): DiagnosticLine[] {
  const blocked = !state.mayToggle || state.busy || !state.patientActive;
  const billable = new Map<string, boolean>();
  const mayBill = (code: string) => {
    const known = billable.get(code);
    if (known !== undefined) return known;
    const allowed = checkBillingChange(state.patientActive, rows, [code]).isOk();
    billable.set(code, allowed);
    return allowed;
  };
  const occurrences = new Map<string, number>();
  for (const row of rows) occurrences.set(row.code, (occurrences.get(row.code) ?? 0) + 1);
  const distinguishedBy = (row: RecordDiagnosticRow) => ((occurrences.get(row.code) ?? 0) < 2 ? null
    : `DOS ${dateText(row.serviceDate) || 'not given'} · ${DIAGNOSIS_SOURCE_LABELS[row.source]}`);
  return rows.map((row, index) => ({
    key: keys[index] ?? String(index),
    index: index + 1,
    code: row.code,
    description: row.description,
    v24Hcc1: categoryText(row.v24Hcc1),
    v28Hcc1: categoryText(row.v28Hcc1),
    v24Hcc2: categoryText(row.v24Hcc2),
    v28Hcc2: categoryText(row.v28Hcc2),
    clinicalManifestations: row.clinicalManifestations ?? '',
    treatment: row.treatment ?? '',
    alert: row.alert ?? '',
    specialty: row.specialty ?? '',
    specialtyToValidate: row.specialty === SPECIALTY_TO_VALIDATE,
    provider: row.provider ?? '',
    serviceDate: dateText(row.serviceDate),
    source: DIAGNOSIS_SOURCE_LABELS[row.source],
    billedFirstSemester: row.billedFirstSemester,
    billedSecondSemester: row.billedSecondSemester,
    active: row.active,
    attached: row.inProgressNotePreview,
    distinguishedBy: distinguishedBy(row),
    documentedOn: row.inProgressNote ? (dateText(row.serviceDate) || 'an unknown date') : null,
    billingDisabled: blocked || !mayBill(row.code),
    activeDisabled: blocked,
  }));
}

/** The codes currently attached to the encounter, each once. */
export function attachedCodes(rows: readonly RecordDiagnosticRow[]): string[] {
  return [...new Set(rows.filter((row) => row.inProgressNotePreview).map((row) => row.code))];
}

/** The columns the record's table sorts by, and the line field each reads. */
export const DIAGNOSTIC_SORT_COLUMNS = {
  Code: 'code', Description: 'description', 'V24 CMSHCC1': 'v24Hcc1', 'V28 CMSHCC1': 'v28Hcc1', Specialty: 'specialty', Provider: 'provider',
} as const satisfies Readonly<Record<string, keyof DiagnosticLine>>;

export type DiagnosticSortField = (typeof DIAGNOSTIC_SORT_COLUMNS)[keyof typeof DIAGNOSTIC_SORT_COLUMNS];

/**
 * The lines in the asked-for order (all of a record's rows are in the browser, so it sorts them itself): numbers as
 * numbers, blanks last either way, the record's own order among equals.
 */
export function sortLines(lines: readonly DiagnosticLine[], sort: ListSort<DiagnosticSortField> | null): readonly DiagnosticLine[] {
  if (sort === null) return lines;
  const sign = sort.direction === 'desc' ? -1 : 1;
  const blank = (value: string) => value.trim() === '';
  return [...lines].sort((a, b) => {
    const [x, y] = [a[sort.field], b[sort.field]];
    if (blank(x) !== blank(y)) return blank(x) ? 1 : -1;
    const order = x.localeCompare(y, 'en', { numeric: true, sensitivity: 'base' });
    return order === 0 ? a.index - b.index : sign * order;
  });
}
