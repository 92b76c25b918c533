import { err, ok, type Result } from 'neverthrow';
import { SELECTION_EXCEEDED_MESSAGE, SELECTION_EXCEEDED_RECORDS_MESSAGE } from './messages.js';

/** At most 12 diagnostics may be attached to one encounter. */
export const MAX_ATTACHED_DIAGNOSES = 12;

/** Where the selection is made: the Smart PN wizard or the records view (their messages differ). */
export type AttachContext = 'smartPn' | 'recordsView';

export interface AttachLimitExceeded {
  kind: 'AttachLimitExceeded';
  limit: number;
  attempted: number;
  message: string;
}

/** Accepts a selection of up to 12 diagnostics; more gives the spec's "Selection exceeded" message for that screen. */
export function checkAttachLimit(selectedCount: number, context: AttachContext): Result<number, AttachLimitExceeded> {
  if (selectedCount <= MAX_ATTACHED_DIAGNOSES) return ok(selectedCount);
  const message = context === 'smartPn' ? SELECTION_EXCEEDED_MESSAGE : SELECTION_EXCEEDED_RECORDS_MESSAGE;
  return err({ kind: 'AttachLimitExceeded', limit: MAX_ATTACHED_DIAGNOSES, attempted: selectedCount, message });
}
