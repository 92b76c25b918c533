import { err, Result, type ResultAsync } from 'neverthrow';
import { sql } from 'kysely';
import { notFound, type FieldCipher, type NotFound, type RecordId, type RecordNote, type RecordNoteInput, type RecordNoteRepository, type StorageError, type UserId } from '@rafdesk/core';
import { attemptOr, attempt, isForeignKeyViolation } from './storage-failure.js';
import { withAuditLine } from '../audit/pending-audit.js';
import { nextRowId, openText, recordNoteAt, sealText } from './sealed-fields.js';
import type { Executor } from './transact.js';

/** {@link RecordNoteRepository} over `record_note`, with the author's name; the text is sealed at rest (SECURITY.md (a)(2)(iv)). */
export class KyselyRecordNoteRepository implements RecordNoteRepository {
  constructor(private readonly db: Executor, private readonly cipher: FieldCipher) {}

  add(note: RecordNoteInput, author: UserId | null, at: Date): ResultAsync<RecordNote, NotFound | StorageError> {
    return attemptOr(withAuditLine(this.db, async (db) => {
      const id = await nextRowId(db, 'record_note');
      const body = sealText(this.cipher, note.text, recordNoteAt(id));
      return db.insertInto('record_note').values({ id, record_id: note.recordId, kind: note.kind, body, author_user_id: author, created_at: at }).returning('id').executeTakeFirstOrThrow();
    }), (error) => (isForeignKeyViolation(error) ? notFound('record') : null))
      .andThen(({ id }) => attempt(this.select().where('n.id', '=', id).executeTakeFirst()))
      .andThen((row) => (row === undefined ? err(notFound('record')) : this.noteFromRow(row)));
  }

  list(recordId: RecordId): ResultAsync<RecordNote[], StorageError> {
    return attempt(this.select().where('n.record_id', '=', recordId).orderBy('n.created_at').orderBy('n.id').execute())
      .andThen((rows) => Result.combine(rows.map((row) => this.noteFromRow(row))));
  }

  private noteFromRow(row: NoteRow): Result<RecordNote, StorageError> {
    return openText(this.cipher, row.body, recordNoteAt(row.id)).map((text) => ({
      id: row.id, recordId: row.record_id as RecordId, kind: row.kind, text, authorUserId: row.author_user_id as UserId | null,
      authorName: row.author_name, createdAt: row.created_at,
    }));
  }

  private select() {
    return this.db.selectFrom('record_note as n').leftJoin('app_user as u', 'u.id', 'n.author_user_id')
      .select(['n.id', 'n.record_id', 'n.kind', 'n.body', 'n.author_user_id', 'n.created_at', sql<string | null>`u.first_name || ' ' || u.last_name`.as('author_name')]);
  }
}

type NoteRow = { id: number; record_id: number; kind: 'doctor' | 'mag'; body: string; author_user_id: number | null; created_at: Date; author_name: string | null };
