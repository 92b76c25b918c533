import { err, errAsync, ok, okAsync, type Result, type ResultAsync } from 'neverthrow';
import { sql } from 'kysely';
import {
  DraftNoteContentSchema, notFound, type FieldCipher, type KeptDraft, serviceUnavailable, type DoctorId, type DraftNote, type DraftNoteInput, type DraftNoteRepository, type NewProgressNote,
  type NoteDraftId, type NotFound, type Page, type PageWindow, type ProgressNoteDetail, type ProgressNoteId, type ProgressNoteRepository,
  type ProgressNoteSummary, type RecordId, type SealedObjectStore, type StorageError, notePdfKey, type TempDiagnosis, type TempDiagnosisRepository, type UserId,
} from '@rafdesk/core';
import { attempt, attemptOr, isForeignKeyViolation } from './storage-failure.js';
import { withAuditLine } from '../audit/pending-audit.js';
import { transact, type Executor } from './transact.js';
import { containsPattern, limits, pageFrom, searchText } from './paging.js';
import { nextRowId, openBytes, openJson, sealBytes, sealText } from './sealed-fields.js';

const missingRecord = (error: unknown) => (isForeignKeyViolation(error) ? notFound('record') : null);

const contentAt = (id: number) => ({ table: 'progress_note', column: 'content', rowId: id });
const pdfAt = (id: number) => ({ table: 'progress_note', column: 'pdf', rowId: id });

/**
 * {@link ProgressNoteRepository} over `progress_note`; lists never read the PDF column. The content and the PDF are
 * sealed at rest (the content as a JSON string in its jsonb column) and opened only by {@link find}. With a file store
 * for PDFs (the site's bucket) a new note's PDF is kept there, sealed, before its row is written, so no stored note
 * lacks its PDF; a submit that then fails leaves a file no note names, which the orphan sweep removes.
 */
export class KyselyProgressNoteRepository implements ProgressNoteRepository {
  constructor(private readonly db: Executor, private readonly cipher: FieldCipher, private readonly pdfFiles: SealedObjectStore | null = null) {}

  create(note: NewProgressNote, at: Date): ResultAsync<ProgressNoteSummary, NotFound | StorageError> {
    return attemptOr(withAuditLine(this.db, async (db) => {
      const id = await nextRowId(db, 'progress_note');
      const pdfKey = this.pdfFiles === null ? null : notePdfKey(id);
      if (this.pdfFiles !== null && pdfKey !== null) {
        const kept = await this.pdfFiles.put(pdfKey, note.pdf, 'application/pdf');
        if (kept.isErr()) throw new Error(`the note's PDF could not be kept: ${kept.error.kind}`);
      }
      const pdf = pdfKey === null ? sealBytes(this.cipher, note.pdf, pdfAt(id)) : null;
      return db.insertInto('progress_note').values({
        id, record_id: note.recordId, doctor_id: note.doctorId, author_user_id: note.authorUserId, service_date: note.serviceDate, specialty: note.specialty,
        provider: note.provider, visit_option_ids: [...note.visitOptionIds], cpt: note.cpt, other_cpt: note.otherCpt,
        content: JSON.stringify(sealText(this.cipher, JSON.stringify(note.content), contentAt(id))),
        pdf: pdf === null ? null : Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), pdf_key: pdfKey, pdf_size: note.pdf.byteLength, created_at: at,
      }).returning('id').executeTakeFirstOrThrow();
    }), missingRecord)
      .andThen(({ id }) => attempt(this.summaries().where('n.id', '=', id).executeTakeFirstOrThrow()).map(summaryFromRow));
  }

  listByRecord(recordId: RecordId, window: PageWindow): ResultAsync<Page<ProgressNoteSummary>, StorageError> {
    return this.page(window, (query) => query.where('n.record_id', '=', recordId));
  }

  listForRecords(recordIds: readonly RecordId[]): ResultAsync<ReadonlyMap<RecordId, ProgressNoteSummary[]>, StorageError> {
    if (recordIds.length === 0) return okAsync(new Map());
    return attempt(this.summaries().where('n.record_id', 'in', [...recordIds]).orderBy('n.created_at', 'desc').orderBy('n.id', 'desc').execute()).map((rows) => {
      const byRecord = new Map<RecordId, ProgressNoteSummary[]>();
      for (const summary of rows.map(summaryFromRow)) byRecord.set(summary.recordId, [...(byRecord.get(summary.recordId) ?? []), summary]);
      return byRecord;
    });
  }

  contents(ids: readonly ProgressNoteId[]): ResultAsync<ReadonlyMap<ProgressNoteId, Readonly<Record<string, unknown>>>, StorageError> {
    if (ids.length === 0) return okAsync(new Map());
    return attempt(this.db.selectFrom('progress_note').select(['id', 'content']).where('id', 'in', [...ids]).execute()).andThen((rows) => {
      const found = new Map<ProgressNoteId, Readonly<Record<string, unknown>>>();
      for (const row of rows) {
        const content = openContent(this.cipher, row.content, row.id);
        if (content.isErr()) return errAsync(content.error);
        found.set(row.id as ProgressNoteId, content.value);
      }
      return okAsync(found);
    });
  }

  listByDoctors(query: { doctorIds: readonly DoctorId[] | null; window: PageWindow; searchQuery: string | null }): ResultAsync<Page<ProgressNoteSummary>, StorageError> {
    const text = searchText(query.searchQuery);
    // `in ()` is not SQL: no doctor named is a list of none.
    const doctorIds = query.doctorIds === null ? null : [...query.doctorIds, -1 as DoctorId];
    return this.page(query.window, (q) => q
      .$if(doctorIds !== null, (inner) => inner.where('n.doctor_id', 'in', doctorIds ?? []))
      .$if(text !== null, (inner) => inner.where(sql<string>`p.first_name || ' ' || p.last_name`, 'ilike', containsPattern(text ?? ''))));
  }

  find(id: ProgressNoteId, recordId: RecordId): ResultAsync<ProgressNoteDetail | null, StorageError> {
    return attempt(this.summaries().select(['n.visit_option_ids', 'n.other_cpt', 'n.content', 'n.pdf', 'n.pdf_key']).where('n.id', '=', id).where('n.record_id', '=', recordId).executeTakeFirst())
      .andThen((row) => {
        if (row === undefined) return okAsync(null);
        const content = openContent(this.cipher, row.content, row.id);
        if (content.isErr()) return errAsync(content.error);
        const detail = (pdf: Uint8Array | null): ProgressNoteDetail => ({ ...summaryFromRow(row), visitOptionIds: row.visit_option_ids, otherCpt: row.other_cpt, content: content.value, pdf });
        // A row naming a file while this process has no file store (its bucket unset) answers no PDF rather than failing.
        if (row.pdf_key !== null) return this.pdfFiles === null ? okAsync(detail(null)) : this.pdfFiles.get(row.pdf_key).map((kept) => detail(kept?.bytes ?? null));
        if (row.pdf === null) return okAsync(detail(null));
        const opened = openBytes(this.cipher, new Uint8Array(row.pdf.buffer, row.pdf.byteOffset, row.pdf.byteLength), pdfAt(row.id));
        return opened.isErr() ? errAsync(opened.error) : okAsync(detail(opened.value));
      });
  }

  referencedPdfKeys(keys: readonly string[]): ResultAsync<string[], StorageError> {
    if (keys.length === 0) return okAsync([]);
    return attempt(this.db.selectFrom('progress_note').select('pdf_key').where('pdf_key', 'in', [...keys]).execute())
      .map((rows) => rows.flatMap((row) => (row.pdf_key === null ? [] : [row.pdf_key])));
  }

  private page(window: PageWindow, narrow: (query: ReturnType<KyselyProgressNoteRepository['summaries']>) => ReturnType<KyselyProgressNoteRepository['summaries']>) {
    const { limit, offset } = limits(window);
    return attempt((async () => {
      const rows = await narrow(this.summaries())
        .orderBy('n.created_at', 'desc').orderBy('n.id', 'desc').limit(limit).offset(offset).execute();
      return pageFrom(window, rows.map(summaryFromRow), async () => Number((await narrow(this.summaries()).clearSelect().select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n));
    })());
  }

  private summaries() {
    return this.db.selectFrom('progress_note as n').innerJoin('patient_record as r', 'r.id', 'n.record_id').innerJoin('patient as p', 'p.id', 'r.patient_id')
      .select(['n.id', 'n.record_id', 'n.doctor_id', sql<string>`p.first_name || ' ' || p.last_name`.as('patient_name'), 'n.service_date', 'n.specialty', 'n.provider', 'n.cpt', 'n.created_at']);
  }
}

/** The sealed content (a JSON string in the jsonb column) as the sections it holds. */
function openContent(cipher: FieldCipher, stored: unknown, id: number): Result<Record<string, unknown>, StorageError> {
  return openJson(cipher, stored, contentAt(id)).andThen((content) => (typeof content === 'object' && content !== null && !Array.isArray(content)
    ? ok(content as Record<string, unknown>) : err(serviceUnavailable('storage row-shape progress_note'))));
}

function summaryFromRow(row: { id: number; record_id: number; doctor_id: number | null; patient_name: string; service_date: string; specialty: string | null; provider: string | null; cpt: string | null; created_at: Date }): ProgressNoteSummary {
  return {
    id: row.id as ProgressNoteId, recordId: row.record_id as RecordId, doctorId: row.doctor_id as DoctorId | null, patientName: row.patient_name,
    serviceDate: row.service_date, specialty: row.specialty, provider: row.provider, cpt: row.cpt, createdAt: row.created_at,
  };
}

const draftAt = (id: number) => ({ table: 'note_draft', column: 'data', rowId: id });

/** {@link DraftNoteRepository} over `note_draft`; the content is kept as the JSON text it arrived as, sealed at rest. */
export class KyselyDraftNoteRepository implements DraftNoteRepository {
  constructor(private readonly db: Executor, private readonly cipher: FieldCipher) {}

  save(input: DraftNoteInput, author: UserId | null, at: Date): ResultAsync<DraftNote, NotFound | StorageError> {
    const text = JSON.stringify(input.content);
    const write = withAuditLine(this.db, async (db) => {
      if (input.id !== null) {
        const data = sealText(this.cipher, text, draftAt(input.id));
        return db.updateTable('note_draft').set({ data, last_saved_at: at }).where('id', '=', input.id).where('record_id', '=', input.recordId).returningAll().execute();
      }
      const id = await nextRowId(db, 'note_draft');
      const data = sealText(this.cipher, text, draftAt(id));
      return db.insertInto('note_draft').values({ id, record_id: input.recordId, author_user_id: author, data, created_at: at, last_saved_at: at }).returningAll().execute();
    });
    return attemptOr(write, missingRecord).andThen((rows) => (rows[0] === undefined ? err(notFound('draft')) : draftFromRow(this.cipher, rows[0])));
  }

  find(id: NoteDraftId): ResultAsync<DraftNote | null, StorageError> {
    return attempt(this.db.selectFrom('note_draft').selectAll().where('id', '=', id).executeTakeFirst()).andThen((row) => (row === undefined ? ok(null) : draftFromRow(this.cipher, row)));
  }

  listByRecord(recordId: RecordId): ResultAsync<DraftNote[], StorageError> {
    return attempt(this.db.selectFrom('note_draft').selectAll().where('record_id', '=', recordId).orderBy('last_saved_at', 'desc').orderBy('id', 'desc').execute())
      .andThen((rows) => {
        const drafts: DraftNote[] = [];
        for (const row of rows) {
          const draft = draftFromRow(this.cipher, row);
          if (draft.isErr()) return err(draft.error);
          drafts.push(draft.value);
        }
        return ok(drafts);
      });
  }

  delete(id: NoteDraftId): ResultAsync<KeptDraft, NotFound | StorageError> {
    return attempt(withAuditLine(this.db, (db) => db.deleteFrom('note_draft').where('id', '=', id).returningAll().execute()))
      .andThen((rows) => (rows[0] === undefined ? err(notFound('draft'))
        : draftFromRow(this.cipher, rows[0]).map((draft) => ({ ...draft, authorUserId: rows[0]?.author_user_id as UserId | null }))));
  }

  restore(draft: KeptDraft): ResultAsync<void, NotFound | StorageError> {
    // Under its own id (an identity column takes one only when told to override it), so a link to the draft opens it again.
    return attemptOr(withAuditLine(this.db, (db) => sql`insert into note_draft (id, record_id, author_user_id, data, last_saved_at) overriding system value
      values (${draft.id}, ${draft.recordId}, (select id from app_user where id = ${draft.authorUserId}), ${sealText(this.cipher, JSON.stringify(draft.content), draftAt(draft.id))}, ${draft.lastSavedAt})`.execute(db)), missingRecord)
      .map(() => undefined);
  }
}

function draftFromRow(cipher: FieldCipher, row: { id: number; record_id: number; data: string; last_saved_at: Date }): Result<DraftNote, StorageError> {
  const content = openJson(cipher, row.data, draftAt(row.id));
  if (content.isErr()) return err(content.error);
  const parsed = DraftNoteContentSchema.safeParse(content.value);
  if (!parsed.success) return err(serviceUnavailable('storage row-shape note_draft'));
  return ok({ id: row.id as NoteDraftId, recordId: row.record_id as RecordId, content: parsed.data, lastSavedAt: row.last_saved_at.toISOString() });
}

/** {@link TempDiagnosisRepository} over `temp_diagnosis`. */
export class KyselyTempDiagnosisRepository implements TempDiagnosisRepository {
  constructor(private readonly db: Executor) {}

  replace(recordId: RecordId, rows: readonly TempDiagnosis[], by: UserId | null, at: Date): ResultAsync<void, NotFound | StorageError> {
    return transact(this.db, async (trx): Promise<Result<void, NotFound>> => {
      const record = await trx.selectFrom('patient_record').select('id').where('id', '=', recordId).executeTakeFirst();
      if (record === undefined) return err(notFound('record'));
      await trx.deleteFrom('temp_diagnosis').where('record_id', '=', recordId).execute();
      if (rows.length > 0) {
        await trx.insertInto('temp_diagnosis').values(rows.map((row) => ({
          record_id: recordId, code: row.code, service_date: row.serviceDate, specialty: row.specialty, visit_option_ids: [...row.visitOptionIds], created_by: by, created_at: at,
        }))).execute();
      }
      return ok(undefined);
    });
  }

  list(recordId: RecordId): ResultAsync<TempDiagnosis[], StorageError> {
    return attempt(this.db.selectFrom('temp_diagnosis').select(['code', 'service_date', 'specialty', 'visit_option_ids']).where('record_id', '=', recordId).orderBy('id').execute())
      .map((rows) => rows.map((row) => ({ code: row.code, serviceDate: row.service_date, specialty: row.specialty, visitOptionIds: row.visit_option_ids })));
  }
}

