import { type BillingSemester, type RecordDiagnosticRow, type RecordId, checkAttachLimit, planAutoBilling, semesterOf } from '@rafdesk/core';
import { attachedCodes } from './diagnostic-lines.js';
import type { DiagnosticLine } from './diagnostic-line.js';
import type { RecordsClient } from './records-client.js';
import type { RecordDataHandle } from './use-record-data.js';
import type { Question } from './use-record-dialogs.js';

export const RAF_CALCULATED_TEXT = "The RAF figures were calculated again from the record's diagnostics";

export interface DiagnosticChanges {
  readonly onBilling: (line: DiagnosticLine, semester: BillingSemester) => void;
  readonly onActive: (line: DiagnosticLine) => void;
  readonly onAttach: (line: DiagnosticLine) => void;
  readonly onAutoBilling: () => void;
  readonly onCalculate: () => void;
}

export interface ChangeDeps {
  readonly today: () => string;
  /** Shows a warning to the user (the attach limit's message). */
  readonly warn: (text: string) => void;
  readonly inform: (text: string) => void;
  /** Says a change succeeded. */
  readonly succeed: (text: string) => void;
  /** Asks before a change that touches many rows at once. */
  readonly ask: (question: Question) => void;
}

/**
 * Billing, Active, Attach, Auto Billing and Calculate RAF. Each change shows at once (the browser previews the
 * card from the changed rows), is sent, and the server's stored figures in its reply replace the preview; no
 * diagnostic is read again.
 */
export function useDiagnosticChanges(data: RecordDataHandle, client: RecordsClient, recordId: RecordId | null, deps: ChangeDeps): DiagnosticChanges {
  const setOnCode = (codes: readonly string[], change: (row: RecordDiagnosticRow) => Partial<RecordDiagnosticRow>) =>
    (rows: readonly RecordDiagnosticRow[]) => rows.map((row) => (codes.includes(row.code) ? { ...row, ...change(row) } : row));
  const billedIn = (row: { billedFirstSemester: boolean; billedSecondSemester: boolean }, semester: BillingSemester) =>
    (semester === 1 ? row.billedFirstSemester : row.billedSecondSemester);
  const billedChange = (semester: BillingSemester, billed: boolean): Partial<RecordDiagnosticRow> =>
    (semester === 1 ? { billedFirstSemester: billed } : { billedSecondSemester: billed });

  return {
    onBilling: (line, semester) => {
      if (recordId === null) return;
      const billed = !billedIn(line, semester);
      void data.commit(client.setBilling({ recordId, codes: [line.code], billed, semester }), { preview: setOnCode([line.code], () => billedChange(semester, billed)) });
    },
    onActive: (line) => {
      if (recordId === null) return;
      const active = !line.active;
      void data.commit(client.setActive(recordId, line.code, active), { preview: setOnCode([line.code], () => ({ active })) });
    },
    onAttach: (line) => {
      if (recordId === null) return;
      const current = attachedCodes(data.rows);
      const next = current.includes(line.code) ? current.filter((code) => code !== line.code) : [...current, line.code];
      const limit = checkAttachLimit(next.length, 'recordsView');
      if (limit.isErr()) {
        deps.warn(limit.error.message);
        return;
      }
      void data.commit(client.attach(recordId, next), { preview: (rows) => rows.map((row) => ({ ...row, inProgressNotePreview: next.includes(row.code) })) });
    },
    onAutoBilling: () => {
      if (recordId === null) return;
      const semester = semesterOf(deps.today());
      const codes = planAutoBilling(data.rows, semester);
      if (codes.length === 0) {
        deps.inform(`Every active diagnostic is already billed in semester ${semester}`);
        return;
      }
      const billAll = (rows: readonly RecordDiagnosticRow[]) => rows.map((row) => (codes.includes(row.code) ? { ...row, ...billedChange(semester, true) } : row));
      const year = deps.today().slice(0, 4);
      const count = codes.length === 1 ? '1 active diagnostic' : `${codes.length} active diagnostics`;
      deps.ask({
        header: 'Auto Billing', confirmLabel: 'Bill them',
        text: `${count} not yet billed will be billed in semester ${semester} of ${year}: ${codes.join(', ')}.`,
        // The server bills by the same core rule (planAutoBilling): its card comes back, the rows are already right.
        run: () => void data.commit(client.autoBilling(recordId), { preview: billAll, rows: billAll })
          .map(() => deps.succeed(`${codes.length === 1 ? '1 diagnostic' : `${codes.length} diagnostics`} billed in semester ${semester} of ${year}`)),
      });
    },
    onCalculate: () => {
      if (recordId !== null) void data.commit(client.calculate(recordId)).map(() => deps.succeed(RAF_CALCULATED_TEXT));
    },
  };
}
