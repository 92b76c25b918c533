import { useMemo, useRef } from 'react';
import { Button } from 'primereact/button';
import type { BillingSemester, ListSort } from '@rafdesk/core';
import { DIAGNOSTIC_SORT_COLUMNS, type DiagnosticSortField } from './diagnostic-lines.js';
import type { DiagnosticLine } from './diagnostic-line.js';
import { DiagnosticRow, type RowActions } from './diagnostic-row.js';

export type { DiagnosticLine } from './diagnostic-line.js';

export interface DiagnosticsTableViewProps {
  readonly lines: readonly DiagnosticLine[];
  /** The rows are still being read: the table says so, and Export to Excel and Print wait for them. */
  readonly loading: boolean;
  readonly expandedKeys: ReadonlySet<string>;
  readonly onExpandedChange: (keys: ReadonlySet<string>) => void;
  readonly onBilling: (line: DiagnosticLine, semester: BillingSemester) => void;
  readonly onActive: (line: DiagnosticLine) => void;
  /** The Attach checkboxes (encounter selection, up to 12); null hides them. */
  readonly attach: null | { readonly disabled: boolean; readonly onToggle: (line: DiagnosticLine) => void };
  /** Row delete (MAG roles); null hides the column. */
  readonly onDelete: ((line: DiagnosticLine) => void) | null;
  readonly onExportExcel: (() => void) | null;
  readonly onPrint: () => void;
  readonly onDeleteAll: (() => void) | null;
  readonly busy: boolean;
  /** The order the lines are in (null: the record's own); a sortable header asks for another. */
  readonly sort: ListSort<DiagnosticSortField> | null;
  readonly onSort: (sort: ListSort<DiagnosticSortField> | null) => void;
}

/** A header that sorts: ascending, then descending, then the record's own order again. */
function SortHeader({ header, field, sort, onSort }: { header: string; field: DiagnosticSortField; sort: ListSort<DiagnosticSortField> | null; onSort: DiagnosticsTableViewProps['onSort'] }) {
  const direction = sort?.field === field ? sort.direction : null;
  const next = direction === null ? { field, direction: 'asc' as const } : direction === 'asc' ? { field, direction: 'desc' as const } : null;
  return (
    <th role="columnheader" aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}>
      <button type="button" className="diagnostics-table__sort" onClick={() => onSort(next)}>
        {header}<span className={`pi ${direction === 'asc' ? 'pi-sort-amount-up-alt' : direction === 'desc' ? 'pi-sort-amount-down' : 'pi-sort-alt'}`} aria-hidden="true" />
      </button>
    </th>
  );
}

// Column widths in rem: a fixed layout lets the browser lay out a thousand rows without measuring every cell first.
// The spec's columns all show; the expand arrow, # and Code stay at the left and the row's controls (billing, Active,
// Attach, Delete) at the right while the texts between them scroll, so every control stays in view at 1366 px.
const COLUMNS: readonly (readonly [string, number])[] = [['#', 3], ['Code', 5.5], ['Description', 16], ['V24 CMSHCC1', 5], ['V28 CMSHCC1', 5],
  ['V24 CMSHCC2', 5], ['V28 CMSHCC2', 5], ['Clinical Manifestations', 12], ['Treatment', 12], ['Alert', 10], ['Specialty', 9], ['Provider', 10],
  ['Billing First Semester', 6], ['Billing Second Semester', 6], ['Active', 4.5]];

/** The control columns a row ends with, by header, and the class their cells carry. */
const CONTROLS: Readonly<Record<string, string>> = {
  'Billing First Semester': 'bfs', 'Billing Second Semester': 'bss', Active: 'active', Attach: 'attach', Delete: 'delete',
};

/** How far from the right edge each control column sticks: the widths of the controls after it. */
function stickyOffsets(columns: readonly (readonly [string, number])[]): Record<string, string> {
  const offsets: Record<string, string> = {};
  let right = 0;
  for (const [header, width] of [...columns].reverse()) {
    const control = CONTROLS[header];
    if (control === undefined) break;
    offsets[`--sticky-${control}`] = `${right}rem`;
    right += width;
  }
  return offsets;
}

/** Rows drawn per block. */
const CHUNK = 50;

function chunksOf(lines: readonly DiagnosticLine[]): DiagnosticLine[][] {
  const chunks: DiagnosticLine[][] = [];
  for (let start = 0; start < lines.length; start += CHUNK) chunks.push(lines.slice(start, start + CHUNK));
  return chunks;
}

/** The record's diagnostics: the records view's columns, row details (the long texts and the Service Date) and the table's buttons. */
export function DiagnosticsTableView(props: DiagnosticsTableViewProps) {
  const { lines, loading, expandedKeys, onExpandedChange, attach, onDelete, onExportExcel, onPrint, onDeleteAll, busy } = props;
  const latest = useRef(props);
  latest.current = props;
  const attachShown = attach !== null;
  const deleteShown = onDelete !== null;
  // The same functions on every render: rows whose line did not change are not drawn again.
  const actions: RowActions = useMemo(() => ({
    onToggleExpanded: (line) => {
      const next = new Set(latest.current.expandedKeys);
      if (!next.delete(line.key)) next.add(line.key);
      latest.current.onExpandedChange(next);
    },
    onBilling: (line, semester) => latest.current.onBilling(line, semester),
    onActive: (line) => latest.current.onActive(line),
    onAttach: attachShown ? (line) => latest.current.attach?.onToggle(line) : null,
    onDelete: deleteShown ? (line) => latest.current.onDelete?.(line) : null,
  }), [attachShown, deleteShown]);
  const allExpanded = lines.length > 0 && lines.every((line) => expandedKeys.has(line.key));
  const columns = [['', 3] as const, ...COLUMNS, ...(attachShown ? [['Attach', 4.5] as const] : []), ...(deleteShown ? [['Delete', 4.5] as const] : [])];
  const headers = columns.slice(1).map(([header]) => header);
  const tableWidth = { minWidth: `${columns.reduce((sum, [, width]) => sum + width, 0)}rem` };
  const offsets = stickyOffsets(columns);
  const colgroup = <colgroup>{columns.map(([header, width]) => <col key={header} style={{ width: `${width}rem` }} />)}</colgroup>;
  return (
    <section className="diagnostics-table">
      <div className="diagnostics-table__buttons record-controls">
        <Button label={allExpanded ? 'Collapse All' : 'Expand All'} icon={allExpanded ? 'pi pi-minus' : 'pi pi-plus'} text
          onClick={() => onExpandedChange(allExpanded ? new Set() : new Set(lines.map((line) => line.key)))} />
        {onExportExcel && <Button label="Export to Excel" icon="pi pi-file-excel" severity="success" outlined disabled={loading} onClick={onExportExcel} />}
        <Button label="Print" icon="pi pi-print" outlined disabled={loading} onClick={onPrint} />
        {onDeleteAll && <Button label="Delete all records" icon="pi pi-trash" severity="danger" outlined disabled={busy || lines.length === 0} onClick={onDeleteAll} />}
      </div>
      <div className="p-datatable p-component p-datatable-sm p-datatable-striped">
        {/* Focusable so a keyboard scrolls it sideways too, when no row holds a control (a read-only role, no diagnostics). */}
        <div className="p-datatable-wrapper" role="table" aria-label="Diagnostics" aria-busy={loading} aria-rowcount={lines.length + 1} style={offsets} tabIndex={0}>
          <table className="p-datatable-table" role="presentation" style={tableWidth}>
            {colgroup}
            <thead className="p-datatable-thead" role="rowgroup">
              <tr role="row"><th role="columnheader" className="record-controls"><span className="p-hidden-accessible">Details</span></th>
                {headers.map((header) => {
                  const field = (DIAGNOSTIC_SORT_COLUMNS as Readonly<Record<string, DiagnosticSortField>>)[header];
                  if (field !== undefined) return <SortHeader key={header} header={header} field={field} sort={props.sort} onSort={props.onSort} />;
                  return <th key={header} role="columnheader" className={CONTROLS[header] ? `diagnostic-control diagnostic-control--${CONTROLS[header]}` : undefined}>{header}</th>;
                })}</tr>
            </thead>
          </table>
          {lines.length === 0 ? <p className="diagnostics-table__empty">{loading ? 'Loading the diagnostics…' : 'No diagnostics'}</p> : chunksOf(lines).map((chunk) => (
            // Each block of rows is its own table with the same fixed columns, so the browser lays out and paints only the blocks on screen.
            <div key={chunk[0]?.key} className="diagnostics-table__chunk" role="rowgroup" style={tableWidth}>
              <table className="p-datatable-table" role="presentation" style={tableWidth}>
                {colgroup}
                <tbody className="p-datatable-tbody">
                  {chunk.map((line) => (
                    <DiagnosticRow key={line.key} line={line} expanded={expandedKeys.has(line.key)} attachDisabled={attach?.disabled ?? true} deleteDisabled={busy}
                      columnCount={headers.length + 1} actions={actions} />
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
