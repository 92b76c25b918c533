import { Message } from 'primereact/message';
import { Button } from 'primereact/button';
import type { LeftOutCode } from './fast-coding-view.js';

/** What the last Insert did, as the server reported it. */
export interface InsertSummary {
  readonly added: readonly string[];
  readonly alreadyPresent: readonly string[];
  readonly unknown: readonly string[];
  readonly invalid: readonly string[];
  readonly leftOut: readonly LeftOutCode[];
}

/** The report of the last Insert: codes added, already there, unknown, invalid, and those the Optimizer left out with the HCC that trumps them. */
export function InsertSummaryView({ summary, onDismiss }: { summary: InsertSummary; onDismiss: () => void }) {
  const line = (label: string, codes: readonly string[]) => (codes.length === 0 ? null : <li>{label}: {codes.join(', ')}</li>);
  return (
    <Message severity={summary.unknown.length + summary.invalid.length > 0 ? 'warn' : 'success'} className="insert-summary record-controls" content={(
      <div className="insert-summary__body" role="status" aria-label="Insert report">
        <ul>
          {line('Added', summary.added)}
          {line('Already on the record', summary.alreadyPresent)}
          {line('Not in the catalogue', summary.unknown)}
          {line('Not a diagnosis code', summary.invalid)}
          {summary.leftOut.map((code) => <li key={code.code}>Left out by the Optimizer: {code.code}, {code.reason}</li>)}
        </ul>
        <Button icon="pi pi-times" rounded text aria-label="Dismiss" onClick={onDismiss} />
      </div>
    )} />
  );
}
