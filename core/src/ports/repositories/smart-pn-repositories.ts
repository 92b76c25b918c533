import type { ResultAsync } from 'neverthrow';
import type { DoctorId, ProgressNoteId, RecordId, UserId, VisitOptionId } from '../../domain/ids.js';
import type { IsoDate } from '../../domain/calendar-date.js';
import type { KeptDraft } from '../../domain/deleted-items.js';
import type { DraftNote, DraftNoteInput } from '../../domain/draft-note.js';
import type { Sex } from '../../domain/sex.js';
import type { VisitOption } from '../../domain/visit-option.js';
import type { NotFound, StorageError } from './storage-error.js';
import type { Page, PageWindow } from './page.js';

/** One CPT choice of the progress note. */
export interface CptCode {
  readonly id: number;
  readonly code: string;
  readonly description: string;
}

/** The Smart PN questionnaire and the CPT list. */
export interface VisitOptionRepository {
  /** The options a patient of this sex is asked, in that sex's order (options without an order for it are left out). */
  forSex(sex: Sex): ResultAsync<VisitOption[], StorageError>;
  /** Every option, by group then id (the questionnaire editor). */
  listAll(): ResultAsync<VisitOption[], StorageError>;
  /** Inserts or replaces options (and their groups) in one transaction. */
  upsert(options: readonly VisitOption[]): ResultAsync<void, StorageError>;
  /** Those of `ids` that name an active option. */
  existingIds(ids: readonly number[]): ResultAsync<VisitOptionId[], StorageError>;
  cptCodes(): ResultAsync<CptCode[], StorageError>;
  upsertCptCodes(codes: readonly CptCode[]): ResultAsync<void, StorageError>;
}

/** A submitted note to store; `content` holds the sections (diagnoses, medications, texts, values). */
export interface NewProgressNote {
  readonly recordId: RecordId;
  readonly doctorId: DoctorId;
  readonly authorUserId: UserId;
  readonly serviceDate: IsoDate;
  readonly specialty: string | null;
  readonly provider: string | null;
  readonly visitOptionIds: readonly number[];
  readonly cpt: string | null;
  readonly otherCpt: string | null;
  readonly content: Readonly<Record<string, unknown>>;
  readonly pdf: Uint8Array;
}

/** A note as listed (no PDF, no content). */
export interface ProgressNoteSummary {
  readonly id: ProgressNoteId;
  readonly recordId: RecordId;
  readonly doctorId: DoctorId | null;
  readonly patientName: string;
  readonly serviceDate: IsoDate;
  readonly specialty: string | null;
  readonly provider: string | null;
  readonly cpt: string | null;
  readonly createdAt: Date;
}

/** A note with everything it was submitted with. */
export interface ProgressNoteDetail extends ProgressNoteSummary {
  readonly visitOptionIds: readonly number[];
  readonly otherCpt: string | null;
  readonly content: Readonly<Record<string, unknown>>;
  readonly pdf: Uint8Array | null;
}

/** Submitted Smart progress notes with their PDF. */
export interface ProgressNoteRepository {
  create(note: NewProgressNote, at: Date): ResultAsync<ProgressNoteSummary, NotFound | StorageError>;
  /** Newest first. */
  listByRecord(recordId: RecordId, window: PageWindow): ResultAsync<Page<ProgressNoteSummary>, StorageError>;
  /** Each named record's notes, newest first as {@link listByRecord} orders them, in one statement. */
  listForRecords(recordIds: readonly RecordId[]): ResultAsync<ReadonlyMap<RecordId, ProgressNoteSummary[]>, StorageError>;
  /** The submitted content of each note named (no PDF), opened: what the compliance rules read of many notes at once. */
  contents(ids: readonly ProgressNoteId[]): ResultAsync<ReadonlyMap<ProgressNoteId, Readonly<Record<string, unknown>>>, StorageError>;
  /** Newest first, of the doctors named (all doctors when `doctorIds` is null, none when empty); the search matches the patient's name. */
  listByDoctors(query: { doctorIds: readonly DoctorId[] | null; window: PageWindow; searchQuery: string | null }): ResultAsync<Page<ProgressNoteSummary>, StorageError>;
  /** `ok(null)` unless the note belongs to that record. */
  find(id: ProgressNoteId, recordId: RecordId): ResultAsync<ProgressNoteDetail | null, StorageError>;
  /** Of these file-store keys, those a stored note names as where its PDF is kept. */
  referencedPdfKeys(keys: readonly string[]): ResultAsync<string[], StorageError>;
}

/** Progress notes in progress. */
export interface DraftNoteRepository {
  /** Creates (id null) or replaces the content; `NotFound` when the id names no draft of that record. */
  save(input: DraftNoteInput, author: UserId | null, at: Date): ResultAsync<DraftNote, NotFound | StorageError>;
  find(id: DraftNote['id']): ResultAsync<DraftNote | null, StorageError>;
  /** Newest first. */
  listByRecord(recordId: RecordId): ResultAsync<DraftNote[], StorageError>;
  /** Removes the draft and answers it as it stood (with its author), for the undo. */
  delete(id: DraftNote['id']): ResultAsync<KeptDraft, NotFound | StorageError>;
  /** Puts a deleted draft back under its own id; `NotFound` when its record is gone. */
  restore(draft: KeptDraft): ResultAsync<void, NotFound | StorageError>;
}

/** A diagnosis the questionnaire suggested before the note is submitted. */
export interface TempDiagnosis {
  readonly code: string;
  readonly serviceDate: IsoDate | null;
  readonly specialty: string | null;
  readonly visitOptionIds: readonly number[];
}

/** The staged diagnoses of a record's note in progress. */
export interface TempDiagnosisRepository {
  /** Replaces the record's staged list in one transaction. */
  replace(recordId: RecordId, rows: readonly TempDiagnosis[], by: UserId | null, at: Date): ResultAsync<void, NotFound | StorageError>;
  list(recordId: RecordId): ResultAsync<TempDiagnosis[], StorageError>;
}
