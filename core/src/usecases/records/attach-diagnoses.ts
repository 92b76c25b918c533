import { err, errAsync, ok, type Result, type ResultAsync } from 'neverthrow';
import type { BillableDiagnostic } from '../../billing/record-figures.js';
import type { BillingRefused } from '../../billing/billing-rules.js';
import { readCodeList } from '../../coding/code-list.js';
import type { IsoDate } from '../../domain/calendar-date.js';
import type { RecordId } from '../../domain/ids.js';
import { checkAttachLimit } from '../../validation/attach-limit.js';
import { changeRecord, type RecordChange, type RecordChangePorts } from './change-record.js';
import type { ClinicalCaller } from './clinical-caller.js';
import type { RecordChangeError } from './record-errors.js';
import { recordSubject } from './record-subject.js';

/** The diagnostics marked for the encounter (the Attach checkboxes), replacing the previous selection. */
export interface AttachRequest {
  readonly recordId: RecordId;
  readonly codes: readonly string[];
  readonly serviceDate: IsoDate | null;
  readonly specialty: string | null;
}

function attachable(diagnostics: readonly BillableDiagnostic[], codes: readonly string[]): Result<void, BillingRefused> {
  for (const code of codes) {
    const rows = diagnostics.filter((diagnostic) => diagnostic.code === code);
    if (rows.length === 0) return err({ kind: 'DiagnosticNotOnRecord', code });
    if (!rows.some((diagnostic) => diagnostic.active)) return err({ kind: 'DiagnosticInactive', code });
  }
  return ok(undefined);
}

/**
 * Attaches up to 12 of the record's active diagnostics to the encounter in progress (the Smart PN's staged
 * diagnoses, flagged for the note preview); a 13th gives the records view's "Selection exceeded" message and
 * nothing changes. The selection replaces the previous one; an empty selection clears it.
 */
export function attachDiagnoses(ports: RecordChangePorts, caller: ClinicalCaller, request: AttachRequest): ResultAsync<RecordChange<readonly string[]>, RecordChangeError> {
  const codes = readCodeList(request.codes).codes;
  const limit = checkAttachLimit(codes.length, 'recordsView');
  if (limit.isErr()) return errAsync(limit.error);
  return changeRecord(ports, caller, request.recordId, 'record.createSmartPn', (repositories, _reached, at) =>
    recordSubject(repositories, request.recordId)
      .andThen((subject) => attachable(subject.diagnostics, codes).map(() => subject))
      .andThen((subject) => {
        const others = [...new Set(subject.diagnostics.map((diagnostic) => diagnostic.code))].filter((code) => !codes.includes(code));
        const staged = codes.map((code) => ({ code, serviceDate: request.serviceDate, specialty: request.specialty, visitOptionIds: [] }));
        return repositories.tempDiagnoses.replace(request.recordId, staged, caller.userId, at)
          .andThen(() => repositories.recordDiagnostics.setProgressNoteFlags(request.recordId, codes, { inProgressNotePreview: true }, at))
          .andThen(() => repositories.recordDiagnostics.setProgressNoteFlags(request.recordId, others, { inProgressNotePreview: false }, at))
          .map(() => codes);
      }));
}
