import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import type { VisitOption } from '@rafdesk/core';
import { ListTable, type PagedRows } from '../../shared/components/list-table.js';
import type { VisitGroup } from './visit-option-draft.js';
import { VisitOptionFormView, type VisitOptionFormViewProps } from './visit-option-form-view.js';
import './forms-admin.css';

export interface FormsAdminViewProps extends PagedRows<VisitOption> {
  readonly groups: readonly VisitGroup[];
  readonly groupFilter: number | null;
  readonly onGroupFilter: (groupId: number | null) => void;
  readonly text: string;
  readonly onText: (text: string) => void;
  /** Add New when the form is closed, Close when it is open. */
  readonly formOpen: boolean;
  readonly onToggleForm: () => void;
  readonly onEdit: (row: VisitOption) => void;
  readonly form: VisitOptionFormViewProps | null;
}

const order = (value: number | null) => (value === null ? '—' : value);

/** Forms: the Smart PN questionnaire's options by group, searchable, with the Add New / Close form that creates or edits one. */
export function FormsAdminView(props: FormsAdminViewProps) {
  const { rows, loading, failed, page, onPage, groups, groupFilter, onGroupFilter, text, onText, formOpen, onToggleForm, onEdit, form } = props;
  return (
    <section className="forms-admin">
      <header className="forms-admin__header">
        <h1>Forms</h1>
        <Button label={formOpen ? 'Close' : 'Add New'} icon={formOpen ? 'pi pi-times' : 'pi pi-plus'} outlined={formOpen} onClick={onToggleForm} />
      </header>
      {form && <VisitOptionFormView {...form} />}
      <div className="forms-admin__toolbar">
        <label htmlFor="forms-group">Group:</label>
        <Dropdown inputId="forms-group" value={groupFilter} showClear placeholder="All groups" filter
          options={groups.map((group) => ({ value: group.id, label: `${group.id} - ${group.description}` }))} onChange={(event) => onGroupFilter((event.value as number | undefined) ?? null)} />
        <label htmlFor="forms-search">Description:</label>
        <InputText id="forms-search" value={text} onChange={(event) => onText(event.target.value)} />
      </div>
      <ListTable label="Visit options" rows={rows} rowKey={(row) => row.id} loading={loading} failed={failed} emptyMessage="No visit options" page={page} onPage={onPage}
        columns={[
          { header: 'ID', cell: (row) => row.id },
          { header: 'Group', cell: (row) => `${row.groupId} - ${row.groupDescription}` },
          { header: 'Description', cell: (row) => row.description },
          { header: 'Header', cell: (row) => row.header ?? '' },
          { header: 'Input Type', cell: (row) => row.inputType },
          { header: 'Required', cell: (row) => (row.required ? 'Yes' : 'No') },
          { header: 'Male Order', cell: (row) => order(row.maleOrder) },
          { header: 'Female Order', cell: (row) => order(row.femaleOrder) },
          { header: 'Actions', cell: (row) => <Button icon="pi pi-pencil" text rounded aria-label={`Edit visit option ${row.id}`} onClick={() => onEdit(row)} /> },
        ]} />
    </section>
  );
}
