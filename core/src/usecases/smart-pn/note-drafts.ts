import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { DraftNote, DraftNoteInput } from '../../domain/draft-note.js';
import type { NoteDraftId, RecordId, UndoId } from '../../domain/ids.js';
import { notFound, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import type { AppPorts } from '../app-ports.js';
import type { ClinicalCaller } from '../records/clinical-caller.js';
import type { Forbidden } from '../errors.js';
import { reachRecord } from '../records/reach-record.js';
import type { PatientInactive } from '../records/record-errors.js';
import { keepDeletion, takeRestorable, type UndoRefusal } from '../undo/undo-window.js';

type DraftPorts = Pick<AppPorts, 'patients' | 'doctors' | 'users' | 'draftNotes' | 'clock'>;
type DraftError = NotFound | Forbidden | PatientInactive | StorageError;

/**
 * Saves the wizard's sections: a new draft when `id` is null, else replaces that draft of the record (`NotFound`
 * when the id names no draft of this record). Answers a one-item list, the wizard keeping the first item's id.
 */
export function saveNoteDraft(ports: DraftPorts, caller: ClinicalCaller, input: DraftNoteInput): ResultAsync<DraftNote[], DraftError> {
  return reachRecord(ports, caller, input.recordId, 'record.createSmartPn')
    .andThen(() => ports.draftNotes.save(input, caller.userId, ports.clock.now()))
    .map((draft) => [draft]);
}

/** The drafts of a record, newest first, optionally only the one with `draftId` (the wizard reopening a draft). */
export function noteDrafts(ports: DraftPorts, caller: ClinicalCaller, recordId: RecordId, draftId: NoteDraftId | null = null): ResultAsync<DraftNote[], DraftError> {
  return reachRecord(ports, caller, recordId, 'record.viewPnHistory')
    .andThen(() => ports.draftNotes.listByRecord(recordId))
    .map((drafts) => (draftId === null ? drafts : drafts.filter((draft) => draft.id === draftId)));
}

/**
 * Deletes a draft of a record the caller may write notes on, keeping it in the undo bin in the same transaction;
 * answers the undo's id.
 */
export function deleteNoteDraft(ports: Pick<AppPorts, 'unitOfWork' | 'clock'>, caller: ClinicalCaller, draftId: NoteDraftId): ResultAsync<UndoId, DraftError> {
  const at = ports.clock.now();
  return ports.unitOfWork.run((repositories) => repositories.draftNotes.find(draftId)
    .andThen((draft) => (draft === null ? errAsync(notFound('note draft')) : okAsync(draft)))
    .andThen((draft) => reachRecord(repositories, caller, draft.recordId, 'record.createSmartPn').orElse((error) =>
      errAsync(error.kind === 'NotFound' ? notFound('note draft') : error)))
    .andThen(() => repositories.draftNotes.delete(draftId))
    // The delete's audit line names the draft's record (the transaction's `recordId`); the call names only the draft.
    .andThen((draft) => keepDeletion(repositories.undoBin, { kind: 'noteDraft', draft }, caller.userId, at).map((undoId) => ({ undoId, recordId: draft.recordId }))))
    .map(({ undoId }) => undoId);
}

/** Undoes a draft's delete within its window: the draft comes back under its id, as it was saved, for whoever may delete it. */
export function restoreNoteDraft(ports: Pick<AppPorts, 'unitOfWork' | 'clock'>, caller: ClinicalCaller, undoId: UndoId): ResultAsync<void, DraftError | UndoRefusal> {
  const at = ports.clock.now();
  return ports.unitOfWork.run((repositories) => takeRestorable(repositories.undoBin, undoId, ['noteDraft'], at)
    .andThen(({ items }) => reachRecord(repositories, caller, items.draft.recordId, 'record.createSmartPn').andThen(() => repositories.draftNotes.restore(items.draft))));
}
