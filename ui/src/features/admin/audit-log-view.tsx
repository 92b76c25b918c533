import type { FormEvent } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import type { AuditEntry } from '@rafdesk/core';
import { ListTable, type PagedRows, type ServerSorted } from '../../shared/components/list-table.js';
import type { AuditFilterInput } from './admin-client.js';
import { OUTCOME_LABELS, actorText, recordIdsText } from './audit-rows.js';
import { dateTimeText } from '../../shared/format/date-text.js';
import './admin.css';
import { ExportProgressView } from '../../shared/export/export-progress-view.js';
import type { ExportProgressState } from '../../shared/export/export-progress.js';

export type AuditFilterDraft = { readonly [K in keyof AuditFilterInput]: string };

export interface AuditLogViewProps extends PagedRows<AuditEntry>, ServerSorted {
  readonly draft: AuditFilterDraft;
  /** The server's word on a refused filter (a reversed date range), shown under the filters. */
  readonly filterError: string | null;
  readonly onDraft: (field: keyof AuditFilterDraft, value: string) => void;
  readonly onApply: () => void;
  /** Clear Filter, shown while a filter is set; null hides it. */
  readonly onClear: (() => void) | null;
  readonly onExport: () => void;
  /** The Excel export under way, or null. */
  readonly exportProgress: ExportProgressState | null;
}

const FIELDS: readonly { field: keyof AuditFilterDraft; label: string; type: 'text' | 'date'; hint?: string }[] = [
  { field: 'userName', label: 'User', type: 'text' },
  { field: 'recordId', label: 'Patient Record ID', type: 'text' },
  { field: 'action', label: 'Action', type: 'text', hint: 'e.g. patients, records, users.create' },
  { field: 'fromDate', label: 'From', type: 'date' },
  { field: 'toDate', label: 'To', type: 'date' },
];

/**
 * The audit log viewer: who read or changed which record, when, from where and with which outcome, filtered by user,
 * patient record, action and days, exportable to Excel for a HIPAA access request.
 */
export function AuditLogView(props: AuditLogViewProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onApply();
  };
  return (
    <section className="admin-screen">
      <h1>Audit Log</h1>
      <form className="admin-filters" onSubmit={submit} aria-label="Audit filters">
        {FIELDS.map(({ field, label, type, hint }) => (
          <div key={field} className="field">
            <label htmlFor={`audit-${field}`}>{label}</label>
            <InputText id={`audit-${field}`} type={type} value={props.draft[field]} placeholder={hint}
              invalid={field === 'toDate' && props.filterError !== null} aria-describedby={field === 'toDate' && props.filterError ? 'audit-filter-error' : undefined}
              onChange={(event) => props.onDraft(field, event.target.value)} />
          </div>
        ))}
        <div className="admin-filters__buttons">
          <Button type="submit" label="Search" icon="pi pi-search" />
          {props.onClear && <Button type="button" label="Clear Filter" icon="pi pi-filter-slash" text onClick={props.onClear} />}
        </div>
      </form>
      {props.filterError && <small id="audit-filter-error" className="p-error field-error">{props.filterError}</small>}
      <div className="admin-toolbar">
        <span>{props.page.totalCount} entries</span>
        <Button type="button" label="Export to Excel" icon="pi pi-file-excel" severity="success" outlined loading={props.exportProgress !== null} onClick={props.onExport} />
      </div>
      <ExportProgressView progress={props.exportProgress} />
      <ListTable label="Audit Log" rows={props.rows} rowKey={(row) => `${row.requestId}-${row.action}-${row.at.getTime()}`} loading={props.loading} failed={props.failed}
        emptyMessage="No audit entries" page={props.page} onPage={props.onPage} serverSort={{ sort: props.sort, onSort: props.onSort }}
        columns={[
          { header: 'Date', sortField: 'at', cell: (row) => dateTimeText(row.at) },
          { header: 'User', cell: actorText },
          { header: 'Action', sortField: 'action', cell: (row) => row.action },
          { header: 'Record IDs', cell: (row) => recordIdsText(row.recordId) },
          { header: 'IP Address', sortField: 'ip', cell: (row) => row.ip },
          { header: 'Outcome', sortField: 'outcome', cell: (row) => OUTCOME_LABELS[row.outcome] },
        ]} />
    </section>
  );
}
