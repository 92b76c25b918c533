import { parseTypedDate, type RadvAuditView } from '@rafdesk/core';
import { isoDateText } from '../../shared/format/date-text.js';

export const STATUS_LABELS = { queued: 'Queued', building: 'Building', built: 'Built', failed: 'Failed' } as const;
export const VERDICT_LABELS = { ready: 'Ready', weak: 'Weak', unsupported: 'Unsupported' } as const;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "Building: 3 of 20 members" — what the progress bar says in words. */
export function progressText(audit: Pick<RadvAuditView, 'status' | 'progress'>): string {
  const { done, total } = audit.progress;
  return `${STATUS_LABELS[audit.status]}: ${done} of ${plural(total, 'member')}`;
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;

/** "120 days left", "Due today", "3 days late": how near the due date is, counted in calendar days from `today` (YYYY-MM-DD). */
export function daysLeftText(dueDate: string, today: string): string {
  const days = dayNumber(dueDate) - dayNumber(today);
  if (days === 0) return 'Due today';
  return days > 0 ? `${plural(days, 'day')} left` : `${plural(-days, 'day')} late`;
}

/** One audit as the tracker's table shows it. */
export interface AuditLine {
  readonly id: number;
  /** "H1234 PY2027": how buttons and the cover sheets name the audit. */
  readonly name: string;
  readonly contract: string;
  readonly paymentYear: number;
  readonly members: number;
  /** MM/DD/YYYY, and YYYY-MM-DD to sort by. */
  readonly dueDate: string;
  readonly dueOn: string;
  readonly daysLeft: string;
  readonly status: string;
  readonly progress: { readonly done: number; readonly total: number; readonly text: string };
  /** Members ready / weak / unsupported, once the pack is built (before, the counts mean nothing). */
  readonly counts: RadvAuditView['counts'] | null;
  readonly failure: string | null;
  /** The zip may be downloaded. */
  readonly built: boolean;
}

export const auditName = (audit: Pick<RadvAuditView, 'contract' | 'paymentYear'>) => `${audit.contract} PY${audit.paymentYear}`;

export function auditLine(audit: RadvAuditView, today: string): AuditLine {
  const built = audit.status === 'built';
  return {
    id: audit.id, name: auditName(audit), contract: audit.contract, paymentYear: audit.paymentYear, members: audit.members,
    dueDate: isoDateText(audit.dueDate), dueOn: audit.dueDate, daysLeft: daysLeftText(audit.dueDate, today), status: STATUS_LABELS[audit.status],
    progress: { ...audit.progress, text: progressText(audit) }, counts: built ? audit.counts : null, failure: audit.failure, built,
  };
}

/** The due date as the dialog takes it (MM-DD-YYYY) in the wire's YYYY-MM-DD; what is not a whole date goes as typed, for the server to refuse. */
export const dueDateOfTyped = (typed: string): string => parseTypedDate(typed).unwrapOr(typed.trim());

// The server names the fields of its contract; the dialog shows each message under the field the user sees.
const FIELD_OF: Readonly<Record<string, string>> = { recordIds: 'members', fileName: 'file', content: 'file' };

/**
 * A refusal's messages ("field: words") by the dialog's field; what names no field goes under the form. The due date is
 * typed MM-DD-YYYY, so the server's words about its wire format say the format the user types.
 */
export function fieldErrorsOf(messages: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const message of messages) {
    const match = /^(\w+): (.*)$/.exec(message);
    const field = FIELD_OF[match?.[1] ?? ''] ?? match?.[1] ?? 'form';
    const said = (match?.[2] ?? message).replace('YYYY-MM-DD', 'MM-DD-YYYY');
    // Under its field a message is a sentence of its own.
    const words = said.charAt(0).toUpperCase() + said.slice(1);
    errors[field] = [errors[field], words].filter(Boolean).join('; ');
  }
  return errors;
}

/** What the live region says once an audit is opened, and once its pack is built. */
export const openedText = (audit: RadvAuditView) => `Audit ${auditName(audit)} is opened with ${plural(audit.members, 'member')}; its pack is building`;
export const builtText = (audit: RadvAuditView) =>
  `The pack of audit ${auditName(audit)} is built: ${audit.counts.ready} ready, ${audit.counts.weak} weak, ${audit.counts.unsupported} unsupported`;
