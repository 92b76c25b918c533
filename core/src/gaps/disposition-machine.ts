import type { Result } from 'neverthrow';
import type { ValidationFailed } from '../validation/validation-failed.js';
import type { DispositionEventInput, DispositionHistoryRecord, GapDisposition } from './disposition.js';
import type { Gap } from './gap.js';

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

/**
 * The disposition machine: applies one event to a gap's disposition (null: never changed, so open) and returns the
 * new disposition with its history record, or why the event is refused (the field and the reason).
 */
export function transitionDisposition(current: GapDisposition | null, gap: Gap, event: DispositionEventInput, actor: DispositionActor): Result<DispositionChange, ValidationFailed> {
  void current; void gap; void event; void actor;
  throw new Error('transitionDisposition: not implemented yet');
}
