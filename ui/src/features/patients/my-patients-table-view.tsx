import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTableExpandedRows } from 'primereact/datatable';
import type { PatientListRow } from '@rafdesk/core';
import { dateText, percentText, rafText, sexText } from './display.js';
import { pagerProps } from '../../shared/components/pager.js';

export interface MyPatientsTableViewProps {
  readonly rows: readonly PatientListRow[];
  readonly loading: boolean;
  readonly page: { readonly pageNumber: number; readonly pageSize: number; readonly totalCount: number };
  readonly onPage: (pageNumber: number, pageSize: number) => void;
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

/** The My Patients table with expandable details (address, figures, the record and the patient's calculator). */
export function MyPatientsTableView(props: MyPatientsTableViewProps) {
  const { rows, loading, page, onPage, doctorColumns, expanded, onExpandedChange, onToggleStatus, onEdit, onOpen, onCalculator } = props;
  const offset = (page.pageNumber - 1) * page.pageSize;
  const expandedRows = Object.fromEntries([...expanded].map((id) => [String(id), true])) as DataTableExpandedRows;
  return (
    <DataTable value={rows as PatientListRow[]} dataKey="recordId" size="small" stripedRows loading={loading} emptyMessage="No patients found"
      expandedRows={expandedRows} onRowToggle={(event) => onExpandedChange(new Set(Object.keys(event.data as DataTableExpandedRows).map(Number)))}
      rowExpansionTemplate={(row: PatientListRow) => <Details row={row} onOpen={onOpen} onCalculator={onCalculator} />} {...pagerProps(page, onPage)}>
      <Column expander style={{ width: '3rem' }} />
      <Column header="#" body={(_row: PatientListRow, options) => offset + options.rowIndex + 1} />
      {doctorColumns && <Column field="doctorNpi" header="NPI" />}
      {doctorColumns && <Column field="doctorName" header="Doctor" />}
      {doctorColumns && <Column field="doctorSpeciality" header="Speciality" />}
      <Column field="patientName" header="Patient Name" />
      <Column field="insuranceContractNumber" header="INS Contract No" />
      <Column field="insuranceName" header="Insurance" />
      <Column header="DOB" body={(row: PatientListRow) => dateText(row.dateOfBirth)} />
      <Column field="age" header="Age" />
      <Column header="Sex" body={(row: PatientListRow) => sexText(row.sex)} />
      <Column field="phone" header="Phone 1" />
      <Column header="Status" body={(row: PatientListRow) => (
        <input type="checkbox" aria-label={`Status of ${row.patientName}`} checked={row.active} disabled={onToggleStatus === null} onChange={() => onToggleStatus?.(row)} />
      )} />
      {onEdit && <Column header="Edit" body={(row: PatientListRow) => <Button icon="pi pi-pencil" text size="small" aria-label={`Edit ${row.patientName}`} onClick={() => onEdit(row)} />} />}
    </DataTable>
  );
}
