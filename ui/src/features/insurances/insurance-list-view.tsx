import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { type Insurance, formatDisplayDate } from '@rafdesk/core';
import { ListTable, type PagedRows, type ServerSorted } from '../../shared/components/list-table.js';
import { StatusDialogsView, type StatusDialogsViewProps } from '../../shared/components/status-dialogs-view.js';
import { InsuranceFormView, type InsuranceFormViewProps } from './insurance-form-view.js';
import './insurances.css';

export interface InsuranceListViewProps extends PagedRows<Insurance>, ServerSorted {
  /** The status checkbox as shown (the asked-for status while it is confirmed). */
  readonly shownActive: (row: Insurance) => boolean;
  readonly onToggle: (row: Insurance) => void;
  readonly onAdd: () => void;
  readonly onEdit: (row: Insurance) => void;
  readonly form: InsuranceFormViewProps;
  readonly status: StatusDialogsViewProps;
}

/** MM/DD/YYYY of the day an insurance was added. */
export const dateAddedText = (row: Insurance): string => formatDisplayDate(row.createdAt.slice(0, 10));

/** The Insurance List: index, Name and Date Added (sortable), Status checkbox, edit pencil, Add New and its modal. */
export function InsuranceListView(props: InsuranceListViewProps) {
  const { rows, loading, failed, page, onPage, sort, onSort, shownActive, onToggle, onAdd, onEdit, form, status } = props;
  return (
    <section className="admin-list">
      <header className="admin-list__header">
        <h1>Insurance List</h1>
        <Button label="Add New" icon="pi pi-plus" onClick={onAdd} />
      </header>
      <ListTable label="Insurances" rows={rows} rowKey={(row) => row.id} loading={loading} failed={failed} emptyMessage="No insurances" page={page} onPage={onPage}
        serverSort={{ sort, onSort }}
        columns={[
          { header: '#', cell: (_row, index) => index + 1 },
          { header: 'Name', sortField: 'insuranceName', cell: (row) => row.name },
          { header: 'Date Added', sortField: 'creationDate', cell: dateAddedText },
          { header: 'Status', cell: (row) => (
            <Checkbox inputId={`insurance-status-${row.id}`} checked={shownActive(row)} aria-label={`Active: ${row.name}`} onChange={() => onToggle(row)} />
          ) },
          { header: 'Actions', cell: (row) => <Button icon="pi pi-pencil" text rounded aria-label={`Edit ${row.name}`} onClick={() => onEdit(row)} /> },
        ]} />
      <InsuranceFormView {...form} />
      <StatusDialogsView {...status} />
    </section>
  );
}
