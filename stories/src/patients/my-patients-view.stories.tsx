import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MyPatientsView, type MyPatientsViewProps } from '@rafdesk/ui/features/patients/my-patients-view.js';
import { PatientSearchView } from '@rafdesk/ui/features/patients/patient-search-view.js';
import { SEARCH_LABEL, SEARCH_LABEL_WITH_DOCTORS } from '@rafdesk/ui/features/patients/patient-rules.js';
import { ChoiceField, DateField, TextField } from '@rafdesk/ui/features/patients/form-fields.js';
import { FILLED, OPTIONS, PAGE, PATIENTS } from './fixtures.js';

const props: MyPatientsViewProps = {
  userFullName: 'Elena Rivera', userName: '1234567893',
  formToggle: { open: false, onToggle: fn() }, form: null,
  search: { label: SEARCH_LABEL, text: '', onText: fn(), onSearch: fn(), onClear: null, insurance: null },
  doctorSelector: null,
  table: { rows: PATIENTS, loading: false, page: PAGE, onPage: fn(), sort: null, onSort: fn(), doctorColumns: false, expanded: new Set(), onExpandedChange: fn(),
    onToggleStatus: fn(), onEdit: fn(), onOpen: fn(), onCalculator: fn() },
  status: { confirmText: null, success: null, busy: false, onConfirm: fn(), onCancel: fn(), onDismiss: fn() },
};

const meta = {
  title: 'Patients/MyPatientsView',
  component: MyPatientsView,
  parameters: { layout: 'fullscreen' },
  args: props,
} satisfies Meta<typeof MyPatientsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ForADoctor: Story = {};
export const ForAdminWithDoctorSelector: Story = {
  args: { search: { ...props.search, label: SEARCH_LABEL_WITH_DOCTORS }, doctorSelector: { options: [{ label: 'Elena Rivera (1234567893)', value: 1 }], value: 1, onChange: fn() },
    table: { ...props.table, doctorColumns: true } },
};
export const AllExpanded: Story = { args: { table: { ...props.table, expanded: new Set(PATIENTS.map((row) => row.recordId)) } } };
export const AddNewOpen: Story = {
  args: { formToggle: { open: true, onToggle: fn() },
    form: { draft: FILLED, errors: {}, onChange: fn(), doctors: null, ...OPTIONS, emailRequired: false, editing: false, saving: false, onSubmit: fn(), onClose: fn() } },
};
export const SearchWithClearFilter: Story = { render: () => <PatientSearchView label={SEARCH_LABEL} text="Vega" onText={fn()} onSearch={fn()} onClear={fn()} insurance={null} /> };
export const Fields: Story = {
  render: () => (
    <div className="form-grid">
      <TextField id="story-text" label="First Name" required value="" error="This field is required" onChange={fn()} />
      <ChoiceField id="story-choice" label="Gender" required value={null} options={OPTIONS.genders} onChange={fn()} />
      <DateField id="story-date" label="DOB" required value="02-30-1950" error="The DOB field must be a real date written MM-DD-YYYY" onChange={fn()} />
    </div>
  ),
};
