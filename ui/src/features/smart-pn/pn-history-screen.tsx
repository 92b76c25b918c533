import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ResultAsync } from 'neverthrow';
import { can, fromDraftContent, progressNotePdfEndpoint, RecordIdSchema, type RecordId } from '@rafdesk/core';
import { useOfferUndo } from '../../shared/feedback/use-offer-undo.js';
import { dateTimeText, isoDateText, typedDateText } from '../../shared/format/date-text.js';
import { fromResult } from '../../shared/query/from-result.js';
import { pathTo } from '../../shared/services/route-names.js';
import { useService } from '../../shared/services/services.js';
import { useSession } from '../../shared/services/use-session.js';
import { smartPnClient } from './smart-pn-client.js';
import { PnHistoryView, type HistoryDraftRow, type HistoryNoteRow } from './pn-history-view.js';
import { ConfirmDialogView } from '../../shared/components/confirm-dialog-view.js';
import './smart-pn.css';

/** /smartPNHistory/:recordID (SmartPNHistory): submitted notes and open drafts of a record. */
export function PnHistoryScreen() {
  const params = useParams();
  const navigate = useNavigate();
  const api = useService('api');
  const config = useService('config');
  const clinical = useService('clinical');
  const effects = useService('effects');
  const offerUndo = useOfferUndo();
  const { user } = useSession();
  const queryClient = useQueryClient();
  // The draft whose Delete was pressed, until the user confirms or cancels; once deleted, Undo brings it back for a few seconds.
  const [deleting, setDeleting] = useState<HistoryDraftRow | null>(null);
  const [busy, setBusy] = useState(false);
  const client = useMemo(() => smartPnClient(api), [api]);
  const recordId = useMemo(() => {
    const parsed = RecordIdSchema.safeParse(Number(params.recordID));
    return parsed.success ? parsed.data : null;
  }, [params.recordID]);
  const readOnly = !can({ role: user?.role ?? 'InsuranceStaff' }, 'record.createSmartPn');
  const key = ['smart-pn', 'history', recordId] as const;
  const history = useQuery({
    queryKey: key, enabled: recordId !== null, staleTime: 0,
    queryFn: () => fromResult(client.notes(recordId as RecordId).andThen((notes) => ResultAsync.combine(notes.map((note) => client.note(recordId as RecordId, note.progressNoteID)))
      .andThen((details) => client.drafts(recordId as RecordId).map((drafts) => ({ notes: details, drafts }))))),
  });

  const notes: HistoryNoteRow[] = (history.data?.notes ?? []).map((note) => ({
    id: note.progressNoteID, createdAt: dateTimeText(note.creationDate), serviceDate: isoDateText(note.serviceDate),
    cpt: note.cpt === 'Other' && note.otherCPT ? `Other: ${note.otherCPT}` : note.cpt ?? '', author: note.provider ?? '',
    diagnoses: note.jsonDXTable.map((row) => row.DiagnosticID).join(', '),
  }));
  const drafts: HistoryDraftRow[] = [...(history.data?.drafts ?? [])].sort((a, b) => b.last_Saved.localeCompare(a.last_Saved)).map((draft) => {
    const sections = fromDraftContent(draft.progressNote_Data);
    return {
      id: draft.id, savedAt: dateTimeText(draft.last_Saved),
      serviceDate: sections.map((s) => typedDateText(s.info.serviceDate)).unwrapOr('Unreadable draft'),
      diagnoses: sections.map((s) => s.dx.attached.map((row) => row.code).join(', ')).unwrapOr(''),
    };
  });

  const openPdf = (id: number) => {
    const url = `${config.apiBase.replace(/\/$/, '')}/${progressNotePdfEndpoint.path}?RecordID=${recordId}&ProgressNoteID=${id}`;
    void fetch(url, { headers: { authorization: `Bearer ${user?.token ?? ''}` } })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        clinical.save({ fileName: `SmartPN-${recordId}.pdf`, mediaType: 'application/pdf', bytes: new Uint8Array(await response.arrayBuffer()) });
      })
      .catch(() => effects.showToast({ severity: 'danger', title: 'Error', text: 'The PDF of this note could not be opened' }));
  };

  if (recordId === null) return <section className="smart-pn"><h1>Smart PN History</h1><p role="alert">The address does not name a record.</p></section>;
  const deleteDraft = (draft: HistoryDraftRow) => {
    setBusy(true);
    const reread = () => void queryClient.invalidateQueries({ queryKey: key });
    void client.deleteDraft(draft.id).map((undoId) => {
      offerUndo({
        title: 'Success!', text: 'The draft has been deleted', restoredText: 'The draft has been restored', undoId,
        restore: (id) => client.restoreDraft(id).map(reread),
      });
      reread();
    }).then(() => {
      setBusy(false);
      setDeleting(null);
    });
  };

  return (
    <>
    <PnHistoryView
      loading={history.isPending} error={history.isError ? 'The history of this record could not be read.' : null}
      patientName={history.data?.notes[0]?.patient ?? ''} notes={notes} drafts={drafts} readOnly={readOnly}
      onBack={() => void navigate(pathTo('RecordsView', { recordID: recordId }))}
      onNew={readOnly ? null : () => void navigate(pathTo('SmartPN', { recordID: recordId, ID: 0 }))}
      onOpenPdf={openPdf}
      onContinue={(id) => void navigate(pathTo('SmartPN', { recordID: recordId, ID: id }))}
      onDelete={(id) => setDeleting(drafts.find((draft) => draft.id === id) ?? null)}
    />
    <ConfirmDialogView danger header="Delete the draft?" confirmLabel="Delete" busy={busy}
      text={deleting === null ? null : `The draft saved ${deleting.savedAt} (service date ${deleting.serviceDate || 'not given'}) will be deleted.`}
      onConfirm={() => { if (deleting !== null) deleteDraft(deleting); }} onCancel={() => { if (!busy) setDeleting(null); }} />
    </>
  );
}
