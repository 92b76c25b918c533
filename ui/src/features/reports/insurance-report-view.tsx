import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import type { InsuranceReportRow } from '@rafdesk/core';
import { type ListColumn, ListTable, type PagedRows, type ServerSorted } from '../../shared/components/list-table.js';
import { type ReportColumn, cellText } from './report-kinds.js';
import './reports.css';
import { ExportProgressView } from '../../shared/export/export-progress-view.js';
import type { ExportProgressState } from '../../shared/export/export-progress.js';

const rowKey = (row: InsuranceReportRow) => JSON.stringify(row);

export const REPORT_SEARCH_LABEL = 'Search By (NPI, Doctor Name):';

export interface InsuranceReportViewProps extends PagedRows<InsuranceReportRow>, ServerSorted {
  readonly title: string;
  readonly userFullName: string;
  readonly columns: readonly ReportColumn[];
  /** The search box (not for Doctor and Staff); null hides it. */
  readonly search: null | { readonly text: string; readonly onText: (text: string) => void; readonly onSearch: () => void; readonly onClear: (() => void) | null };
  readonly onExport: () => void;
  /** The Excel export under way, or null. */
  readonly exportProgress: ExportProgressState | null;
  /** The payment year reported and the years to switch to; null until the portal's years are known. */
  readonly paymentYear?: null | { readonly year: number; readonly current: number; readonly years: readonly number[]; readonly onYear: (year: number) => void };
}

/** An insurance report: title with the user, the search, Export to Excel and the paged table (US dollars, percentages ×100). */
export function InsuranceReportView({ title, userFullName, columns, rows, loading, failed, page, onPage, sort, onSort, search, onExport, exportProgress, paymentYear }: InsuranceReportViewProps) {
  return (
    <section className="insurance-report">
      <header className="insurance-report__header">
        <h1>{title}</h1>
        <span className="insurance-report__user">{userFullName}</span>
      </header>
      <div className="insurance-report__toolbar">
        {paymentYear && (
          <div className="insurance-report__year">
            <label htmlFor="report-year">Payment year</label>
            <select id="report-year" value={paymentYear.year} onChange={(event) => paymentYear.onYear(Number(event.target.value))}>
              {paymentYear.years.map((year) => <option key={year} value={year}>PY{year}{year === paymentYear.current ? ' (current)' : ''}</option>)}
            </select>
          </div>
        )}
        {search && (
          <div className="insurance-report__search">
            <label htmlFor="report-search">{REPORT_SEARCH_LABEL}</label>
            <InputText id="report-search" value={search.text} onChange={(event) => search.onText(event.target.value)} onKeyDown={(event) => { if (event.key === 'Enter') search.onSearch(); }} />
            <Button label="Search" icon="pi pi-search" onClick={search.onSearch} />
            {search.onClear && <Button label="Clear Filter" icon="pi pi-filter-slash" text onClick={search.onClear} />}
          </div>
        )}
        <Button label="Export to Excel" icon="pi pi-file-excel" severity="success" outlined loading={exportProgress !== null} onClick={onExport} />
      </div>
      <ExportProgressView progress={exportProgress} />
      <ListTable label={title} rows={rows} rowKey={rowKey} loading={loading} failed={failed} emptyMessage="No rows" page={page} onPage={onPage} serverSort={{ sort, onSort }}
        columns={columns.map((column, index): ListColumn<InsuranceReportRow> => ({
          header: column.header, sticky: index < 2,
          className: column.kind === 'money' || column.kind === 'percent' || column.kind === 'raf' ? 'insurance-report__number' : undefined,
          cell: (row, rowIndex) => (column.kind === 'index' ? rowIndex + 1 : cellText(column.kind, column.value(row))),
          ...(column.sortField === undefined ? {} : { sortField: column.sortField }),
        }))} />
    </section>
  );
}
