import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { DiagnosticsTableView, type DiagnosticsTableViewProps } from './diagnostics-table-view.js';
import { FastCodingView, type FastCodingViewProps } from './fast-coding-view.js';
import { InsertSummaryView, type InsertSummary } from './insert-summary-view.js';
import { NoteEditorView, type NoteEditorViewProps } from './note-editor-view.js';
import { NotesCardView, type NotesCardViewProps } from './notes-card-view.js';
import { PatientCardView, type PatientCardViewProps } from './patient-card-view.js';
import { RafCardView, type RafCardViewProps } from './raf-card-view.js';
import { RafExplanationView, type RafExplanationViewProps } from './raf-explanation-view.js';
import { RecordHeaderView, type RecordHeaderViewProps } from './record-header-view.js';
import { ConfirmDialogView, MessageDialogView, type ConfirmDialogViewProps, type MessageDialogViewProps } from '../../shared/components/confirm-dialog-view.js';
import './records.css';

export interface RecordsViewProps {
  readonly loading: boolean;
  readonly error: string | null;
  /** Print mode hides every control. */
  readonly printing: boolean;
  readonly header: RecordHeaderViewProps;
  readonly patient: PatientCardViewProps | null;
  readonly raf: RafCardViewProps | null;
  readonly doctorNotes: NotesCardViewProps;
  readonly magNotes: NotesCardViewProps;
  /** PN History and Smart PN (roles that are not MAG roles); null hides them. */
  readonly progressNotes: null | { readonly onHistory: () => void; readonly smartPn: null | { readonly disabled: boolean; readonly onClick: () => void } };
  readonly noteEditor: NoteEditorViewProps;
  readonly table: DiagnosticsTableViewProps;
  readonly fastCoding: FastCodingViewProps;
  readonly explanation: RafExplanationViewProps;
  readonly confirm: ConfirmDialogViewProps;
  readonly message: MessageDialogViewProps;
  readonly insertSummary: null | { readonly summary: InsertSummary; readonly onDismiss: () => void };
  /** The patient's open gaps (the gaps feature's panel, mounted by the screen), between the cards and the table. */
  readonly gapsPanel?: ReactNode;
  /** What counts for the payment year: RAF that counts beside RAF coded, high-risk flags, the ledger (the compliance feature's panel). */
  readonly compliancePanel?: ReactNode;
}

/** The records view ("Diagnostics"): header, patient, RAF and notes cards, the diagnostics table and its dialogs. */
export function RecordsView(props: RecordsViewProps) {
  const { loading, error, printing, header, patient, raf, doctorNotes, magNotes, progressNotes, noteEditor, table, fastCoding, explanation, confirm, message, insertSummary, gapsPanel, compliancePanel } = props;
  const pnActions = progressNotes && (
    <>
      <Button label="PN History" icon="pi pi-history" size="small" text onClick={progressNotes.onHistory} />
      {progressNotes.smartPn && <Button label="Create Smart PN" tooltip="Create a new Smart PN" icon="pi pi-file-edit" size="small" disabled={progressNotes.smartPn.disabled} onClick={progressNotes.smartPn.onClick} />}
    </>
  );
  return (
    <section className={printing ? 'records-view records-view--printing' : 'records-view'} aria-busy={loading}>
      <RecordHeaderView {...header} />
      {error && <Message severity="error" text={error} />}
      {!patient ? (loading && <p>Loading the record…</p>) : (
        <>
          <div className="records-view__cards">
            {patient && <PatientCardView {...patient} />}
            {raf && <RafCardView {...raf} />}
            <NotesCardView {...doctorNotes} />
            <NotesCardView {...magNotes} actions={pnActions} />
          </div>
          {insertSummary && <InsertSummaryView summary={insertSummary.summary} onDismiss={insertSummary.onDismiss} />}
          {!printing && compliancePanel}
          {!printing && gapsPanel}
          <DiagnosticsTableView {...table} />
        </>
      )}
      <NoteEditorView {...noteEditor} />
      <FastCodingView {...fastCoding} />
      <RafExplanationView {...explanation} />
      <ConfirmDialogView danger {...confirm} />
      <MessageDialogView {...message} />
    </section>
  );
}
