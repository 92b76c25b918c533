import type { ResultAsync } from 'neverthrow';
import type { ServiceUnavailable } from '../auth/service-unavailable.js';

/** A plain e-mail to one recipient. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}

/** A message that could never be sent as given (no valid address, a line break in a header). */
export interface MailRejected {
  readonly kind: 'MailRejected';
  readonly reason: 'recipient' | 'header';
}

/** Outgoing mail (password resets, profile confirmations). */
export interface Mailer {
  /**
   * `ok` once the message is durably queued or accepted by the relay; a header value containing a
   * line break or a recipient that is not one plain address is refused before anything is sent.
   */
  send(message: MailMessage): ResultAsync<void, MailRejected | ServiceUnavailable>;
}
