import type { ResultAsync } from 'neverthrow';
import type { NotFound, StorageError } from './storage-error.js';

/** A queued e-mail. */
export interface OutboxMessage {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
  readonly createdAt: Date;
}

/** What a sent message's body becomes in the outbox. */
export const SENT_MAIL_BODY = '(sent; the body is not kept)';

/** Mail waiting to go out (or kept as the record when no relay is configured). */
export interface MailOutbox {
  /** Resolves `ok` once the message is committed; ids are the caller's (UUIDs). */
  enqueue(message: OutboxMessage): ResultAsync<void, StorageError>;
  /** Unsent messages, oldest first. */
  pending(limit: number): ResultAsync<OutboxMessage[], StorageError>;
  /**
   * Marks a message sent and drops its body ({@link SENT_MAIL_BODY} stays): a set-password link must not outlive its
   * delivery in the database. Recipient, subject and times remain the record.
   */
  markSent(id: string, at: Date): ResultAsync<void, NotFound | StorageError>;
  /** Counts a failed attempt and keeps a short reason (no message content). */
  markFailed(id: string, reason: string): ResultAsync<void, NotFound | StorageError>;
}
