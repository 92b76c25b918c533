import { Button } from 'primereact/button';

export interface HistoryNoteRow {
  readonly id: number;
  readonly createdAt: string;
  readonly serviceDate: string;
  readonly cpt: string;
  readonly diagnoses: string;
  readonly author: string;
}

export interface HistoryDraftRow {
  readonly id: number;
  readonly savedAt: string;
  readonly serviceDate: string;
  readonly diagnoses: string;
}

export interface PnHistoryViewProps {
  readonly loading: boolean;
  readonly error: string | null;
  readonly patientName: string;
  readonly notes: readonly HistoryNoteRow[];
  readonly drafts: readonly HistoryDraftRow[];
  /** InsuranceStaff reads only: no continue, delete or new note. */
  readonly readOnly: boolean;
  readonly onBack: () => void;
  readonly onNew: (() => void) | null;
  readonly onOpenPdf: (id: number) => void;
  readonly onContinue: (id: number) => void;
  readonly onDelete: (id: number) => void;
}

/** PN History: the record's submitted notes and open drafts, newest first. */
export function PnHistoryView(props: PnHistoryViewProps) {
  return (
    <section className="smart-pn" aria-labelledby="pn-history-title">
      <header className="smart-pn-header">
        <h1 id="pn-history-title">Smart PN History</h1>
        <p className="smart-pn-patient">{props.patientName}</p>
        <Button type="button" text size="small" icon="pi pi-arrow-left" label="Go Back" onClick={props.onBack} />
        {props.onNew && !props.readOnly && <Button type="button" size="small" icon="pi pi-file-edit" label="Create Smart PN" onClick={props.onNew} />}
      </header>
      {props.error && <p role="alert" className="p-error">{props.error}</p>}
      {props.loading && <p aria-busy="true">Loading…</p>}
      <h2 className="smart-pn-section-title">Drafts in progress</h2>
      <div className="smart-pn-scroll">
      <table className="smart-pn-dx-table" aria-label="Drafts in progress">
        <thead><tr><th scope="col">Last saved</th><th scope="col">Service Date</th><th scope="col">Diagnoses</th><th scope="col">Actions</th></tr></thead>
        <tbody>
          {props.drafts.length === 0 && <tr><td colSpan={4}>There are no drafts for this record</td></tr>}
          {props.drafts.map((draft) => (
            <tr key={draft.id}>
              <td>{draft.savedAt}</td><td>{draft.serviceDate || '—'}</td><td>{draft.diagnoses || '—'}</td>
              <td>
                {props.readOnly ? <span className="smart-pn-muted">Read only</span> : (
                  <>
                    <Button type="button" size="small" text label="Continue" aria-label={`Continue the draft saved ${draft.savedAt}`} onClick={() => props.onContinue(draft.id)} />
                    <Button type="button" size="small" text severity="danger" label="Delete" aria-label={`Delete the draft saved ${draft.savedAt}`} onClick={() => props.onDelete(draft.id)} />
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
      <h2 className="smart-pn-section-title">Submitted notes</h2>
      <div className="smart-pn-scroll">
      <table className="smart-pn-dx-table" aria-label="Submitted notes">
        <thead><tr><th scope="col">Created</th><th scope="col">Service Date</th><th scope="col">CPT</th><th scope="col">Diagnoses</th><th scope="col">Author</th><th scope="col">PDF</th></tr></thead>
        <tbody>
          {props.notes.length === 0 && <tr><td colSpan={6}>There are no progress notes for this record</td></tr>}
          {props.notes.map((note) => (
            <tr key={note.id}>
              <td>{note.createdAt}</td><td>{note.serviceDate}</td><td>{note.cpt || '—'}</td><td>{note.diagnoses || '—'}</td><td>{note.author || '—'}</td>
              <td><Button type="button" size="small" text icon="pi pi-file-pdf" label="Open PDF" aria-label={`Open the PDF of the note of ${note.serviceDate}`} onClick={() => props.onOpenPdf(note.id)} /></td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </section>
  );
}
