import type { ResultAsync } from 'neverthrow';
import type { Action } from '../../access/permission-table.js';
import type { UndoId } from '../../domain/ids.js';
import type { AppPorts } from '../app-ports.js';
import { restorable, takeRestorable, type UndoRefusal } from '../undo/undo-window.js';
import { changeRecord, type RecordChange } from './change-record.js';
import type { ClinicalCaller } from './clinical-caller.js';
import type { RecordChangeError } from './record-errors.js';

/** Whoever may make the delete may undo it: the delete's own row of the permission table decides. */
const DELETED_BY: Readonly<Record<'diagnostic' | 'allDiagnostics', Action>> = {
  diagnostic: 'record.deleteDiagnostic',
  allDiagnostics: 'record.deleteAllDiagnostics',
};
const KINDS = ['diagnostic', 'allDiagnostics'] as const;

/**
 * Undoes a delete of one diagnostic or of Delete all within its window: the rows come back exactly as the server kept
 * them (service date, source, billing and progress-note flags, author), and the figures are recomputed in the same
 * transaction. A row the record has again since (same code, service date and queue) stays as it is now. Answers how
 * many rows came back.
 */
export function restoreDiagnostics(
  ports: Pick<AppPorts, 'unitOfWork' | 'clock' | 'undoBin'>, caller: ClinicalCaller, undoId: UndoId,
): ResultAsync<RecordChange<number>, RecordChangeError | UndoRefusal> {
  // The record is read before its lock (changeRecord locks first); the bin is read again, and emptied, inside.
  return ports.undoBin.find(undoId).andThen((kept) => restorable(kept, KINDS, ports.clock.now()))
    .andThen(({ items }) => changeRecord(ports, caller, items.recordId, DELETED_BY[items.kind], (repositories, _reached, at) =>
      takeRestorable(repositories.undoBin, undoId, KINDS, at).andThen((taken) =>
        repositories.recordDiagnostics.addMany(taken.items.rows.map((row) => ({ ...row, recordId: taken.items.recordId })), at))));
}
