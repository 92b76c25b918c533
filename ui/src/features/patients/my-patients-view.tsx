import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { MyPatientsTableView, type MyPatientsTableViewProps } from './my-patients-table-view.js';
import { PatientFormView, type PatientFormViewProps } from './patient-form-view.js';
import { PatientSearchView, type PatientSearchViewProps } from './patient-search-view.js';
import { StatusDialogsView, type StatusDialogsViewProps } from '../../shared/components/status-dialogs-view.js';
import './patients.css';

export interface MyPatientsViewProps {
  readonly userFullName: string;
  readonly userName: string;
  /** The Add New / Close toggle; null when the user may not add patients. */
  readonly formToggle: null | { readonly open: boolean; readonly onToggle: () => void };
  readonly form: null | PatientFormViewProps;
  readonly search: PatientSearchViewProps;
  /** The doctor selector (not for Doctor and Staff); null hides it. */
  readonly doctorSelector: null | { readonly options: readonly { readonly label: string; readonly value: number }[]; readonly value: number | null; readonly onChange: (id: number | null) => void };
  readonly table: MyPatientsTableViewProps;
  readonly status: StatusDialogsViewProps;
}

/** My Patients: the Add New / Close form, search and doctor selector, Expand All / Collapse All and the table. */
export function MyPatientsView({ userFullName, userName, formToggle, form, search, doctorSelector, table, status }: MyPatientsViewProps) {
  const allExpanded = table.rows.length > 0 && table.rows.every((row) => table.expanded.has(row.recordId));
  return (
    <section className="my-patients">
      <header className="patients-header">
        <h1>My Patients</h1>
        <span className="patients-header__user">{userFullName} <small>({userName})</small></span>
        {formToggle && <Button label={formToggle.open ? 'Close' : 'Add New'} icon={formToggle.open ? 'pi pi-times' : 'pi pi-plus'} onClick={formToggle.onToggle} />}
      </header>
      {form && <div className="my-patients__form form-section"><PatientFormView {...form} /></div>}
      <div className="patients-toolbar">
        <PatientSearchView {...search} />
        {doctorSelector && (
          <Dropdown value={doctorSelector.value} options={[...doctorSelector.options]} placeholder="All doctors" showClear filter aria-label="Doctor"
            onChange={(event) => doctorSelector.onChange((event.value as number | null | undefined) ?? null)} />
        )}
        <Button label={allExpanded ? 'Collapse All' : 'Expand All'} icon={allExpanded ? 'pi pi-minus' : 'pi pi-plus'} text
          onClick={() => table.onExpandedChange(allExpanded ? new Set() : new Set(table.rows.map((row) => row.recordId)))} />
      </div>
      <MyPatientsTableView {...table} />
      <StatusDialogsView {...status} />
    </section>
  );
}
