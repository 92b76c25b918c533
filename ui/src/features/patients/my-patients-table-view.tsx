import { Button } from 'primereact/button';
import type { PatientListRow, PatientSortField } from '@rafdesk/core';
import { dateText, percentText, rafText, sexText } from './display.js';
import { type ListColumn, ListTable, type PagedRows, type ServerSorted } from '../../shared/components/list-table.js';

export interface MyPatientsTableViewProps extends PagedRows<PatientListRow>, ServerSorted {
  /** Doctor, speciality and NPI columns (not for Doctor and Staff). */
  readonly doctorColumns: boolean;
  readonly expanded: ReadonlySet<number>;
  readonly onExpandedChange: (recordIds: ReadonlySet<number>) => void;
  readonly onToggleStatus: ((row: PatientListRow) => void) | null;
  readonly onEdit: ((row: PatientListRow) => void) | null;
  readonly onOpen: (row: PatientListRow) => void;
  readonly onCalculator: (row: PatientListRow) => void;
}

function Details({ row, onOpen, onCalculator }: { row: PatientListRow } & Pick<MyPatientsTableViewProps, 'onOpen' | 'onCalculator'>) {
  const facts: [string, string][] = [['Phone 2', row.phone2 ?? ''], ['Email', row.email ?? ''], ['Street', row.street ?? ''], ['City', row.city ?? ''],
    ['State', row.state ?? ''], ['Zip', row.zip ?? ''], ['Plan', row.planName ?? ''], ['DXs', String(row.diagnosisCount)], ['RAF Total', rafText(row.rafTotal)],
    ['% Billing First Semester', percentText(row.billedFractionFirstSemester)], ['% Billing Second Semester', percentText(row.billedFractionSecondSemester)], ['Record ID', String(row.recordId)]];
  return (
    <div className="my-patients__details">
      <dl className="patient-details">{facts.map(([label, value]) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}</dl>
      <Button label="Details" size="small" outlined onClick={() => onOpen(row)} aria-label={`Open the record of ${row.patientName}`} />
      <Button label="Calculator" icon="pi pi-calculator" size="small" text onClick={() => onCalculator(row)} aria-label={`Diagnostic calculator of ${row.patientName}`} />
    </div>
  );
}

const recordKey = (row: PatientListRow) => row.recordId;
/** A column's sort field on the server, checked against the list's sortable columns. */
const by = (field: PatientSortField) => field;

/** The My Patients table with expandable details (address, figures, the record and the patient's calculator). */
export function MyPatientsTableView(props: MyPatientsTableViewProps) {
  const { rows, loading, failed, page, onPage, sort, onSort, doctorColumns, expanded, onExpandedChange, onToggleStatus, onEdit, onOpen, onCalculator } = props;
  const columns: ListColumn<PatientListRow>[] = [
    { header: '#', cell: (_row, index) => index + 1, sticky: true },
    ...(doctorColumns ? [
      { header: 'NPI', cell: (row: PatientListRow) => row.doctorNpi, sortField: by('doctorNpi') },
      { header: 'Doctor', cell: (row: PatientListRow) => row.doctorName, sortField: by('doctorName') },
      { header: 'Speciality', cell: (row: PatientListRow) => row.doctorSpeciality, sortField: by('doctorSpeciality') },
    ] : []),
    { header: 'Patient Name', cell: (row) => row.patientName, sortField: by('patientName'), sticky: true },
    { header: 'INS Contract No', cell: (row) => row.insuranceContractNumber, sortField: by('insuranceContractNumber') },
    { header: 'Insurance', cell: (row) => row.insuranceName, sortField: by('insuranceName') },
    { header: 'DOB', cell: (row) => dateText(row.dateOfBirth), sortField: by('dateOfBirth') },
    { header: 'Age', cell: (row) => row.age },
    { header: 'Sex', cell: (row) => sexText(row.sex), sortField: by('sex') },
    { header: 'Phone 1', cell: (row) => row.phone, sortField: by('phone') },
    { header: 'Status', cell: (row) => (
      <input type="checkbox" aria-label={`Status of ${row.patientName}`} checked={row.active} disabled={onToggleStatus === null} onChange={() => onToggleStatus?.(row)} />
    ) },
    ...(onEdit ? [{ header: 'Edit', cell: (row: PatientListRow) => <Button icon="pi pi-pencil" text size="small" aria-label={`Edit ${row.patientName}`} onClick={() => onEdit(row)} /> }] : []),
  ];
  return (
    <ListTable label="My patients" rows={rows} rowKey={recordKey} columns={columns} loading={loading} failed={failed} emptyMessage="No patients found" page={page} onPage={onPage}
      serverSort={{ sort, onSort }}
      expansion={{
        expanded, onChange: (keys) => onExpandedChange(new Set([...keys].map(Number))),
        details: (row) => <Details row={row} onOpen={onOpen} onCalculator={onCalculator} />,
      }} />
  );
}
