import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { DoctorId, ProgressNoteId, RecordId } from '../../domain/ids.js';
import type { Page, PageWindow } from '../../ports/repositories/page.js';
import type { ProgressNoteDetail, ProgressNoteSummary } from '../../ports/repositories/smart-pn-repositories.js';
import { notFound, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import type { ValidationFailed } from '../../validation/validation-failed.js';
import type { AppPorts } from '../app-ports.js';
import { doctorScope } from '../../access/doctor-scope.js';
import { actorOf } from '../actor-of.js';
import { doctorRefusal } from '../doctor-refusal.js';
import type { ClinicalCaller } from '../records/clinical-caller.js';
import type { Forbidden } from '../errors.js';
import { reachRecord } from '../records/reach-record.js';
import type { PatientInactive } from '../records/record-errors.js';

type NotePorts = Pick<AppPorts, 'patients' | 'doctors' | 'users' | 'progressNotes'>;
type ReadError = NotFound | Forbidden | PatientInactive | StorageError;

/** The submitted notes of a record the caller may see, newest first. */
export function recordProgressNotes(ports: NotePorts, caller: ClinicalCaller, recordId: RecordId, window: PageWindow): ResultAsync<Page<ProgressNoteSummary>, ReadError> {
  return reachRecord(ports, caller, recordId, 'record.view').andThen(() => ports.progressNotes.listByRecord(recordId, window));
}

/** One submitted note of a record the caller may see, with its sections and its PDF; `NotFound` unless it belongs to that record. */
export function progressNoteById(ports: NotePorts, caller: ClinicalCaller, recordId: RecordId, noteId: ProgressNoteId): ResultAsync<ProgressNoteDetail, ReadError> {
  return reachRecord(ports, caller, recordId, 'record.view')
    .andThen(() => ports.progressNotes.find(noteId, recordId))
    .andThen((note) => (note === null ? errAsync(notFound('progress note')) : okAsync(note)));
}

/** The PN Summary PDF of a note, as stored when it was submitted; `NotFound` when the note has none. */
export function progressNotePdf(ports: NotePorts, caller: ClinicalCaller, recordId: RecordId, noteId: ProgressNoteId): ResultAsync<{ note: ProgressNoteDetail; pdf: Uint8Array }, ReadError> {
  return progressNoteById(ports, caller, recordId, noteId)
    .andThen((note) => (note.pdf === null ? errAsync(notFound('progress note PDF')) : okAsync({ note, pdf: note.pdf })));
}

/** Which notes a doctor-wide list shows: `doctorId` as the screen sends it (staff send the doctor they act for). */
export interface NoteListQuery {
  readonly doctorId: DoctorId | null;
  readonly window: PageWindow;
  readonly searchQuery: string | null;
}

/**
 * The doctors whose notes the caller may list (null: every doctor), as doctorScope answers `progressNotes.listAcrossRecords`:
 * Staff must name the doctor they act for, Training without one lists every doctor it acts for (it has no doctor
 * selection and its dashboard spans its doctors). Insurance staff have none (they reach notes record by record).
 */
function listedDoctors(ports: NotePorts, caller: ClinicalCaller, doctorId: DoctorId | null): ResultAsync<readonly DoctorId[] | null, ValidationFailed | Forbidden | StorageError> {
  return actorOf(ports, caller).andThen((actor) => doctorScope(actor, 'progressNotes.listAcrossRecords', doctorId).mapErr(doctorRefusal)
    .map((scope) => (scope.kind === 'every' ? null : scope.doctorIds)));
}

/**
 * Submitted notes across a doctor's records, newest first (Forms/GetAll with a patient-name search, and the
 * dashboard's Forms/GetHomeForms), limited to what the caller may see.
 */
export function listProgressNotes(ports: NotePorts, caller: ClinicalCaller, query: NoteListQuery): ResultAsync<Page<ProgressNoteSummary>, ValidationFailed | Forbidden | StorageError> {
  return listedDoctors(ports, caller, query.doctorId)
    .andThen((doctorIds) => ports.progressNotes.listByDoctors({ doctorIds, window: query.window, searchQuery: query.searchQuery }));
}
