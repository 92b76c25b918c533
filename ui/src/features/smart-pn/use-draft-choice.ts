import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { RecordId } from '@rafdesk/core';
import { fromResult } from '../../shared/query/from-result.js';
import { dateTimeText } from '../../shared/format/date-text.js';
import type { SmartPnClient } from './smart-pn-client.js';

/**
 * Which draft a wizard opens: the one asked for; for a new note, the record's newest open draft is offered first
 * (drafts piled up when every Create Smart PN started another); a new note when there is none or the user says so.
 */
export type DraftChoice =
  | { readonly kind: 'checking' }
  | { readonly kind: 'offer'; readonly savedAt: string; readonly onContinue: () => void; readonly onStartNew: () => void }
  | { readonly kind: 'decided'; readonly draftId: number | null };

export function useDraftChoice(client: SmartPnClient, recordId: RecordId | null, requested: number | null, onContinue: (id: number) => void): DraftChoice {
  const [decided, setDecided] = useState<{ draftId: number | null } | null>(requested === null ? null : { draftId: requested });
  const drafts = useQuery({
    queryKey: ['smart-pn', 'open-drafts', recordId], enabled: recordId !== null && decided === null, staleTime: 0, gcTime: 0,
    queryFn: () => fromResult(client.drafts(recordId as RecordId)),
  });
  if (decided !== null) return { kind: 'decided', draftId: decided.draftId };
  if (drafts.isPending) return { kind: 'checking' };
  // A list that cannot be read does not stand in the way of a new note.
  const newest = [...(drafts.data ?? [])].sort((a, b) => b.last_Saved.localeCompare(a.last_Saved))[0];
  if (newest === undefined) return { kind: 'decided', draftId: null };
  return {
    kind: 'offer', savedAt: dateTimeText(newest.last_Saved),
    onContinue: () => {
      setDecided({ draftId: newest.id });
      onContinue(newest.id);
    },
    onStartNew: () => setDecided({ draftId: null }),
  };
}
