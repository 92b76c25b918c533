import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PatientsListView, type PatientsListViewProps } from '@rafdesk/ui/features/patients/patients-list-view.js';
import { SEARCH_LABEL, SEARCH_LABEL_WITH_DOCTORS } from '@rafdesk/ui/features/patients/patient-rules.js';
import { PatientFormView } from '@rafdesk/ui/features/patients/patient-form-view.js';
import { StatusDialogsView } from '@rafdesk/ui/shared/components/status-dialogs-view.js';
import { EMPTY_DRAFT } from '@rafdesk/ui/features/patients/patient-draft.js';
import { FILLED, OPTIONS, PAGE, PATIENTS } from './fixtures.js';

const form = { draft: FILLED, errors: {}, onChange: fn(), doctors: null, ...OPTIONS, emailRequired: true, editing: false, saving: false, onSubmit: fn(), onClose: fn() };
const props: PatientsListViewProps = {
  userFullName: 'Elena Rivera', userName: '1234567893',
  search: { label: SEARCH_LABEL, text: '', onText: fn(), onSearch: fn(), onClear: null, insurance: { options: ['Caribe Advantage Health', 'Isla Senior Care'], value: null, onChange: fn() } },
  pendingCount: 7, onPendingReport: null, onExport: fn(), exportProgress: null, onAdd: fn(),
  table: { rows: PATIENTS, loading: false, page: PAGE, onPage: fn(), sort: null, onSort: fn(), doctorColumns: false, onToggleStatus: fn(), onOpen: fn(), onEdit: fn() },
  form: null,
  status: { confirmText: null, success: null, busy: false, onConfirm: fn(), onCancel: fn(), onDismiss: fn() },
};

const meta = {
  title: 'Patients/PatientsListView',
  component: PatientsListView,
  parameters: { layout: 'fullscreen' },
  args: props,
} satisfies Meta<typeof PatientsListView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ForADoctor: Story = {};
/** An Excel export under way: the bar says how many of the list's rows are written. */
export const ExportingToExcel: Story = {
  args: { exportProgress: { phase: 'writing', rows: 12_000, of: 30_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Writing the Excel file: 12,000 of 30,000 rows')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Writing the Excel file: 12,000 of 30,000 rows' })).toHaveAttribute('aria-valuenow', '40');
  },
};
/** The list is read from the server before the file is written. */
export const ReadingForExcel: Story = {
  args: { exportProgress: { phase: 'reading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Reading the list for Excel…' })).toBeVisible();
  },
};
/** Search by keyboard (Enter searches), ask the server for the whole list's order from a header, and open a record with its Details button. */
export const SearchSortAndOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(SEARCH_LABEL), 'R{Enter}');
    await expect(args.search.onText).toHaveBeenCalledWith('R');
    await expect(args.search.onSearch).toHaveBeenCalledTimes(1);
    const header = canvas.getByRole('columnheader', { name: /Patient Name/ });
    header.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.table.onSort).toHaveBeenCalledWith({ field: 'patientName', direction: 'asc' });
    // A control column does not sort.
    await expect(canvas.getByRole('columnheader', { name: 'Status' }).getAttribute('aria-sort')).toBeNull();
    const [first] = PATIENTS;
    if (first === undefined) throw new Error('the fixture has no patient');
    canvas.getByRole('button', { name: `Details of ${first.patientName}` }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.table.onOpen).toHaveBeenCalledTimes(1);
  },
};
export const ForAdminWithFilterAndPendingReport: Story = {
  args: { pendingCount: null, onPendingReport: fn(), search: { ...props.search, label: SEARCH_LABEL_WITH_DOCTORS, text: 'Vega', onClear: fn() }, table: { ...props.table, doctorColumns: true } },
};
export const ReadOnlyForInsuranceStaff: Story = {
  args: { pendingCount: null, onAdd: null, search: { ...props.search, label: SEARCH_LABEL_WITH_DOCTORS, insurance: null }, table: { ...props.table, doctorColumns: true, onToggleStatus: null, onEdit: null } },
};
export const AddNewPatient: Story = { args: { form: { ...form, draft: EMPTY_DRAFT } } };
export const ConfirmStatus: Story = { args: { status: { ...props.status, confirmText: 'This patient status will be set as Inactive' } } };
export const Deactivated: Story = { args: { status: { ...props.status, success: { title: 'Deactivated!', text: 'The patient has been Deactivated successfully' } } } };
export const FormWithErrors: Story = {
  render: () => <PatientFormView {...form} draft={EMPTY_DRAFT} doctors={[{ label: 'Elena Rivera (1234567893)', value: 1 }]}
    errors={{ doctorId: 'This field is required', documentId: 'This field is required', firstName: 'This field is required', phone: 'This field is required', email: 'This field is required' }} />,
};
export const EditForm: Story = { render: () => <PatientFormView {...form} editing /> };
export const EditFormKidneyTransplant: Story = {
  render: () => <PatientFormView {...form} editing draft={{ ...form.draft, esrdStatus: 'transplant', monthsSinceTransplant: '14', lowIncomeSubsidy: true }} />,
};
export const FormTransplantMonthsRefused: Story = {
  render: () => <PatientFormView {...form} editing draft={{ ...form.draft, esrdStatus: 'transplant', monthsSinceTransplant: '0' }}
    errors={{ monthsSinceTransplant: 'The Months since transplant field must be between 1 and 1200' }} />,
};
export const StatusSaving: Story = { render: () => <StatusDialogsView confirmText="This patient status will be set as Active" success={null} busy onConfirm={fn()} onCancel={fn()} onDismiss={fn()} /> };
