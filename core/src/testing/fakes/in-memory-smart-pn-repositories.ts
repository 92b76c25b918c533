import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { DoctorId, NoteDraftId, ProgressNoteId, RecordId, UserId, VisitOptionId } from '../../domain/ids.js';
import type { KeptDraft } from '../../domain/deleted-items.js';
import { DraftNoteContentSchema, type DraftNote, type DraftNoteInput } from '../../domain/draft-note.js';
import type { Sex } from '../../domain/sex.js';
import type { VisitOption } from '../../domain/visit-option.js';
import type { Page, PageWindow } from '../../ports/repositories/page.js';
import type {
  CptCode, DraftNoteRepository, NewProgressNote, ProgressNoteDetail, ProgressNoteRepository, ProgressNoteSummary, TempDiagnosis, TempDiagnosisRepository,
  VisitOptionRepository,
} from '../../ports/repositories/smart-pn-repositories.js';
import { notFound, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import { containsText, pageOf } from './fake-results.js';
import type { InMemoryClinicalState, StoredDraft, StoredProgressNote } from './in-memory-clinical-state.js';

/** JSON in and out, as a JSON column stores it: the caller's object is never kept. */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** {@link VisitOptionRepository} in memory. */
export class InMemoryVisitOptionRepository implements VisitOptionRepository {
  constructor(private readonly state: InMemoryClinicalState) {}

  forSex(sex: Sex): ResultAsync<VisitOption[], StorageError> {
    const order = (option: VisitOption) => (sex === 'M' ? option.maleOrder : option.femaleOrder);
    return okAsync(this.active().filter((option) => order(option) !== null).sort((a, b) => (order(a) ?? 0) - (order(b) ?? 0) || a.id - b.id));
  }

  listAll(): ResultAsync<VisitOption[], StorageError> {
    return okAsync(this.active().sort((a, b) => a.groupId - b.groupId || a.id - b.id));
  }

  upsert(options: readonly VisitOption[]): ResultAsync<void, StorageError> {
    for (const option of options) this.state.tables.visitOptions.set(option.id, { ...option, active: this.state.tables.visitOptions.get(option.id)?.active ?? true });
    // A group's description is the group's, shared by its options: the last one given names it for all.
    const groups = new Map(options.map((option) => [option.groupId, option.groupDescription]));
    for (const [id, stored] of this.state.tables.visitOptions) {
      const description = groups.get(stored.groupId);
      if (description !== undefined) this.state.tables.visitOptions.set(id, { ...stored, groupDescription: description });
    }
    return okAsync(undefined);
  }

  existingIds(ids: readonly number[]): ResultAsync<VisitOptionId[], StorageError> {
    return okAsync([...new Set(ids)].filter((id) => this.state.tables.visitOptions.get(id)?.active === true).sort((a, b) => a - b) as VisitOptionId[]);
  }

  cptCodes(): ResultAsync<CptCode[], StorageError> {
    return okAsync([...this.state.tables.cptCodes.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : a.id - b.id)));
  }

  upsertCptCodes(codes: readonly CptCode[]): ResultAsync<void, StorageError> {
    for (const code of codes) this.state.tables.cptCodes.set(code.id, { ...code });
    return okAsync(undefined);
  }

  private active(): VisitOption[] {
    return [...this.state.tables.visitOptions.values()].filter((option) => option.active).map(({ active: _active, ...option }) => option);
  }
}

/** {@link ProgressNoteRepository} in memory; lists never carry the PDF. */
export class InMemoryProgressNoteRepository implements ProgressNoteRepository {
  constructor(private readonly state: InMemoryClinicalState) {}

  create(note: NewProgressNote, at: Date): ResultAsync<ProgressNoteSummary, NotFound | StorageError> {
    if (!this.state.tables.records.has(note.recordId)) return errAsync(notFound('record'));
    const stored: StoredProgressNote = { ...note, visitOptionIds: [...note.visitOptionIds], content: asJson(note.content), pdf: note.pdf.slice(), id: this.state.nextId('progress_note'), createdAt: at };
    this.state.tables.progressNotes.push(stored);
    return okAsync(this.summary(stored));
  }

  listByRecord(recordId: RecordId, window: PageWindow): ResultAsync<Page<ProgressNoteSummary>, StorageError> {
    return okAsync(pageOf(this.newestFirst().filter((note) => note.recordId === recordId), window));
  }

  listForRecords(recordIds: readonly RecordId[]): ResultAsync<ReadonlyMap<RecordId, ProgressNoteSummary[]>, StorageError> {
    const named = new Set(recordIds);
    const byRecord = new Map<RecordId, ProgressNoteSummary[]>();
    for (const note of this.newestFirst()) if (named.has(note.recordId)) byRecord.set(note.recordId, [...(byRecord.get(note.recordId) ?? []), note]);
    return okAsync(byRecord);
  }

  contents(ids: readonly ProgressNoteId[]): ResultAsync<ReadonlyMap<ProgressNoteId, Readonly<Record<string, unknown>>>, StorageError> {
    const named = new Set(ids);
    return okAsync(new Map(this.state.tables.progressNotes.filter((note) => named.has(note.id as ProgressNoteId)).map((note) => [note.id as ProgressNoteId, asJson(note.content)] as const)));
  }

  listByDoctors(query: { doctorIds: readonly DoctorId[] | null; window: PageWindow; searchQuery: string | null }): ResultAsync<Page<ProgressNoteSummary>, StorageError> {
    const notes = this.newestFirst().filter((note) => (query.doctorIds === null || (note.doctorId !== null && query.doctorIds.includes(note.doctorId)))
      && containsText(note.patientName, query.searchQuery));
    return okAsync(pageOf(notes, query.window));
  }

  // Kept in memory with its note: no note of the fakes names a file-store key.
  referencedPdfKeys(_keys: readonly string[]): ResultAsync<string[], StorageError> {
    return okAsync([]);
  }

  find(id: ProgressNoteId, recordId: RecordId): ResultAsync<ProgressNoteDetail | null, StorageError> {
    const stored = this.state.tables.progressNotes.find((note) => note.id === id && note.recordId === recordId);
    return okAsync(stored === undefined ? null : {
      ...this.summary(stored), visitOptionIds: [...stored.visitOptionIds], otherCpt: stored.otherCpt, content: asJson(stored.content), pdf: stored.pdf.slice(),
    });
  }

  private newestFirst(): ProgressNoteSummary[] {
    return [...this.state.tables.progressNotes].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map((note) => this.summary(note));
  }

  private summary(note: StoredProgressNote): ProgressNoteSummary {
    const patient = this.state.recordWithPatient(note.recordId)?.patient.input;
    return {
      id: note.id as ProgressNoteId, recordId: note.recordId, doctorId: note.doctorId, patientName: `${patient?.firstName ?? ''} ${patient?.lastName ?? ''}`,
      serviceDate: note.serviceDate, specialty: note.specialty, provider: note.provider, cpt: note.cpt, createdAt: new Date(note.createdAt.getTime()),
    };
  }
}

/** {@link DraftNoteRepository} in memory; the content goes through JSON, as the stored text does. */
export class InMemoryDraftNoteRepository implements DraftNoteRepository {
  constructor(private readonly state: InMemoryClinicalState) {}

  save(input: DraftNoteInput, author: UserId | null, at: Date): ResultAsync<DraftNote, NotFound | StorageError> {
    const { drafts } = this.state.tables;
    if (input.id === null) {
      if (!this.state.tables.records.has(input.recordId)) return errAsync(notFound('record'));
      const stored: StoredDraft = { id: this.state.nextId('note_draft'), recordId: input.recordId, content: asJson(input.content), lastSavedAt: at, authorUserId: author };
      drafts.set(stored.id, stored);
      return okAsync(draftOf(stored));
    }
    const stored = drafts.get(input.id);
    if (stored === undefined || stored.recordId !== input.recordId) return errAsync(notFound('draft'));
    const saved = { ...stored, content: asJson(input.content), lastSavedAt: at };
    drafts.set(saved.id, saved);
    return okAsync(draftOf(saved));
  }

  find(id: NoteDraftId): ResultAsync<DraftNote | null, StorageError> {
    const stored = this.state.tables.drafts.get(id);
    return okAsync(stored === undefined ? null : draftOf(stored));
  }

  listByRecord(recordId: RecordId): ResultAsync<DraftNote[], StorageError> {
    return okAsync([...this.state.tables.drafts.values()].filter((draft) => draft.recordId === recordId)
      .sort((a, b) => b.lastSavedAt.getTime() - a.lastSavedAt.getTime() || b.id - a.id).map(draftOf));
  }

  delete(id: NoteDraftId): ResultAsync<KeptDraft, NotFound | StorageError> {
    const stored = this.state.tables.drafts.get(id);
    if (stored === undefined) return errAsync(notFound('draft'));
    this.state.tables.drafts.delete(id);
    return okAsync({ ...draftOf(stored), authorUserId: stored.authorUserId });
  }

  restore(draft: KeptDraft): ResultAsync<void, NotFound | StorageError> {
    if (!this.state.tables.records.has(draft.recordId)) return errAsync(notFound('record'));
    this.state.tables.drafts.set(draft.id, { id: draft.id, recordId: draft.recordId, content: asJson(draft.content), lastSavedAt: new Date(draft.lastSavedAt), authorUserId: draft.authorUserId });
    return okAsync(undefined);
  }
}

function draftOf(stored: StoredDraft): DraftNote {
  return { id: stored.id as NoteDraftId, recordId: stored.recordId, content: DraftNoteContentSchema.parse(asJson(stored.content)), lastSavedAt: stored.lastSavedAt.toISOString() };
}

/** {@link TempDiagnosisRepository} in memory, in the order staged. */
export class InMemoryTempDiagnosisRepository implements TempDiagnosisRepository {
  constructor(private readonly state: InMemoryClinicalState) {}

  replace(recordId: RecordId, rows: readonly TempDiagnosis[], _by: UserId | null, _at: Date): ResultAsync<void, NotFound | StorageError> {
    if (!this.state.tables.records.has(recordId)) return errAsync(notFound('record'));
    const kept = this.state.tables.tempDiagnoses.filter((row) => row.recordId !== recordId);
    this.state.tables.tempDiagnoses = [...kept, ...rows.map((row) => ({ ...row, visitOptionIds: [...row.visitOptionIds], recordId, id: this.state.nextId('temp_diagnosis') }))];
    return okAsync(undefined);
  }

  list(recordId: RecordId): ResultAsync<TempDiagnosis[], StorageError> {
    return okAsync(this.state.tables.tempDiagnoses.filter((row) => row.recordId === recordId).sort((a, b) => a.id - b.id)
      .map(({ code, serviceDate, specialty, visitOptionIds }) => ({ code, serviceDate, specialty, visitOptionIds: [...visitOptionIds] })));
  }
}
