import { err, ok, type Result } from 'neverthrow';
import { normaliseCode } from '../raf/engine/code-key.js';
import { validationFailed, type ValidationFailed, type ValidationIssue } from '../validation/validation-failed.js';
import { DISPOSITION_STATE_LABELS, DispositionEventSchema, REASON_TEXT_MAX, type DispositionEvent, type DispositionEventInput, type DispositionHistoryRecord, type DispositionState, type GapDisposition } from './disposition.js';
import { hasNewEvidence } from './evidence-key.js';
import type { Gap } from './gap.js';
import { serviceYearOf } from './gap-facts.js';

/** A disposition after an event, and the history line that records the change. */
export interface DispositionChange {
  readonly disposition: GapDisposition;
  readonly history: DispositionHistoryRecord;
}

/** Who made a change and when; `userId` null for the portal itself (coding events). */
export interface DispositionActor {
  readonly userId: number | null;
  readonly at: string;
}

/** The machine as data: for each event, the states it may leave and the state it enters. */
export const DISPOSITION_TRANSITIONS: Readonly<Record<DispositionEvent['type'], { readonly from: readonly DispositionState[]; readonly to: DispositionState }>> = {
  // Coding a closing code documents the gap whatever was decided before: the doctor found the condition after all.
  'coding.documented': { from: ['open', 'deferred', 'not-present'], to: 'documented' },
  'coding.removed': { from: ['documented'], to: 'open' },
  'evidence.new': { from: ['not-present'], to: 'open' },
  'user.notPresent': { from: ['open', 'deferred'], to: 'not-present' },
  'user.defer': { from: ['open'], to: 'deferred' },
  'user.reopen': { from: ['not-present', 'deferred'], to: 'open' },
  'user.deleteUnsupported': { from: ['documented'], to: 'not-present' },
};

const EVENT_WORDS: Readonly<Record<DispositionEvent['type'], string>> = {
  'coding.documented': 'documented by a closing code', 'coding.removed': 'reopened: its code was removed', 'evidence.new': 'reopened by new evidence',
  'user.notPresent': 'marked not present', 'user.defer': 'deferred to the next visit', 'user.reopen': 'reopened', 'user.deleteUnsupported': 'marked not present by deleting an unsupported code',
};

const same = (a: string, b: string) => (normaliseCode(a) ?? a) === (normaliseCode(b) ?? b);
const issue = (field: string, message: string): ValidationIssue => ({ field, message });

/** The codes that document a gap: its closing codes, and this year's codes of the HCC that closed it. */
const documentingCodes = (gap: Gap) => [...gap.closingCodes, ...(gap.coverage === 'closed' ? gap.addressedBy?.codes ?? [] : [])];

function eventIssues(event: DispositionEvent, gap: Gap, current: GapDisposition | null, actor: DispositionActor): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (event.type.startsWith('user.') && actor.userId === null) issues.push(issue('by', 'A person must make this change: sign in first'));
  switch (event.type) {
    case 'coding.documented':
      if (!documentingCodes(gap).some((code) => same(code, event.code))) issues.push(issue('code', `The code ${event.code} does not document ${gap.hcc} (${gap.hccLabel})`));
      if (event.serviceYear !== serviceYearOf(gap.paymentYear) || (event.dateOfService !== null && Number(event.dateOfService.slice(0, 4)) !== event.serviceYear)) {
        issues.push(issue('dateOfService', `The date of service must be in ${serviceYearOf(gap.paymentYear)}, the year payment year ${gap.paymentYear} counts`));
      }
      break;
    case 'user.notPresent': {
      const text = event.reasonText?.trim() ?? '';
      if (event.reason === 'other' && text === '') issues.push(issue('reasonText', 'Say why the condition is not present when the reason is Other'));
      if (text.length > REASON_TEXT_MAX) issues.push(issue('reasonText', `The reason may have at most ${REASON_TEXT_MAX} characters`));
      break;
    }
    case 'user.deleteUnsupported':
      if (current?.code != null && !same(current.code, event.code)) issues.push(issue('code', `The gap was documented by ${current.code}, not ${event.code}`));
      break;
    case 'evidence.new':
      if (current?.dismissedEvidenceKey != null && !hasNewEvidence(event.evidenceKey, current.dismissedEvidenceKey)) issues.push(issue('evidenceKey', 'The evidence is the same as when the gap was marked not present'));
      break;
    default:
      break;
  }
  return issues;
}

function next(current: GapDisposition | null, gap: Gap, event: DispositionEvent, to: DispositionState, actor: DispositionActor): GapDisposition {
  const base = { gapKey: gap.key, state: to, changedAt: actor.at, changedBy: actor.userId };
  switch (event.type) {
    case 'coding.documented':
      return { ...base, reason: null, reasonText: null, code: event.code, dismissedEvidenceKey: null };
    case 'user.notPresent':
      return { ...base, reason: event.reason, reasonText: event.reasonText?.trim() || null, code: null, dismissedEvidenceKey: gap.evidenceKey };
    case 'user.deleteUnsupported':
      return { ...base, reason: 'not-supported', reasonText: null, code: event.code, dismissedEvidenceKey: gap.evidenceKey };
    default:
      return { ...base, reason: null, reasonText: null, code: null, dismissedEvidenceKey: to === 'not-present' ? current?.dismissedEvidenceKey ?? null : null };
  }
}

/**
 * The disposition machine: applies one event to a gap's disposition (null: never changed, so open) and returns the
 * new disposition with its history record, or why the event is refused, each reason naming its field. Pure: the
 * caller stores both (the history is append-only).
 */
export function transitionDisposition(current: GapDisposition | null, gap: Gap, input: DispositionEventInput, actor: DispositionActor): Result<DispositionChange, ValidationFailed> {
  const parsed = DispositionEventSchema.safeParse(input);
  if (!parsed.success) return err(validationFailed(parsed.error.issues.map((problem) => issue(problem.path.join('.') || 'event', problem.message))));
  const event = parsed.data;
  const from: DispositionState = current?.state ?? 'open';
  const rule = DISPOSITION_TRANSITIONS[event.type];
  if (!rule.from.includes(from)) {
    return err(validationFailed([issue('event', `A gap that is ${DISPOSITION_STATE_LABELS[from]} cannot be ${EVENT_WORDS[event.type]}`)]));
  }
  const issues = eventIssues(event, gap, current, actor);
  if (issues.length > 0) return err(validationFailed(issues));
  const disposition = next(current, gap, event, rule.to, actor);
  return ok({
    disposition,
    history: {
      gapKey: gap.key, at: actor.at, by: actor.userId, from, to: rule.to, event: event.type,
      reason: disposition.reason, reasonText: disposition.reasonText, code: 'code' in event ? event.code : null,
      countedAsDelete: event.type === 'user.deleteUnsupported',
    },
  });
}
