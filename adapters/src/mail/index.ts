// Outgoing mail: the outbox by default, an SMTP relay when configured.
export { OutboxMailer, type MailOutboxStore, type OutboxEntry } from './outbox-mailer.js';
export { SmtpMailer } from './smtp-mailer.js';
export { smtpSettingsFromEnv, type SmtpSettings } from './smtp-settings.js';
export { createMailer } from './create-mailer.js';
