import type { Clock, IdSource, Mailer } from '@rafdesk/core';
import { OutboxMailer, type MailOutboxStore } from './outbox-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';
import type { SmtpSettings } from './smtp-settings.js';

/** SMTP when settings are given, otherwise the outbox (the default, which needs no mail server). */
export function createMailer(smtp: SmtpSettings | null, outbox: { store: MailOutboxStore; ids: IdSource; clock: Clock }): Mailer {
  return smtp === null ? new OutboxMailer(outbox.store, outbox.ids, outbox.clock) : new SmtpMailer(smtp);
}
