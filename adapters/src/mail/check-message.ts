import { err, ok, type Result } from 'neverthrow';
import type { MailMessage, MailRejected } from '@rafdesk/core';

// One plain address: no display name, no list, no whitespace, no angle brackets.
const PLAIN_ADDRESS = /^[^\s@<>()[\],;:"\\]+@[^\s@<>()[\],;:"\\]+\.[^\s@<>()[\],;:"\\]+$/;
const LINE_BREAK = /[\r\n]/;

/** Refuses what could inject headers or reach more than one recipient, before any transport sees it. */
export function checkMessage(message: MailMessage): Result<MailMessage, MailRejected> {
  if (!PLAIN_ADDRESS.test(message.to) || message.to.length > 254) return err({ kind: 'MailRejected', reason: 'recipient' });
  if (LINE_BREAK.test(message.subject)) return err({ kind: 'MailRejected', reason: 'header' });
  return ok(message);
}
