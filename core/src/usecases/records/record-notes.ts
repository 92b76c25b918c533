import { errAsync, type ResultAsync } from 'neverthrow';
import type { RecordNoteInput } from '../../domain/record.js';
import type { RecordNote } from '../../ports/repositories/record-note-repository.js';
import type { NotFound, StorageError } from '../../ports/repositories/storage-error.js';
import { validateNoteForm } from '../../validation/simple-forms.js';
import type { ValidationFailed } from '../../validation/validation-failed.js';
import type { AppPorts } from '../app-ports.js';
import type { Forbidden } from '../errors.js';
import type { ClinicalCaller } from './clinical-caller.js';
import { reachRecord } from './reach-record.js';
import { keepGapsCurrent } from '../gaps/refresh-gaps.js';
import type { PatientInactive } from './record-errors.js';

export type RecordNotePorts = Pick<AppPorts, 'patients' | 'doctors' | 'users' | 'recordNotes' | 'clock' | 'unitOfWork'>;

/** A note as the form sent it: the record and the text are judged by the note form's own rules. */
export interface RecordNoteDraft {
  readonly recordId: unknown;
  readonly kind: RecordNoteInput['kind'];
  readonly text: unknown;
}

/**
 * Adds a note to a record (CreateDoctorNote, CreateMAGNote). MAG roles write MAG notes, Doctor and Training write
 * doctor notes, InsuranceStaff none; the text is required and the record must be within the caller's reach. The note
 * and the patient's gaps computed again with it are one transaction.
 */
export function addRecordNote(
  ports: RecordNotePorts,
  caller: ClinicalCaller,
  draft: RecordNoteDraft,
): ResultAsync<RecordNote, ValidationFailed | NotFound | Forbidden | PatientInactive | StorageError> {
  const note = validateNoteForm(draft);
  if (note.isErr()) return errAsync(note.error);
  const action = note.value.kind === 'doctor' ? 'record.addDoctorNote' : 'record.addMagNote';
  // The gap finder reads the record's notes for problem words: the patient's gaps are computed again with the note.
  return reachRecord(ports, caller, note.value.recordId, action).andThen(() => ports.unitOfWork.run((repositories) => {
    const at = ports.clock.now();
    return repositories.recordNotes.add(note.value, caller.userId, at).andThen((added) => keepGapsCurrent(repositories, added.recordId, at).map(() => added));
  }));
}
