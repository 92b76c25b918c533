import { useState } from 'react';
import {
  REQUIRED_MESSAGE, transitionDisposition, type DispositionDecision, type GapDisposition, type NotPresentReason, type PatientGap, type RecordGaps, type RecordId,
} from '@rafdesk/core';
import { useSaySaved } from '../../shared/feedback/use-say-saved.js';
import type { GapsClient } from './gaps-client.js';
import { gapTitle } from './gap-lines.js';
import type { NotPresentDialogViewProps } from './not-present-dialog-view.js';

interface NotPresentDraft {
  readonly recordId: RecordId;
  readonly gap: PatientGap;
  readonly reason: NotPresentReason | null;
  readonly text: string;
  readonly errors: Readonly<Record<string, string>>;
}

/** A stored gap's standing as core's disposition machine reads it (the dismissed evidence does not matter for a person's choice). */
const dispositionOf = (gap: PatientGap): GapDisposition => ({
  gapKey: gap.key, state: gap.standing.state, reason: gap.standing.reason, reasonText: gap.standing.reasonText, code: gap.standing.code,
  dismissedEvidenceKey: null, changedAt: gap.standing.changedAt ?? new Date().toISOString(), changedBy: gap.standing.changedBy,
});

/** What was decided, in the words the success message says it with. */
export function decidedText(gap: Pick<PatientGap, 'hcc' | 'hccLabel'>, decision: DispositionDecision): string {
  switch (decision.type) {
    case 'not-present':
      return `${gapTitle(gap)} is marked not present`;
    case 'defer':
      return `${gapTitle(gap)} is deferred to the next visit`;
    case 'reopen':
      return `${gapTitle(gap)} is open again`;
  }
}

/**
 * The decisions a person makes about gaps (not present with a reason, defer, reopen), checked by core's disposition
 * machine before they are sent, each success said in words; `onDecided` gets the record's gaps as the server left them.
 */
export function useGapDecisions(client: GapsClient, userId: number | null, onDecided: (recordId: RecordId, gaps: RecordGaps) => void) {
  const saySaved = useSaySaved();
  const [draft, setDraft] = useState<NotPresentDraft | null>(null);
  const [busy, setBusy] = useState(false);

  const send = (recordId: RecordId, gap: PatientGap, decision: DispositionDecision) => {
    setBusy(true);
    void client.decide(recordId, gap.key, decision).match((gaps) => {
      setBusy(false);
      setDraft(null);
      onDecided(recordId, gaps);
      saySaved(decidedText(gap, decision));
    }, () => setBusy(false));
  };

  const confirmNotPresent = () => {
    if (draft === null) return;
    if (draft.reason === null) {
      setDraft({ ...draft, errors: { reason: REQUIRED_MESSAGE } });
      return;
    }
    const decision = { type: 'not-present', reason: draft.reason, reasonText: draft.text.trim() || null } as const;
    const checked = transitionDisposition(dispositionOf(draft.gap), draft.gap, { type: 'user.notPresent', reason: decision.reason, reasonText: decision.reasonText },
      { userId, at: new Date().toISOString() });
    if (checked.isErr()) {
      setDraft({ ...draft, errors: Object.fromEntries(checked.error.issues.map((issue) => [issue.field, issue.message])) });
      return;
    }
    send(draft.recordId, draft.gap, decision);
  };

  const dialog: NotPresentDialogViewProps = {
    form: draft && { gapTitle: gapTitle(draft.gap), reason: draft.reason, text: draft.text, errors: draft.errors, busy },
    onReason: (reason) => setDraft((current) => current && { ...current, reason, errors: {} }),
    onText: (text) => setDraft((current) => current && { ...current, text, errors: { ...current.errors, reasonText: '' } }),
    onConfirm: confirmNotPresent,
    onCancel: () => setDraft(null),
  };
  return {
    busy,
    dialog,
    notPresent: (recordId: RecordId, gap: PatientGap) => setDraft({ recordId, gap, reason: null, text: '', errors: {} }),
    defer: (recordId: RecordId, gap: PatientGap) => send(recordId, gap, { type: 'defer' }),
    reopen: (recordId: RecordId, gap: PatientGap) => send(recordId, gap, { type: 'reopen' }),
  };
}
