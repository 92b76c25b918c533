import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { DiagnosticDeletion } from '../../domain/record.js';
import type { RecordId, UndoId } from '../../domain/ids.js';
import { keepDeletion } from '../undo/undo-window.js';
import { changeRecord, type RecordChange, type RecordChangePorts } from './change-record.js';
import type { ClinicalCaller } from './clinical-caller.js';
import { storedCode } from './diagnostic-codes.js';
import type { RecordChangeError } from './record-errors.js';

/** Sets a diagnostic of a record (every service date of the code) active or inactive; the figures follow in the same transaction. */
export function setDiagnosticActive(
  ports: RecordChangePorts,
  caller: ClinicalCaller,
  request: { readonly recordId: RecordId; readonly code: string; readonly active: boolean },
): ResultAsync<RecordChange<void>, RecordChangeError> {
  const code = storedCode(request.code);
  if (code.isErr()) return errAsync(code.error);
  return changeRecord(ports, caller, request.recordId, 'record.toggleDiagnosticActive', (repositories, _reached, at) =>
    repositories.recordDiagnostics.setActive(request.recordId, code.value, request.active, at));
}

/**
 * Deletes one diagnostic row of a record (code, service date and queue as listed); MAG roles only. The row is kept in
 * the undo bin in the same transaction, and the answer names it for the undo.
 */
export function deleteDiagnostic(ports: RecordChangePorts, caller: ClinicalCaller, deletion: DiagnosticDeletion): ResultAsync<RecordChange<UndoId>, RecordChangeError> {
  const code = storedCode(deletion.code);
  if (code.isErr()) return errAsync(code.error);
  return changeRecord(ports, caller, deletion.recordId, 'record.deleteDiagnostic', (repositories, _reached, at) =>
    repositories.recordDiagnostics.delete({ ...deletion, code: code.value })
      .andThen((rows) => keepDeletion(repositories.undoBin, { kind: 'diagnostic', recordId: deletion.recordId, rows }, caller.userId, at)));
}

/** What Delete all removed: how many rows, and the undo's id (null when the record had none, so there is nothing to undo). */
export interface DeletedAll {
  readonly deleted: number;
  readonly undoId: UndoId | null;
}

/** Deletes every diagnostic of a record (MAG roles), keeps them in the undo bin and says how many went. */
export function deleteAllDiagnostics(ports: RecordChangePorts, caller: ClinicalCaller, recordId: RecordId): ResultAsync<RecordChange<DeletedAll>, RecordChangeError> {
  return changeRecord(ports, caller, recordId, 'record.deleteAllDiagnostics', (repositories, _reached, at) => repositories.recordDiagnostics.deleteAll(recordId)
    .andThen((rows): ResultAsync<DeletedAll, RecordChangeError> => (rows.length === 0 ? okAsync({ deleted: 0, undoId: null })
      : keepDeletion(repositories.undoBin, { kind: 'allDiagnostics', recordId, rows }, caller.userId, at).map((undoId) => ({ deleted: rows.length, undoId })))));
}

/** Calculate RAF: scores the record with the engine again and stores the figures; a write, so not for read-only roles. */
export function calculateMasterRaf(ports: RecordChangePorts, caller: ClinicalCaller, recordId: RecordId): ResultAsync<RecordChange<void>, RecordChangeError> {
  return changeRecord(ports, caller, recordId, 'record.calculateRaf', () => okAsync(undefined));
}

