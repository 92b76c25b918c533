import { Button } from 'primereact/button';
import { type ListColumn, ListTable } from '../../shared/components/list-table.js';
import { CoverSheetsView, type CoverSheetsViewProps } from './cover-sheets-view.js';
import { NewAuditDialogView, type NewAuditDialogViewProps } from './new-audit-dialog-view.js';
import type { AuditLine } from './radv-words.js';
import './radv.css';

export interface RadvViewProps {
  readonly audits: readonly AuditLine[];
  readonly loading: boolean;
  /** The audits could not be read: the table says so. */
  readonly failed: boolean;
  /** The audit whose zip is being fetched, if any. */
  readonly downloading: number | null;
  readonly onShow: (auditId: number) => void;
  readonly onDownload: (auditId: number) => void;
  readonly onNewAudit: () => void;
  readonly newAudit: NewAuditDialogViewProps;
  /** The cover sheets of the audit shown; null shows none. */
  readonly coverSheets: CoverSheetsViewProps | null;
}

function ProgressCell({ line }: { readonly line: AuditLine }) {
  const id = `radv-progress-${line.id}`;
  return (
    <div className="radv__progress">
      {/* A real progress element: screen readers say its value; the words below say the same for everyone. */}
      <progress id={id} value={line.progress.done} max={Math.max(line.progress.total, 1)} aria-label={`Pack of ${line.name}, due ${line.dueDate}`} aria-describedby={`${id}-text`} />
      <span id={`${id}-text`}>{line.progress.text}</span>
      {line.failure && <span className="p-error">{line.failure}</span>}
    </div>
  );
}

const count = (line: AuditLine, key: keyof NonNullable<AuditLine['counts']>) => (line.counts === null ? '—' : line.counts[key]);

const columns = (props: RadvViewProps): ListColumn<AuditLine>[] => [
  { header: 'Contract', sortValue: (line) => line.contract, cell: (line) => line.contract },
  { header: 'Payment year', sortValue: (line) => line.paymentYear, className: 'radv__number', cell: (line) => line.paymentYear },
  { header: 'Members', sortValue: (line) => line.members, className: 'radv__number', cell: (line) => line.members },
  { header: 'Due date', sortValue: (line) => line.dueOn,
    cell: (line) => <span className="radv__due">{line.dueDate}<small>{line.daysLeft}</small></span> },
  { header: 'Status', cell: (line) => <ProgressCell line={line} /> },
  { header: 'Ready', className: 'radv__number', cell: (line) => count(line, 'ready') },
  { header: 'Weak', className: 'radv__number', cell: (line) => count(line, 'weak') },
  { header: 'Unsupported', className: 'radv__number', cell: (line) => count(line, 'unsupported') },
  { header: 'Actions', hiddenHeader: true, sticky: 'end', cell: (line) => (
    <span className="radv__actions">
      <Button type="button" label="Cover sheets" icon="pi pi-list" outlined size="small" aria-label={`Cover sheets of ${line.name}, due ${line.dueDate}`}
        onClick={() => props.onShow(line.id)} />
      {line.built && (
        <Button type="button" label="Download pack" icon="pi pi-download" size="small" aria-label={`Download pack of ${line.name}, due ${line.dueDate}`}
          loading={props.downloading === line.id} onClick={() => props.onDownload(line.id)} />
      )}
    </span>
  ) },
];

/** The RADV audit tracker: each audit with its due date and pack, a new audit, and the cover sheets of the one shown. */
export function RadvView(props: RadvViewProps) {
  return (
    <section className="radv">
      <header className="radv__header">
        <h1>RADV Audits</h1>
        <Button type="button" label="New audit" icon="pi pi-plus" onClick={props.onNewAudit} />
      </header>
      <p className="radv__intro">Each audit builds an evidence pack in the background: a cover sheet and one PDF per member, and a manifest with the SHA-256 of every file.</p>
      <ListTable label="RADV audits" rows={props.audits} rowKey={(line) => line.id} columns={columns(props)} loading={props.loading} failed={props.failed}
        emptyMessage="No audit yet: open one with New audit" />
      {props.coverSheets && <CoverSheetsView {...props.coverSheets} />}
      <NewAuditDialogView {...props.newAudit} />
    </section>
  );
}
