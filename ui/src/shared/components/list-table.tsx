import { useMemo, useState, type ReactNode } from 'react';
import { Column } from 'primereact/column';
import { DataTable, type DataTableExpandedRows, type DataTableSortEvent } from 'primereact/datatable';
import type { ListSort } from '@rafdesk/core';
import { pagerProps } from './pager.js';
import { RowToggler, toggled } from './row-toggler.js';

/**
 * One column of a list: a data column (sortable by `sortField` on the server, or by `sortValue` when the rows are the
 * whole list) or a control column (no sort).
 */
export interface ListColumn<Row> {
  readonly header: string;
  readonly cell: (row: Row, rowIndex: number) => ReactNode;
  /** What the column sorts by in the browser, for a list whose rows are all here; a checkbox or a button has none. */
  readonly sortValue?: (row: Row) => string | number | boolean | null | undefined;
  /** The column's sort field on the server, for a server-paged list (see `ListTableProps.serverSort`). */
  readonly sortField?: string;
  /** Stays in view when the table scrolls sideways: the first columns, or with 'end' the last ones (a row's controls). */
  readonly sticky?: boolean | 'end';
  readonly className?: string;
  /** Hidden header text for an icon-only column, so no header is empty. */
  readonly hiddenHeader?: boolean;
}

/** A server-paged list as a view receives it: the page's rows, whether it loads, where it is, and moving on. */
export interface PagedRows<Row> {
  readonly rows: readonly Row[];
  readonly loading: boolean;
  /** The rows could not be read. */
  readonly failed?: boolean;
  readonly page: { readonly pageNumber: number; readonly pageSize: number; readonly totalCount: number };
  readonly onPage: (pageNumber: number, pageSize: number) => void;
}

/** A list the server sorts as a whole: its order, and asking for another. */
export interface ServerSorted {
  readonly sort: ListSort<string> | null;
  readonly onSort: (sort: ListSort<string> | null) => void;
}

export interface ListTableProps<Row> {
  readonly label: string;
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string | number;
  readonly columns: readonly ListColumn<Row>[];
  readonly loading: boolean;
  /** The rows could not be read: the table says so, not the empty message. */
  readonly failed?: boolean;
  readonly emptyMessage: string;
  /**
   * Server paging: page sizes 10 … 1000, 'First' and at most 10 page buttons. Without it the rows are the whole
   * list (a calculation in the browser) and no pager shows.
   */
  readonly page?: { readonly pageNumber: number; readonly pageSize: number; readonly totalCount: number };
  readonly onPage?: (pageNumber: number, pageSize: number) => void;
  readonly rowClassName?: (row: Row) => string;
  readonly onRowClick?: (row: Row) => void;
  /**
   * A server-paged list sorts on the server, the whole list and not the page shown: the order asked for and its
   * setter. With it only columns with a `sortField` sort; without it `sortValue` sorts the rows given.
   */
  readonly serverSort?: { readonly sort: ListSort<string> | null; readonly onSort: (sort: ListSort<string> | null) => void };
  /** Expandable rows: the expanded keys and what a row shows when open. */
  readonly expansion?: {
    readonly expanded: ReadonlySet<string | number>;
    readonly onChange: (keys: ReadonlySet<string | number>) => void;
    readonly details: (row: Row) => ReactNode;
    /** What the row toggler names ("Show details of E1122"); the row's number by default. */
    readonly rowLabel?: (row: Row) => string;
  };
}

/** What every list says in place of its rows when they could not be read. */
export const LIST_FAILED_TEXT = 'The list could not be loaded. Try again in a moment.';

type Sort = { readonly column: number; readonly order: 1 | -1 } | null;

const compare = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { numeric: true, sensitivity: 'base' });
};

/** Which column, by index, shows the server's order. */
const serverColumn = <Row,>(columns: readonly ListColumn<Row>[], sort: ListSort<string> | null): Sort =>
  (sort === null ? null : { column: columns.findIndex((column) => column.sortField === sort.field), order: sort.direction === 'asc' ? 1 : -1 });

/**
 * The one table of every list: sortable data columns (by a click or Enter on the header: on the server for a paged
 * list, in the browser for rows that are the whole list), the
 * spec's pager, sticky first columns inside its own horizontal scroll, and expandable rows. Keyboard operable
 * throughout: headers, pager, row togglers and every control are buttons or inputs.
 */
export function ListTable<Row extends object>(props: ListTableProps<Row>) {
  const { label, rows, rowKey, columns, loading, failed, emptyMessage, page, onPage, rowClassName, onRowClick, expansion, serverSort } = props;
  // Until rows arrive an empty table is not an empty list: "no patients, 0 in total" while loading or after a failure
  // would tell the user something false.
  const notKnownYet = rows.length === 0 && (loading || failed === true);
  const shownEmpty = failed === true ? LIST_FAILED_TEXT : loading ? 'Loading…' : emptyMessage;
  const [localSort, setLocalSort] = useState<Sort>(null);
  const sort = serverSort ? serverColumn(columns, serverSort.sort) : localSort;
  const sortable = (column: ListColumn<Row>) => (serverSort ? column.sortField !== undefined : column.sortValue !== undefined);
  const onSort = (event: DataTableSortEvent) => {
    const next: Sort = event.sortOrder === 1 || event.sortOrder === -1 ? { column: Number(event.sortField), order: event.sortOrder } : null;
    if (!serverSort) {
      setLocalSort(next);
      return;
    }
    const field = next === null ? undefined : columns[next.column]?.sortField;
    serverSort.onSort(next === null || field === undefined ? null : { field, direction: next.order === 1 ? 'asc' : 'desc' });
  };
  // A server-sorted page comes in its order already.
  const sorted = useMemo(() => {
    const by = localSort === null || serverSort ? undefined : columns[localSort.column]?.sortValue;
    if (localSort === null || by === undefined) return rows as Row[];
    return [...rows].sort((a, b) => localSort.order * compare(by(a), by(b)));
  }, [rows, columns, localSort, serverSort]);
  const expandedRows = expansion ? Object.fromEntries([...expansion.expanded].map((key) => [String(key), true])) as DataTableExpandedRows : undefined;
  const keyField = '__listKey';
  // DataTable keys rows by a field: each row gets its key beside it, and cells get the caller's row back.
  const { keyed, originals } = useMemo(() => {
    const back = new WeakMap<object, Row>();
    const withKeys = sorted.map((row) => {
      const copy = { ...row, [keyField]: rowKey(row) };
      back.set(copy, row);
      return copy;
    });
    return { keyed: withKeys, originals: back };
  }, [sorted, rowKey]);
  const original = (row: object) => originals.get(row) as Row;

  return (
    <div className="list-table" role="region" aria-label={label}>
      <DataTable value={keyed} dataKey={keyField} size="small" stripedRows loading={loading} emptyMessage={shownEmpty} scrollable
        removableSort
        sortField={sort === null ? undefined : String(sort.column)} sortOrder={sort === null ? 0 : sort.order}
        onSort={onSort}
        rowClassName={rowClassName ? (row: object) => rowClassName(original(row)) : undefined}
        onRowClick={onRowClick ? (event) => onRowClick(original(event.data as object)) : undefined} selectionMode={onRowClick ? 'single' : undefined}
        expandedRows={expandedRows}
        rowExpansionTemplate={expansion ? (row: object) => expansion.details(original(row)) : undefined}
        {...(page && onPage && !notKnownYet ? pagerProps(page, onPage) : {})}>
        {expansion && (
          <Column header={<span className="sr-only">Row details</span>} frozen style={{ width: '3rem' }} body={(row: object, options) => {
            const key = rowKey(original(row));
            const label = expansion.rowLabel?.(original(row)) ?? `row ${options.rowIndex + 1}`;
            return <RowToggler open={expansion.expanded.has(key)} label={label} onToggle={() => expansion.onChange(toggled(expansion.expanded, key))} />;
          }} />
        )}
        {columns.map((column, index) => (
          <Column key={column.header} columnKey={String(index)} field={String(index)} sortable={sortable(column)} frozen={column.sticky !== undefined && column.sticky !== false}
            alignFrozen={column.sticky === 'end' ? 'right' : 'left'}
            header={column.hiddenHeader ? <span className="sr-only">{column.header}</span> : column.header} className={column.className}
            // PrimeReact's row index already counts the rows of the pages before (its `first`).
            body={(row: object, options) => column.cell(original(row), options.rowIndex)} />
        ))}
      </DataTable>
    </div>
  );
}
