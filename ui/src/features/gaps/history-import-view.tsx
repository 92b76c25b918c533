import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';

/** What became of an imported history, as the dialog tells it. */
export interface HistoryImportOutcome {
  /** "12 lines taken, 2 refused; the gaps of 5 patients were computed again." */
  readonly summary: string;
  readonly refused: readonly { readonly line: number; readonly reasons: string }[];
  /** Taken lines whose code the high-risk screen flags: each flag names the rule, why, the code instead and its RAF change. */
  readonly flagged: readonly { readonly line: number; readonly flags: readonly string[] }[];
  /** Columns of the file the history does not read. */
  readonly ignoredColumns: readonly string[];
}

export interface HistoryImportViewProps {
  readonly open: boolean;
  readonly fileName: string | null;
  readonly busy: boolean;
  /** Why the file was refused as a whole (or could not be sent), or null. */
  readonly error: string | null;
  readonly outcome: HistoryImportOutcome | null;
  readonly onFile: (file: File | null) => void;
  readonly onImport: () => void;
  readonly onClose: () => void;
}

/** Imports a history of prior diagnoses (.csv or .xlsx) and reports each line taken or refused with its reasons, and the taken lines flagged high-risk. */
export function HistoryImportView(props: HistoryImportViewProps) {
  return (
    <Dialog header="Import history" visible={props.open} onHide={props.onClose} style={{ width: 'min(40rem, 95vw)' }}
      footer={<><Button type="button" label="Close" text onClick={props.onClose} disabled={props.busy} />
        <Button type="button" label="Import" icon="pi pi-upload" onClick={props.onImport} loading={props.busy} disabled={props.fileName === null} /></>}>
      <p>Columns: INS Contract No or Record ID, ICD-10 Code, Date of Service, Source (claim, chart review or payer gap list), Provider NPI (optional).</p>
      <div className="field">
        <label htmlFor="gap-history-file">History file (.csv or .xlsx)</label>
        <input id="gap-history-file" type="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby={props.error ? 'gap-history-error' : undefined} onChange={(event) => props.onFile(event.target.files?.[0] ?? null)} />
      </div>
      {props.error && <p id="gap-history-error" role="alert" className="p-error">{props.error}</p>}
      {props.outcome && (
        <div className="gap-history-import">
          <Message severity={props.outcome.refused.length === 0 && props.outcome.flagged.length === 0 ? 'success' : 'warn'} text={props.outcome.summary} />
          {props.outcome.ignoredColumns.length > 0 && <p>{`Columns not read: ${props.outcome.ignoredColumns.join(', ')}.`}</p>}
          {props.outcome.refused.length > 0 && (
            <table className="gap-history">
              <caption>Lines refused</caption>
              <thead><tr><th scope="col">Line</th><th scope="col">Why</th></tr></thead>
              <tbody>{props.outcome.refused.map((line) => <tr key={line.line}><td>{line.line}</td><td>{line.reasons}</td></tr>)}</tbody>
            </table>
          )}
          {props.outcome.flagged.length > 0 && (
            <table className="gap-history">
              <caption>Lines taken and flagged high-risk (bill them only with a justification)</caption>
              <thead><tr><th scope="col">Line</th><th scope="col">Flag</th></tr></thead>
              <tbody>{props.outcome.flagged.map((line) => <tr key={line.line}><td>{line.line}</td><td>{line.flags.join(' ')}</td></tr>)}</tbody>
            </table>
          )}
        </div>
      )}
    </Dialog>
  );
}
