import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { PatientListRow } from '@rafdesk/core';
import { dateText, percentText, rafText, sexText, timestampDateText } from './display.js';
import { pagerProps } from '../../shared/components/pager.js';

export interface PatientsTableViewProps {
  readonly rows: readonly PatientListRow[];
  readonly loading: boolean;
  readonly page: { readonly pageNumber: number; readonly pageSize: number; readonly totalCount: number };
  readonly onPage: (pageNumber: number, pageSize: number) => void;
  /** NPI and Doctor Name columns (Admin, InsuranceStaff). */
  readonly doctorColumns: boolean;
  /** Null when the user may not change the status (the checkbox is disabled). */
  readonly onToggleStatus: ((row: PatientListRow) => void) | null;
  readonly onOpen: (row: PatientListRow) => void;
  readonly onEdit: ((row: PatientListRow) => void) | null;
}

const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

/** The Patients List table: rows with zero DXs in red, a click (or Details) opens the record. */
export function PatientsTableView({ rows, loading, page, onPage, doctorColumns, onToggleStatus, onOpen, onEdit }: PatientsTableViewProps) {
  const offset = (page.pageNumber - 1) * page.pageSize;
  return (
    <DataTable value={rows as PatientListRow[]} dataKey="recordId" size="small" stripedRows loading={loading} emptyMessage="No patients found"
      rowClassName={(row: PatientListRow) => (row.diagnosisCount === 0 ? 'patient-row--no-dx' : '')} selectionMode="single"
      onRowClick={(event) => onOpen(event.data as PatientListRow)} {...pagerProps(page, onPage)}>
      <Column header="#" body={(_row: PatientListRow, options) => offset + options.rowIndex + 1} />
      {doctorColumns && <Column field="doctorNpi" header="NPI" />}
      {doctorColumns && <Column field="doctorName" header="Doctor Name" />}
      <Column field="patientName" header="Patient Name" />
      <Column field="insuranceName" header="Insurance" />
      <Column field="insuranceContractNumber" header="INS Contract No" />
      <Column field="planName" header="Plan" />
      <Column header="Sex" body={(row: PatientListRow) => sexText(row.sex)} />
      <Column header="DOB" body={(row: PatientListRow) => dateText(row.dateOfBirth)} />
      <Column header="Status" body={(row: PatientListRow) => (
        <input type="checkbox" aria-label={`Status of ${row.patientName}`} checked={row.active} disabled={onToggleStatus === null}
          onClick={stop} onChange={() => onToggleStatus?.(row)} />
      )} />
      <Column field="diagnosisCount" header="DXs" />
      <Column header="% Billing First Semester" body={(row: PatientListRow) => percentText(row.billedFractionFirstSemester)} />
      <Column header="% Billing Second Semester" body={(row: PatientListRow) => percentText(row.billedFractionSecondSemester)} />
      <Column header="RAF Total" body={(row: PatientListRow) => rafText(row.rafTotal)} />
      <Column field="recordId" header="Record ID" />
      <Column field="doctorRecordId" header="Dr. Record ID" />
      <Column header="Record Date" body={(row: PatientListRow) => timestampDateText(row.recordDate)} />
      <Column header="" body={(row: PatientListRow) => (
        <span className="patient-row__actions" onClick={stop}>
          <Button label="Details" size="small" outlined aria-label={`Details of ${row.patientName}`} onClick={() => onOpen(row)} />
          {onEdit && <Button icon="pi pi-pencil" size="small" text aria-label={`Edit ${row.patientName}`} onClick={() => onEdit(row)} />}
        </span>
      )} />
    </DataTable>
  );
}
