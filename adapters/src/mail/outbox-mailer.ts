import { ResultAsync } from 'neverthrow';
import { serviceUnavailable, type Clock, type IdSource, type Mailer, type MailMessage, type MailRejected, type OutboxMessage, type ServiceUnavailable } from '@rafdesk/core';
import { checkMessage } from './check-message.js';

/** A queued e-mail as the outbox keeps it: the outbox port's message. */
export type OutboxEntry = OutboxMessage;

/** The one thing the outbox mailer needs of storage (the mail outbox table implements it). */
export interface MailOutboxStore {
  /** Resolves once the entry is committed; rejects when storage failed. */
  enqueue(entry: OutboxEntry): Promise<void>;
}

/** The default mailer: every message is written to the outbox, where an operator or a relay job picks it up. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly store: MailOutboxStore,
    private readonly ids: IdSource,
    private readonly clock: Clock,
  ) {}

  send(message: MailMessage): ResultAsync<void, MailRejected | ServiceUnavailable> {
    return checkMessage(message)
      .asyncAndThen((checked) =>
        ResultAsync.fromPromise(
          this.store.enqueue({
            id: this.ids.uuid(),
            to: checked.to,
            subject: checked.subject,
            text: checked.text,
            html: checked.html ?? null,
            createdAt: this.clock.now(),
          }),
          (): MailRejected | ServiceUnavailable => serviceUnavailable('mail outbox'),
        ),
      );
  }
}
