import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { type ListColumn, ListTable } from './list-table.js';

afterEach(cleanup);

interface Row { readonly id: number; readonly name: string; readonly score: number }

const ROWS: Row[] = [{ id: 1, name: 'Carmen', score: 2.5 }, { id: 2, name: 'Ana', score: 10 }, { id: 3, name: 'Luis', score: 0.75 }];
const COLUMNS: ListColumn<Row>[] = [
  { header: '#', cell: (_row, index) => index + 1, sticky: true },
  { header: 'Name', cell: (row) => row.name, sortValue: (row) => row.name },
  { header: 'Score', cell: (row) => row.score.toFixed(2), sortValue: (row) => row.score },
  { header: 'Open', cell: (row) => <button type="button">Open {row.name}</button> },
];

function show(onPage = () => undefined) {
  render(<ListTable label="People" rows={ROWS} rowKey={(row) => row.id} columns={COLUMNS} loading={false} emptyMessage="Nobody"
    page={{ pageNumber: 1, pageSize: 10, totalCount: 3 }} onPage={onPage} />);
}

const names = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('ListTable', () => {
  it('says Loading… while the first page loads and that the list failed after an error, never the empty message or "0 in total"', () => {
    const table = (loading: boolean, failed: boolean) => (
      <ListTable label="People" rows={[] as Row[]} rowKey={(row) => row.id} columns={COLUMNS} loading={loading} failed={failed} emptyMessage="Nobody"
        page={{ pageNumber: 1, pageSize: 10, totalCount: 0 }} onPage={() => undefined} />
    );
    const { rerender } = render(table(true, false));
    expect(screen.getByText('Loading…')).toBeTruthy();
    rerender(table(false, true));
    expect(screen.getByText(/could not be loaded/)).toBeTruthy();
    expect(screen.queryByText('Nobody')).toBeNull();
    expect(screen.queryByText(/0 in total/)).toBeNull();
    rerender(table(false, false));
    expect(screen.getByText('Nobody')).toBeTruthy();
  });

  it('sorts rows that are the whole list by a data column, ascending then descending, numbers as numbers', () => {
    show();
    expect(names()).toEqual(['Carmen', 'Ana', 'Luis']);
    fireEvent.click(screen.getByRole('columnheader', { name: /Name/ }));
    expect(names()).toEqual(['Ana', 'Carmen', 'Luis']);
    fireEvent.click(screen.getByRole('columnheader', { name: /Name/ }));
    expect(names()).toEqual(['Luis', 'Carmen', 'Ana']);
    fireEvent.click(screen.getByRole('columnheader', { name: /Score/ }));
    expect(names()).toEqual(['Luis', 'Carmen', 'Ana']);
    expect(screen.getAllByRole('row')[1]?.textContent).toContain('0.75');
  });

  it('sorts from the keyboard: a data header is focusable and Enter sorts it; control columns do not sort', () => {
    show();
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(header, { key: 'Enter', code: 'Enter' });
    expect(names()).toEqual(['Ana', 'Carmen', 'Luis']);
    expect(screen.getByRole('columnheader', { name: 'Open' }).getAttribute('tabindex')).toBeNull();
  });

  it('asks the server for the order of a paged list: rows stay as given, only columns with a server field sort, a third press clears it', () => {
    const asked: unknown[] = [];
    const columns: ListColumn<Row>[] = COLUMNS.map((column) => (column.header === 'Name' ? { ...column, sortField: 'name' } : column));
    const table = (sort: { field: string; direction: 'asc' | 'desc' } | null) => (
      <ListTable label="People" rows={ROWS} rowKey={(row) => row.id} columns={columns} loading={false} emptyMessage="Nobody"
        page={{ pageNumber: 2, pageSize: 10, totalCount: 45 }} onPage={() => undefined} serverSort={{ sort, onSort: (next) => void asked.push(next) }} />
    );
    const { rerender } = render(table(null));
    fireEvent.keyDown(screen.getByRole('columnheader', { name: /Name/ }), { key: 'Enter', code: 'Enter' });
    expect(asked).toEqual([{ field: 'name', direction: 'asc' }]);
    expect(names()).toEqual(['Carmen', 'Ana', 'Luis']);
    expect(screen.getByRole('columnheader', { name: /Score/ }).getAttribute('tabindex')).toBeNull();
    rerender(table({ field: 'name', direction: 'asc' }));
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('columnheader', { name: /Name/ }));
    rerender(table({ field: 'name', direction: 'desc' }));
    fireEvent.click(screen.getByRole('columnheader', { name: /Name/ }));
    expect(asked).toEqual([{ field: 'name', direction: 'asc' }, { field: 'name', direction: 'desc' }, null]);
  });

  it("offers the spec's First button and reports the page asked for", () => {
    const asked: [number, number][] = [];
    render(<ListTable label="People" rows={ROWS} rowKey={(row) => row.id} columns={COLUMNS} loading={false} emptyMessage="Nobody"
      page={{ pageNumber: 2, pageSize: 10, totalCount: 45 }} onPage={(pageNumber, pageSize) => void asked.push([pageNumber, pageSize])} />);
    fireEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(asked).toEqual([[1, 10]]);
    expect(screen.getAllByRole('row')[1]?.textContent).toMatch(/^11Carmen/);
  });
});
