import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { RecordId, UserId } from '../../domain/ids.js';
import type { KeptDiagnostic } from '../../domain/deleted-items.js';
import type { BillingSemester, DiagnosticDeletion, RecordNoteInput } from '../../domain/record.js';
import { RecordDiagnosticRowSchema, type RecordDiagnosticRow } from '../../domain/record-diagnostic.js';
import { DEFAULT_DIAGNOSIS_SOURCE } from '../../raf/diagnosis-source.js';
import type { Page, PageWindow } from '../../ports/repositories/page.js';
import type {
  AddedDiagnostics, LoadedDiagnostic, NewRecordDiagnostic, RecordDiagnosticRepository,
} from '../../ports/repositories/record-diagnostic-repository.js';
import type { RecordNote, RecordNoteRepository } from '../../ports/repositories/record-note-repository.js';
import { serviceUnavailable } from '../../ports/auth/service-unavailable.js';
import { notFound, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import { pageOf } from './fake-results.js';
import type { InMemoryClinicalState, StoredDiagnostic, StoredNote } from './in-memory-clinical-state.js';

/** {@link RecordDiagnosticRepository} in memory: one row per code, service date and queue of a record (nulls equal, as the unique index has them). */
export class InMemoryRecordDiagnosticRepository implements RecordDiagnosticRepository {
  constructor(private readonly state: InMemoryClinicalState) {}

  list(recordId: RecordId, window: PageWindow): ResultAsync<Page<RecordDiagnosticRow>, StorageError> {
    return okAsync(pageOf(this.rows(recordId).map((row) => this.shaped(row)), window));
  }

  listForRecords(recordIds: readonly RecordId[]): ResultAsync<ReadonlyMap<RecordId, RecordDiagnosticRow[]>, StorageError> {
    const byRecord = new Map<RecordId, RecordDiagnosticRow[]>();
    for (const recordId of new Set(recordIds)) {
      const rows = this.rows(recordId).map((row) => this.shaped(row));
      if (rows.length > 0) byRecord.set(recordId, rows);
    }
    return okAsync(byRecord);
  }

  listCodes(recordId: RecordId, codes: readonly string[]): ResultAsync<RecordDiagnosticRow[], StorageError> {
    return okAsync(this.rows(recordId).filter((row) => codes.includes(row.code)).map((row) => this.shaped(row)));
  }

  add(recordId: RecordId, rows: readonly NewRecordDiagnostic[], _by: UserId | null, _at: Date): ResultAsync<AddedDiagnostics, NotFound | StorageError> {
    if (rows.length === 0) return okAsync({ added: [], alreadyPresent: [] });
    if (!this.state.tables.records.has(recordId)) return errAsync(notFound('record'));
    const added: string[] = [];
    const alreadyPresent: string[] = [];
    for (const row of rows) {
      const fresh = this.insert({ ...row, recordId, active: true, billedFirstSemester: false, billedSecondSemester: false, createdBy: null });
      (fresh ? added : alreadyPresent).push(row.code);
    }
    return okAsync({ added, alreadyPresent });
  }

  addMany(rows: readonly LoadedDiagnostic[], _at: Date): ResultAsync<number, StorageError> {
    // A row of an unknown record breaks the table's foreign key: the load fails whole, as the database's statement does.
    if (rows.some((row) => !this.state.tables.records.has(row.recordId))) return errAsync(serviceUnavailable('storage 23503 record_diagnostic_record_id_fkey'));
    return okAsync(rows.filter((row) => this.insert(row)).length);
  }

  setActive(recordId: RecordId, code: string, active: boolean, _at: Date): ResultAsync<void, NotFound | StorageError> {
    const changed = this.change(recordId, [code], () => ({ active }));
    return changed === 0 ? errAsync(notFound('diagnostic')) : okAsync(undefined);
  }

  setBilling(recordId: RecordId, codes: readonly string[], semester: BillingSemester, billed: boolean, _at: Date): ResultAsync<number, StorageError> {
    const field = semester === 1 ? 'billedFirstSemester' : 'billedSecondSemester';
    // Only rows whose flag changes count, as the statement's `where billed != $billed` counts them.
    return okAsync(this.change(recordId, codes, (row) => (row[field] === billed ? null : { [field]: billed })));
  }

  setProgressNoteFlags(recordId: RecordId, codes: readonly string[], flags: { inProgressNote?: boolean; inProgressNotePreview?: boolean }, _at: Date): ResultAsync<number, StorageError> {
    if (flags.inProgressNote === undefined && flags.inProgressNotePreview === undefined) return okAsync(0);
    const set = { ...(flags.inProgressNote === undefined ? {} : { inProgressNote: flags.inProgressNote }), ...(flags.inProgressNotePreview === undefined ? {} : { inProgressNotePreview: flags.inProgressNotePreview }) };
    return okAsync(this.change(recordId, codes, () => set));
  }

  delete(deletion: DiagnosticDeletion): ResultAsync<KeptDiagnostic[], NotFound | StorageError> {
    const removed = this.remove((row) => row.recordId === deletion.recordId && row.code === deletion.code
      && row.serviceDate === deletion.serviceDate && row.queue === deletion.queue);
    return removed.length === 0 ? errAsync(notFound('diagnostic')) : okAsync(removed);
  }

  deleteAll(recordId: RecordId): ResultAsync<KeptDiagnostic[], StorageError> {
    return okAsync(this.remove((row) => row.recordId === recordId));
  }

  /** Removes the matching rows and answers them as the undo keeps them (the fake keeps no author). */
  private remove(matches: (row: StoredDiagnostic) => boolean): KeptDiagnostic[] {
    const removed = this.state.tables.diagnostics.filter(matches);
    this.state.tables.diagnostics = this.state.tables.diagnostics.filter((row) => !matches(row));
    return removed.map(({ id: _id, recordId: _recordId, ...kept }) => ({ ...kept, createdBy: null }));
  }

  /** A record's rows in the list's order: code, service date (none first), then the order they were added in. */
  private rows(recordId: RecordId): StoredDiagnostic[] {
    return this.state.tables.diagnostics.filter((row) => row.recordId === recordId).sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)
      || (a.serviceDate === b.serviceDate ? 0 : a.serviceDate === null ? -1 : b.serviceDate === null ? 1 : a.serviceDate < b.serviceDate ? -1 : 1) || a.id - b.id);
  }

  /** False when the record already has the row (same code, service date and queue): nothing is written. */
  private insert(row: LoadedDiagnostic): boolean {
    const { diagnostics } = this.state.tables;
    if (diagnostics.some((other) => other.recordId === row.recordId && other.code === row.code && other.serviceDate === row.serviceDate && other.queue === row.queue)) return false;
    diagnostics.push({
      id: this.state.nextId('record_diagnostic'), recordId: row.recordId, code: row.code, serviceDate: row.serviceDate, queue: row.queue, provider: row.provider,
      specialty: row.specialty, documentation: row.documentation, source: row.source ?? DEFAULT_DIAGNOSIS_SOURCE, active: row.active,
      billedFirstSemester: row.billedFirstSemester, billedSecondSemester: row.billedSecondSemester, inProgressNote: row.inProgressNote ?? false,
      inProgressNotePreview: row.inProgressNotePreview ?? false,
    });
    return true;
  }

  /** Applies `set` to the record's rows of the codes (a null set leaves a row alone); returns how many rows changed. */
  private change(recordId: RecordId, codes: readonly string[], set: (row: StoredDiagnostic) => Partial<StoredDiagnostic> | null): number {
    let changed = 0;
    this.state.tables.diagnostics = this.state.tables.diagnostics.map((row) => {
      const update = row.recordId === recordId && codes.includes(row.code) ? set(row) : null;
      if (update === null) return row;
      changed += 1;
      return { ...row, ...update };
    });
    return changed;
  }

  /** A row with the catalogue's texts and categories (empty when the code left the catalogue). */
  private shaped(row: StoredDiagnostic): RecordDiagnosticRow {
    const entry = this.state.tables.catalogue.get(row.code)?.entry;
    return RecordDiagnosticRowSchema.parse({
      code: row.code, description: entry?.description ?? '', v24Hcc1: entry?.v24Hcc1 ?? null, v24Hcc2: entry?.v24Hcc2 ?? null, v28Hcc1: entry?.v28Hcc1 ?? null,
      v28Hcc2: entry?.v28Hcc2 ?? null, clinicalManifestations: entry?.clinicalManifestations ?? null, treatment: entry?.treatment ?? null, alert: entry?.alert ?? null,
      specialty: row.specialty, provider: row.provider, inProgressNotePreview: row.inProgressNotePreview, inProgressNote: row.inProgressNote,
      billedFirstSemester: row.billedFirstSemester, billedSecondSemester: row.billedSecondSemester, active: row.active, documentation: row.documentation,
      serviceDate: row.serviceDate, source: row.source,
    });
  }
}

/** {@link RecordNoteRepository} in memory, with the author's name as the accounts have it. */
export class InMemoryRecordNoteRepository implements RecordNoteRepository {
  constructor(private readonly state: InMemoryClinicalState) {}

  add(note: RecordNoteInput, author: UserId | null, at: Date): ResultAsync<RecordNote, NotFound | StorageError> {
    if (!this.state.tables.records.has(note.recordId)) return errAsync(notFound('record'));
    const stored: StoredNote = { id: this.state.nextId('record_note'), recordId: note.recordId, kind: note.kind, text: note.text, authorUserId: author, createdAt: at };
    this.state.tables.notes.push(stored);
    return okAsync(this.shaped(stored));
  }

  list(recordId: RecordId): ResultAsync<RecordNote[], StorageError> {
    return okAsync(this.state.tables.notes.filter((note) => note.recordId === recordId)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id).map((note) => this.shaped(note)));
  }

  private shaped(note: StoredNote): RecordNote {
    const account = note.authorUserId === null ? undefined : this.state.practice.accounts.get(note.authorUserId);
    return { ...note, createdAt: new Date(note.createdAt.getTime()), authorName: account === undefined ? null : `${account.input.firstName} ${account.input.lastName}` };
  }
}
