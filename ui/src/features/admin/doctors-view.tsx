import { Button } from 'primereact/button';
import { ageOn, type Doctor } from '@rafdesk/core';
import { ListTable, type PagedRows, type ServerSorted } from '../../shared/components/list-table.js';
import { StatusDialogsView, type StatusDialogsViewProps } from '../../shared/components/status-dialogs-view.js';
import { dateText } from '../../shared/format/date-text.js';
import { SearchBarView, type SearchBarViewProps } from '../../shared/components/search-bar-view.js';
import type { ReactNode } from 'react';
import './admin.css';

export const DOCTORS_SEARCH_LABEL = 'NPI, Doctor Name:';

export interface DoctorsViewProps extends PagedRows<Doctor>, ServerSorted {
  readonly search: Omit<SearchBarViewProps, 'id' | 'label'>;
  /** Today (YYYY-MM-DD), for the age column. */
  readonly today: string;
  readonly expanded: ReadonlySet<number>;
  readonly onExpandedChange: (doctorIds: ReadonlySet<number>) => void;
  readonly onToggleStatus: (doctor: Doctor) => void;
  readonly onEdit: (doctor: Doctor) => void;
  readonly statusDialog: StatusDialogsViewProps;
  /** The edit form of the doctor being edited, when one is. */
  readonly editor: ReactNode;
}

function Details({ doctor }: { doctor: Doctor }) {
  const facts: [string, string][] = [['Email', doctor.email ?? ''], ['Street', doctor.street ?? ''], ['City', doctor.city ?? ''], ['State', doctor.state ?? ''], ['Zip', doctor.zip ?? '']];
  return <dl className="admin-details">{facts.map(([label, value]) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}</dl>;
}

/** The Doctors List: search by NPI or name, Expand All, status toggle with its confirmation, edit, and the details. */
export function DoctorsView(props: DoctorsViewProps) {
  const { rows, expanded } = props;
  const allExpanded = rows.length > 0 && rows.every((row) => expanded.has(row.id));
  return (
    <section className="admin-screen">
      <h1>Doctors List</h1>
      <div className="admin-toolbar">
        <SearchBarView id="doctors-search" label={DOCTORS_SEARCH_LABEL} {...props.search} />
        <Button type="button" label={allExpanded ? 'Collapse All' : 'Expand All'} icon={allExpanded ? 'pi pi-minus' : 'pi pi-plus'} text
          onClick={() => props.onExpandedChange(allExpanded ? new Set() : new Set(rows.map((row) => row.id)))} />
      </div>
      {props.editor}
      <ListTable label="Doctors" rows={rows} rowKey={(row) => row.id} loading={props.loading} failed={props.failed} emptyMessage="No doctors" page={props.page} onPage={props.onPage}
        serverSort={{ sort: props.sort, onSort: props.onSort }}
        expansion={{ expanded, onChange: (keys) => props.onExpandedChange(keys as ReadonlySet<number>), details: (row) => <Details doctor={row} />, rowLabel: (row) => row.fullName }}
        columns={[
          { header: 'NPI', sortField: 'npi', cell: (row) => row.npi, sticky: true },
          { header: 'Doctor', sortField: 'doctorName', cell: (row) => row.fullName, sticky: true },
          { header: 'Speciality', sortField: 'speciality', cell: (row) => row.speciality ?? '' },
          { header: 'DOB', sortField: 'dateOfBirth', cell: (row) => dateText(row.dateOfBirth) },
          { header: 'Age', cell: (row) => (row.dateOfBirth === null ? '' : ageOn(row.dateOfBirth, props.today)) },
          { header: 'Sex', sortField: 'sex', cell: (row) => row.sex ?? '' },
          { header: 'Phone 1', sortField: 'phone', cell: (row) => row.phone ?? '' },
          { header: 'Phone 2', sortField: 'phone2', cell: (row) => row.phone2 ?? '' },
          { header: 'Status', cell: (row) => (
            <input type="checkbox" aria-label={`Status of ${row.fullName}`} checked={row.active} onChange={() => props.onToggleStatus(row)} />
          ) },
          { header: 'Edit', hiddenHeader: true, cell: (row) => (
            <Button type="button" icon="pi pi-pencil" text rounded aria-label={`Edit ${row.fullName}`} onClick={() => props.onEdit(row)} />
          ) },
        ]} />
      <StatusDialogsView {...props.statusDialog} />
    </section>
  );
}
