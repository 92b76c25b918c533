import { err, ok, type ResultAsync } from 'neverthrow';
import { sql } from 'kysely';
import { notFound, type NotFound, type RecordId, type RecordNote, type RecordNoteInput, type RecordNoteRepository, type StorageError, type UserId } from '@rafdesk/core';
import { attemptOr, attempt, isForeignKeyViolation } from './storage-failure.js';
import { withAuditLine } from '../audit/pending-audit.js';
import type { Executor } from './transact.js';

/** {@link RecordNoteRepository} over `record_note`, with the author's name. */
export class KyselyRecordNoteRepository implements RecordNoteRepository {
  constructor(private readonly db: Executor) {}

  add(note: RecordNoteInput, author: UserId | null, at: Date): ResultAsync<RecordNote, NotFound | StorageError> {
    return attemptOr(withAuditLine(this.db, (db) => db.insertInto('record_note').values({ record_id: note.recordId, kind: note.kind, body: note.text, author_user_id: author, created_at: at })
      .returning('id').executeTakeFirstOrThrow()), (error) => (isForeignKeyViolation(error) ? notFound('record') : null))
      .andThen(({ id }) => attempt(this.select().where('n.id', '=', id).executeTakeFirst()))
      .andThen((row) => (row === undefined ? err(notFound('record')) : ok(noteFromRow(row))));
  }

  list(recordId: RecordId): ResultAsync<RecordNote[], StorageError> {
    return attempt(this.select().where('n.record_id', '=', recordId).orderBy('n.created_at').orderBy('n.id').execute()).map((rows) => rows.map(noteFromRow));
  }

  private select() {
    return this.db.selectFrom('record_note as n').leftJoin('app_user as u', 'u.id', 'n.author_user_id')
      .select(['n.id', 'n.record_id', 'n.kind', 'n.body', 'n.author_user_id', 'n.created_at', sql<string | null>`u.first_name || ' ' || u.last_name`.as('author_name')]);
  }
}

function noteFromRow(row: { id: number; record_id: number; kind: 'doctor' | 'mag'; body: string; author_user_id: number | null; created_at: Date; author_name: string | null }): RecordNote {
  return {
    id: row.id, recordId: row.record_id as RecordId, kind: row.kind, text: row.body, authorUserId: row.author_user_id as UserId | null,
    authorName: row.author_name, createdAt: row.created_at,
  };
}
