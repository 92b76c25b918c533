import { useMemo } from 'react';
import { Button } from 'primereact/button';
import type { PatientListRow, PatientSortField } from '@rafdesk/core';
import { type ListColumn, ListTable, type PagedRows, type ServerSorted } from '../../shared/components/list-table.js';
import { dateText, percentText, rafText, sexText, timestampDateText } from './display.js';

export interface PatientsTableViewProps extends PagedRows<PatientListRow>, ServerSorted {
  /** NPI and Doctor Name columns (Admin, InsuranceStaff). */
  readonly doctorColumns: boolean;
  /** Null when the user may not change the status (the checkbox is disabled). */
  readonly onToggleStatus: ((row: PatientListRow) => void) | null;
  readonly onOpen: (row: PatientListRow) => void;
  readonly onEdit: ((row: PatientListRow) => void) | null;
  /** "RAF that counts" by record (3 decimals), beside RAF Total; a record not read yet shows a dash. */
  readonly rafThatCounts?: ReadonlyMap<number, string>;
}

const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();
const recordKey = (row: PatientListRow) => row.recordId;
/** A column's sort field on the server, checked against the list's sortable columns. */
const by = (field: PatientSortField) => field;

/**
 * The Patients List table: rows with zero DXs in red, a click (or Details) opens the record. The number and name
 * stay at the left and the row's controls (Status, Details) at the right while the other columns scroll sideways.
 */
export function PatientsTableView({ rows, loading, failed, page, onPage, sort, onSort, doctorColumns, onToggleStatus, onOpen, onEdit, rafThatCounts }: PatientsTableViewProps) {
  // The table redraws a row only when the row itself changes: new rows carry the RAF that counts once it arrives.
  const shownRows = useMemo(() => (rafThatCounts === undefined ? rows : rows.map((row) => ({ ...row, rafThatCounts: rafThatCounts.get(row.recordId) ?? '—' }))), [rows, rafThatCounts]);
  const columns: ListColumn<PatientListRow>[] = [
    { header: '#', cell: (_row, index) => index + 1, sticky: true },
    ...(doctorColumns ? [
      { header: 'NPI', cell: (row: PatientListRow) => row.doctorNpi, sortField: by('doctorNpi') },
      { header: 'Doctor Name', cell: (row: PatientListRow) => row.doctorName, sortField: by('doctorName') },
    ] : []),
    { header: 'Patient Name', cell: (row) => row.patientName, sortField: by('patientName'), sticky: true },
    { header: 'Insurance', cell: (row) => row.insuranceName, sortField: by('insuranceName') },
    { header: 'INS Contract No', cell: (row) => row.insuranceContractNumber, sortField: by('insuranceContractNumber') },
    { header: 'Plan', cell: (row) => row.planName, sortField: by('planName') },
    { header: 'Sex', cell: (row) => sexText(row.sex), sortField: by('sex') },
    { header: 'DOB', cell: (row) => dateText(row.dateOfBirth), sortField: by('dateOfBirth') },
    { header: 'DXs', cell: (row) => row.diagnosisCount, sortField: by('diagnosisCount') },
    { header: '% Billing First Semester', cell: (row) => percentText(row.billedFractionFirstSemester), sortField: by('billedFractionFirstSemester') },
    { header: '% Billing Second Semester', cell: (row) => percentText(row.billedFractionSecondSemester), sortField: by('billedFractionSecondSemester') },
    { header: 'RAF Total', cell: (row) => rafText(row.rafTotal), sortField: by('rafTotal') },
    { header: 'RAF that counts', cell: (row) => ('rafThatCounts' in row ? String(row.rafThatCounts) : '—') },
    { header: 'Record ID', cell: (row) => row.recordId, sortField: by('recordId') },
    { header: 'Dr. Record ID', cell: (row) => row.doctorRecordId, sortField: by('doctorRecordId') },
    { header: 'Record Date', cell: (row) => timestampDateText(row.recordDate), sortField: by('recordDate') },
    { header: 'Status', cell: (row) => (
      <input type="checkbox" aria-label={`Status of ${row.patientName}`} checked={row.active} disabled={onToggleStatus === null}
        onClick={stop} onChange={() => onToggleStatus?.(row)} />
    ), sticky: 'end' },
    { header: 'Actions', sticky: 'end', cell: (row) => (
      <span className="patient-row__actions" onClick={stop}>
        <Button label="Details" size="small" outlined aria-label={`Details of ${row.patientName}`} onClick={() => onOpen(row)} />
        {onEdit && <Button icon="pi pi-pencil" size="small" text aria-label={`Edit ${row.patientName}`} onClick={() => onEdit(row)} />}
      </span>
    ) },
  ];
  return (
    <ListTable label="Patients" rows={shownRows} rowKey={recordKey} columns={columns} loading={loading} failed={failed} emptyMessage="No patients found" page={page} onPage={onPage}
      serverSort={{ sort, onSort }}
      rowClassName={(row) => (row.diagnosisCount === 0 ? 'patient-row--no-dx' : '')} onRowClick={onOpen} />
  );
}
