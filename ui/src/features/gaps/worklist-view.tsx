import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { WORKLIST_STATUSES, type GapKind, type WorklistStatus } from '@rafdesk/core';
import { type ListColumn, ListTable, type PagedRows, type ServerSorted } from '../../shared/components/list-table.js';
import { ExportProgressView } from '../../shared/export/export-progress-view.js';
import type { ExportProgressState } from '../../shared/export/export-progress.js';
import { GapListView, type GapLine } from './gap-list-view.js';
import { NotPresentDialogView, type NotPresentDialogViewProps } from './not-present-dialog-view.js';
import { HistoryImportView, type HistoryImportViewProps } from './history-import-view.js';
import { WORKLIST_STATUS_LABELS } from './worklist-words.js';
import './gaps.css';

/** One patient of the worklist as the table shows it. */
export interface WorklistLine {
  readonly recordId: number;
  readonly patientName: string;
  readonly dateOfBirth: string;
  readonly doctorName: string;
  readonly insuranceName: string;
  readonly openGaps: number;
  readonly openRaf: string;
  readonly openDollars: string;
  readonly gaps: readonly GapLine[];
}

interface Choice<T> {
  readonly options: readonly { readonly label: string; readonly value: T }[];
  readonly value: T | null;
  readonly onChange: (value: T | null) => void;
}

/** What a gap's buttons do on the worklist, for the gap of a patient's record. */
export interface WorklistGapEvents {
  readonly onDocument: (recordId: number, key: string) => void;
  readonly onNotPresent: (recordId: number, key: string) => void;
  readonly onDefer: (recordId: number, key: string) => void;
  readonly onReopen: (recordId: number, key: string) => void;
  readonly onHistory: (recordId: number, key: string) => void;
}

export interface WorklistViewProps extends PagedRows<WorklistLine>, ServerSorted {
  readonly userFullName: string;
  /** "29 days left in this semester and 29 in the year for this year's dates of service", once known. */
  readonly daysLeft: string | null;
  /** Insurance staff read the worklist of their insurance's patients and decide nothing. */
  readonly readOnly: boolean;
  readonly filters: {
    readonly doctor: Choice<number> | null;
    readonly insurance: Choice<number> | null;
    readonly kind: Choice<GapKind>;
    readonly status: { readonly value: WorklistStatus; readonly onChange: (status: WorklistStatus) => void };
    readonly hcc: { readonly text: string; readonly onText: (text: string) => void; readonly onApply: () => void; readonly error: string | null };
    readonly search: { readonly text: string; readonly onText: (text: string) => void; readonly onSearch: () => void };
    readonly onClear: (() => void) | null;
  };
  readonly expanded: ReadonlySet<number>;
  readonly onExpandedChange: (keys: ReadonlySet<number>) => void;
  readonly onOpenRecord: (recordId: number) => void;
  readonly gapEvents: WorklistGapEvents;
  readonly busy: boolean;
  readonly onExport: () => void;
  readonly exportProgress: ExportProgressState | null;
  /** One PDF of the pre-visit summaries of the patients on this page (a day's list picked from the worklist); null with no row. */
  readonly preVisitDay: null | { readonly busy: boolean; readonly onClick: () => void };
  readonly notPresent: NotPresentDialogViewProps;
  /** Import history (roles that may write diagnoses); null hides it. */
  readonly historyImport: null | (HistoryImportViewProps & { readonly openDialog: () => void });
}

const STATUS_OPTIONS = WORKLIST_STATUSES.map((status) => ({ label: WORKLIST_STATUS_LABELS[status], value: status }));

function Filter<T>({ id, label, choice, placeholder }: { id: string; label: string; choice: Choice<T>; placeholder: string }) {
  return (
    <div className="worklist__filter">
      <label htmlFor={id}>{label}</label>
      <Dropdown inputId={id} value={choice.value} options={[...choice.options]} placeholder={placeholder} showClear filter={choice.options.length > 10}
        onChange={(event) => choice.onChange((event.value as T | undefined) ?? null)} />
    </div>
  );
}

const COLUMNS = (onOpenRecord: (recordId: number) => void): ListColumn<WorklistLine>[] => [
  { header: 'Patient', sticky: true, sortField: 'patientName',
    cell: (row) => <Button link className="worklist__patient" label={row.patientName} aria-label={`Open the record of ${row.patientName}`} onClick={() => onOpenRecord(row.recordId)} /> },
  { header: 'Date of birth', sortField: 'dateOfBirth', cell: (row) => row.dateOfBirth },
  { header: 'Doctor', sortField: 'doctorName', cell: (row) => row.doctorName },
  { header: 'Insurance', sortField: 'insuranceName', cell: (row) => row.insuranceName },
  { header: 'Open gaps', sortField: 'openGaps', className: 'worklist__number', cell: (row) => row.openGaps },
  { header: 'Open RAF', sortField: 'openRaf', className: 'worklist__number', cell: (row) => row.openRaf },
  { header: 'Open value a year', sortField: 'openDollars', className: 'worklist__number', cell: (row) => row.openDollars },
];

/** The gap worklist: patients ranked by open value, their gaps with evidence, and the decisions in place. */
export function WorklistView(props: WorklistViewProps) {
  const { filters, gapEvents } = props;
  return (
    <section className="worklist">
      <header className="worklist__header">
        <h1>Gap Worklist</h1>
        <span className="worklist__user">{props.userFullName}</span>
      </header>
      <p className="worklist__days">{props.daysLeft ?? ' '}{props.readOnly && ' Read only: your insurance\'s patients.'}</p>
      <div className="worklist__filters" role="group" aria-label="Filters">
        <div className="worklist__filter">
          <label htmlFor="worklist-search">Patient Name, INS Contract No:</label>
          <InputText id="worklist-search" value={filters.search.text} onChange={(event) => filters.search.onText(event.target.value)}
            onKeyDown={(event) => { if (event.key === 'Enter') filters.search.onSearch(); }} />
        </div>
        {filters.doctor && <Filter id="worklist-doctor" label="Doctor" choice={filters.doctor} placeholder="All doctors" />}
        {filters.insurance && <Filter id="worklist-insurance" label="Insurance" choice={filters.insurance} placeholder="All insurances" />}
        <Filter id="worklist-kind" label="Gap kind" choice={filters.kind} placeholder="Both kinds" />
        <div className="worklist__filter">
          <label htmlFor="worklist-hcc">HCC</label>
          <InputText id="worklist-hcc" value={filters.hcc.text} placeholder="HCC37" className="worklist__hcc" onChange={(event) => filters.hcc.onText(event.target.value)}
            onKeyDown={(event) => { if (event.key === 'Enter') filters.hcc.onApply(); }}
            invalid={filters.hcc.error !== null} aria-invalid={filters.hcc.error !== null} aria-describedby={filters.hcc.error ? 'worklist-hcc-error' : undefined} />
          {filters.hcc.error && <small id="worklist-hcc-error" className="p-error">{filters.hcc.error}</small>}
        </div>
        <div className="worklist__filter">
          <label htmlFor="worklist-status">Status</label>
          <Dropdown inputId="worklist-status" value={filters.status.value} options={STATUS_OPTIONS} placeholder="Status" onChange={(event) => filters.status.onChange(event.value as WorklistStatus)} />
        </div>
        <div className="worklist__buttons">
          <Button label="Search" icon="pi pi-search" onClick={() => { filters.search.onSearch(); filters.hcc.onApply(); }} />
          {filters.onClear && <Button label="Clear Filter" icon="pi pi-filter-slash" text onClick={filters.onClear} />}
          <Button label="Export to Excel" icon="pi pi-file-excel" severity="success" outlined loading={props.exportProgress !== null} onClick={props.onExport} />
          {props.historyImport && <Button label="Import history" icon="pi pi-upload" outlined onClick={props.historyImport.openDialog} />}
          {props.preVisitDay && <Button label="Pre-visit summaries of this page (PDF)" icon="pi pi-file-pdf" outlined loading={props.preVisitDay.busy} onClick={props.preVisitDay.onClick} />}
        </div>
      </div>
      <ExportProgressView progress={props.exportProgress} />
      <ListTable label="Gap worklist" rows={props.rows} rowKey={(row) => row.recordId} loading={props.loading} failed={props.failed}
        emptyMessage="No patient has a gap that matches" page={props.page} onPage={props.onPage} serverSort={{ sort: props.sort, onSort: props.onSort }}
        columns={COLUMNS(props.onOpenRecord)}
        expansion={{
          expanded: props.expanded, onChange: (keys) => props.onExpandedChange(keys as ReadonlySet<number>),
          rowLabel: (row) => `the gaps of ${row.patientName}`,
          details: (row) => (
            <GapListView gaps={row.gaps} documentLabel="Add the code" busy={props.busy} emptyText="No gap matches the filters"
              onDocument={(key) => gapEvents.onDocument(row.recordId, key)} onNotPresent={(key) => gapEvents.onNotPresent(row.recordId, key)}
              onDefer={(key) => gapEvents.onDefer(row.recordId, key)} onReopen={(key) => gapEvents.onReopen(row.recordId, key)}
              onHistory={(key) => gapEvents.onHistory(row.recordId, key)} />
          ),
        }} />
      <NotPresentDialogView {...props.notPresent} />
      {props.historyImport && <HistoryImportView {...props.historyImport} />}
    </section>
  );
}
