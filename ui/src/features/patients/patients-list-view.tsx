import { PENDING_RAF_LABEL } from '@rafdesk/core';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Tag } from 'primereact/tag';
import { PatientFormView, type PatientFormViewProps } from './patient-form-view.js';
import { PatientSearchView, type PatientSearchViewProps } from './patient-search-view.js';
import { PatientsTableView, type PatientsTableViewProps } from './patients-table-view.js';
import { StatusDialogsView, type StatusDialogsViewProps } from '../../shared/components/status-dialogs-view.js';
import './patients.css';
import { ExportProgressView } from '../../shared/export/export-progress-view.js';
import type { ExportProgressState } from '../../shared/export/export-progress.js';

export interface PatientsListViewProps {
  readonly userFullName: string;
  readonly userName: string;
  readonly search: PatientSearchViewProps;
  /** The doctor's pending RAF validations; null hides the indicator. */
  readonly pendingCount: number | null;
  /** 'Pending RAF Validation Report' (behind its flag); null hides it. */
  readonly onPendingReport: (() => void) | null;
  readonly onExport: () => void;
  /** The Excel export under way, or null. */
  readonly exportProgress: ExportProgressState | null;
  /** 'Add New Patient'; null when the user may not add patients. */
  readonly onAdd: (() => void) | null;
  readonly table: PatientsTableViewProps;
  readonly form: null | PatientFormViewProps;
  readonly status: StatusDialogsViewProps;
}

/** The Patients List: heading with the user, search, report and export buttons, the table and the Add/Edit patient modal. */
export function PatientsListView({ userFullName, userName, search, pendingCount, onPendingReport, onExport, exportProgress, onAdd, table, form, status }: PatientsListViewProps) {
  return (
    <section className="patients-list">
      <header className="patients-header">
        <h1>Patients List</h1>
        <span className="patients-header__user">{userFullName} <small>({userName})</small></span>
        {pendingCount !== null && <Tag severity={pendingCount > 0 ? 'warning' : 'success'} value={`${PENDING_RAF_LABEL}: ${pendingCount}`} />}
      </header>
      <div className="patients-toolbar">
        <PatientSearchView {...search} />
        <div className="patients-toolbar__buttons">
          {onPendingReport && <Button label="Pending RAF Validation Report" icon="pi pi-file-excel" outlined onClick={onPendingReport} />}
          <Button label="Export to Excel" icon="pi pi-file-excel" severity="success" outlined loading={exportProgress !== null} onClick={onExport} />
          {onAdd && <Button label="Add New Patient" icon="pi pi-plus" onClick={onAdd} />}
        </div>
      </div>
      <ExportProgressView progress={exportProgress} />
      <PatientsTableView {...table} />
      <Dialog header={form?.editing ? 'Edit Patient' : 'Add New Patient'} visible={form !== null} onHide={() => form?.onClose()} style={{ width: 'min(60rem, 96vw)' }}>
        {form && <PatientFormView {...form} />}
      </Dialog>
      <StatusDialogsView {...status} />
    </section>
  );
}
