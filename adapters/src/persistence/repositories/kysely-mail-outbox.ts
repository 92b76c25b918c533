import { err, ok, Result, type ResultAsync } from 'neverthrow';
import { notFound, SENT_MAIL_BODY, type FieldCipher, type MailOutbox, type NotFound, type OutboxMessage, type StorageError } from '@rafdesk/core';
import { attempt } from './storage-failure.js';
import { withAuditLine } from '../audit/pending-audit.js';
import { openText, sealText } from './sealed-fields.js';
import type { Executor } from './transact.js';

const mailBodyAt = (id: string, column: 'text_body' | 'html_body') => ({ table: 'mail_outbox', column, rowId: id });

/**
 * {@link MailOutbox} over `mail_outbox`. An unsent body is sealed under the field key: it may hold a set-password
 * link, which the user row keeps only as a hash; a sent one is replaced by {@link SENT_MAIL_BODY}.
 */
export class KyselyMailOutbox implements MailOutbox {
  constructor(private readonly db: Executor, private readonly cipher: FieldCipher) {}

  enqueue(message: OutboxMessage): ResultAsync<void, StorageError> {
    return attempt(withAuditLine(this.db, (db) => db.insertInto('mail_outbox').values({
      id: message.id, to_address: message.to, subject: message.subject, text_body: sealText(this.cipher, message.text, mailBodyAt(message.id, 'text_body')),
      html_body: message.html === null ? null : sealText(this.cipher, message.html, mailBodyAt(message.id, 'html_body')), created_at: message.createdAt,
    }).execute())).map(() => undefined);
  }

  pending(limit: number): ResultAsync<OutboxMessage[], StorageError> {
    return attempt(this.db.selectFrom('mail_outbox').selectAll().where('sent_at', 'is', null).orderBy('created_at').orderBy('id').limit(limit).execute())
      .andThen((rows) => Result.combine(rows.map((row) => openText(this.cipher, row.text_body, mailBodyAt(row.id, 'text_body'))
        .andThen((text) => (row.html_body === null ? ok(null) : openText(this.cipher, row.html_body, mailBodyAt(row.id, 'html_body')))
          .map((html): OutboxMessage => ({ id: row.id, to: row.to_address, subject: row.subject, text, html, createdAt: row.created_at }))))));
  }

  markSent(id: string, at: Date): ResultAsync<void, NotFound | StorageError> {
    return attempt(withAuditLine(this.db, (db) => db.updateTable('mail_outbox').set({ sent_at: at, text_body: SENT_MAIL_BODY, html_body: null }).where('id', '=', id).returning('id').execute()))
      .andThen((rows) => (rows.length === 0 ? err(notFound('mail')) : ok(undefined)));
  }

  markFailed(id: string, reason: string): ResultAsync<void, NotFound | StorageError> {
    return attempt(withAuditLine(this.db, (db) => db.updateTable('mail_outbox').set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: reason.slice(0, 200) }))
      .where('id', '=', id).returning('id').execute()))
      .andThen((rows) => (rows.length === 0 ? err(notFound('mail')) : ok(undefined)));
  }
}
