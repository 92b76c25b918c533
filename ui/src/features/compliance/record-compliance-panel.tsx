import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  HighRiskJustificationSchema, REQUIRED_MESSAGE, can, endpointKey, recordComplianceEndpoint, type FlagView, type IsoDate, type ProgressNoteId, type RecordId,
} from '@rafdesk/core';
import type { RecordCompliancePanelProps } from '../../shared/components/compliance-slot.js';
import { useSaySaved } from '../../shared/feedback/use-say-saved.js';
import { fromResult } from '../../shared/query/from-result.js';
import { useService } from '../../shared/services/services.js';
import { useSession } from '../../shared/services/use-session.js';
import { complianceClient } from './compliance-client.js';
import { RecordComplianceView } from './record-compliance-view.js';

interface Draft {
  readonly flag: FlagView;
  readonly reason: string;
  readonly noteId: number | null;
  readonly errors: Readonly<Record<string, string>>;
}

const reasonRule = HighRiskJustificationSchema.shape.reason;

/** The server's words by field ("reason: must say why…" → reason), the rest under the reason. */
function fieldErrors(messages: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const message of messages) {
    const match = /^(\w+): (.*)$/.exec(message);
    const field = match && ['reason', 'noteId'].includes(match[1] ?? '') ? match[1]! : 'reason';
    errors[field] ??= match && field === match[1] ? match[2]! : message;
  }
  return errors;
}

/**
 * The record card's compliance part (mounted by the records view through the compliance slot): the payment-year
 * ledger with RAF that counts beside RAF coded, the high-risk flags, and the justification that lets one be billed.
 */
export function RecordCompliancePanel({ recordId, codingRevision, headingLevel }: RecordCompliancePanelProps) {
  const api = useService('api');
  const client = useMemo(() => complianceClient(api), [api]);
  const queryClient = useQueryClient();
  const saySaved = useSaySaved();
  const { user } = useSession();
  const key = endpointKey(recordComplianceEndpoint, recordId, codingRevision);
  const read = useQuery({ queryKey: key, queryFn: () => fromResult(client.record(recordId as RecordId)), placeholderData: (previous) => previous });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [busy, setBusy] = useState(false);
  const card = read.data ?? null;

  const confirm = () => {
    if (draft === null) return;
    const reason = reasonRule.safeParse(draft.reason);
    const errors: Record<string, string> = {};
    if (!reason.success) errors.reason = draft.reason.trim() === '' ? REQUIRED_MESSAGE : (reason.error.issues[0]?.message ?? REQUIRED_MESSAGE);
    if (draft.noteId === null) errors.noteId = REQUIRED_MESSAGE;
    if (Object.keys(errors).length > 0) return setDraft({ ...draft, errors });
    setBusy(true);
    void client.justify({
      recordId: recordId as RecordId, ruleId: draft.flag.ruleId, code: draft.flag.code, dateOfService: draft.flag.dateOfService as IsoDate,
      reason: draft.reason, noteId: draft.noteId as ProgressNoteId,
    }).match((next) => {
      setBusy(false);
      setDraft(null);
      queryClient.setQueryData(key, next);
      saySaved(`${draft.flag.code} is justified: it may be billed`);
    }, (error) => {
      setBusy(false);
      if (error.kind === 'Refused') setDraft({ ...draft, errors: fieldErrors(error.messages) });
    });
  };

  const mayJustify = user !== null && can(user, 'compliance.justify');
  return (
    <RecordComplianceView headingLevel={headingLevel} card={card} failed={read.isError && card === null}
      onJustify={mayJustify ? (flag) => setDraft({ flag, reason: '', noteId: card?.notes[0]?.id ?? null, errors: {} }) : null}
      dialog={{
        form: draft && {
          flagTitle: `${draft.flag.code} (${draft.flag.dateOfService}): ${draft.flag.title}. Alternative: ${draft.flag.alternative}.`,
          reason: draft.reason, noteId: draft.noteId, errors: draft.errors, busy,
          notes: (card?.notes ?? []).map((note) => ({ id: note.id, label: `Note ${note.id} of ${note.serviceDate}${note.provider ? `, ${note.provider}` : ''}` })),
        },
        onReason: (reason) => setDraft((current) => current && { ...current, reason, errors: { ...current.errors, reason: '' } }),
        onNote: (noteId) => setDraft((current) => current && { ...current, noteId, errors: { ...current.errors, noteId: '' } }),
        onConfirm: confirm,
        onCancel: () => setDraft(null),
      }} />
  );
}
