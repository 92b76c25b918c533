import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { RecordIdSchema, type RecordId } from '@rafdesk/core';
import { fromResult } from '../../shared/query/from-result.js';
import { pathTo } from '../../shared/services/route-names.js';
import { useService } from '../../shared/services/services.js';
import { smartPnClient } from './smart-pn-client.js';
import { SmartPnWizard } from './smart-pn-wizard.js';
import { useDraftChoice } from './use-draft-choice.js';
import { DraftOfferView } from './draft-offer-view.js';
import './smart-pn.css';

/** Cache key of what the wizard reads before it opens. */
export const smartPnSourcesKey = (recordId: RecordId | null) => ['smart-pn', 'sources', recordId] as const;

/** The codes the records view had attached, handed over in the navigation state. */
function attachedFrom(state: unknown): string[] {
  const attached = (state as { attached?: unknown } | null)?.attached;
  return Array.isArray(attached) ? attached.filter((code): code is string => typeof code === 'string') : [];
}

/** What the wizard reads before it opens, read fresh each time (another tab may have changed the record). */
export function useWizardSources(recordId: RecordId | null) {
  const api = useService('api');
  const client = useMemo(() => smartPnClient(api), [api]);
  const sources = useQuery({ queryKey: smartPnSourcesKey(recordId), queryFn: () => fromResult(client.sources(recordId as RecordId)), enabled: recordId !== null, staleTime: 0, gcTime: 0 });
  return { client, sources };
}

/** /smartPN/:recordID/:ID (SmartPN): the Smart Progress Note wizard of a record; ID 0 starts a new note, another ID continues a draft. */
export function SmartPnScreen() {
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const recordId = useMemo(() => {
    const parsed = RecordIdSchema.safeParse(Number(params.recordID));
    return parsed.success ? parsed.data : null;
  }, [params.recordID]);
  // Only the ID of the first render counts: after the first save the route is replaced with the new ID while the wizard goes on.
  const [draftId] = useState(() => {
    const id = Number(params.ID);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  });
  const [attachedCodes] = useState(() => attachedFrom(location.state));
  const { client, sources } = useWizardSources(recordId);
  const showDraft = (id: number) => {
    if (recordId !== null) void navigate(pathTo('SmartPN', { recordID: recordId, ID: id }), { replace: true });
  };
  const choice = useDraftChoice(client, recordId, draftId, showDraft);
  if (recordId === null) return <section className="smart-pn"><h1>Smart Progress Note</h1><p role="alert">The address does not name a record.</p></section>;
  if (sources.isError) return <section className="smart-pn"><h1>Smart Progress Note</h1><p role="alert">The note could not be opened: the record&apos;s information did not load.</p></section>;
  if (!sources.data || choice.kind === 'checking') return <section className="smart-pn" aria-busy="true"><h1>Smart Progress Note</h1><p>Loading…</p></section>;
  if (choice.kind === 'offer') return <section className="smart-pn"><h1>Smart Progress Note</h1><DraftOfferView {...choice} /></section>;
  return (
    <SmartPnWizard sources={sources.data} recordId={recordId} draftId={choice.draftId} attachedCodes={attachedCodes} client={client} onDraftSaved={showDraft} />
  );
}
