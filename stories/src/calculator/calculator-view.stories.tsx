import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import * as engine from '@rafdesk/core/raf';
import { CalculatorListDialogView } from '@rafdesk/ui/features/calculator/calculator-list-dialog-view.js';
import { rowOfCode } from '@rafdesk/ui/features/calculator/calculator-rows.js';
import { CalculatorView, type CalculatorViewProps } from '@rafdesk/ui/features/calculator/calculator-view.js';
import { CalculatorFormView } from '@rafdesk/ui/features/calculator/calculator-form-view.js';

const ROWS = ['E1122', 'N183', 'I5022', 'I10'].map((code) => rowOfCode(engine, code, 2026, null));
const form = {
  draft: { recordId: '77', patientName: 'Rosa Vega Ortiz', dateOfBirth: '06-14-1948', sex: 'F' as const, planName: 'Gold HMO' }, errors: {}, onChange: fn(),
  sexes: [{ label: 'Male', value: 'M' as const }, { label: 'Female', value: 'F' as const }], plans: ['Gold HMO', 'Dual Choice'], ageText: '77 years old', readOnly: false, onReset: fn(),
};
const dialog = { visible: false, pasted: '', onPasted: fn(), ready: true, optimizer: null, leftOut: [], onClose: fn(), onInsert: fn() };
const props: CalculatorViewProps = {
  userFullName: 'Luis Ortiz', userName: 'admin', onBack: null, onFastCoding: fn(), form, message: null,
  results: { rafTotal: '1.4213', modelLabel: 'V28 2026', rows: ROWS, expanded: new Set(), onExpandedChange: fn(), onToggle: fn(), readOnly: false, onDelete: fn(), onPrint: fn() },
  dialog, patientTools: null, printing: false,
};

const meta = {
  title: 'Calculator/CalculatorView',
  component: CalculatorView,
  parameters: { layout: 'fullscreen' },
  args: props,
} satisfies Meta<typeof CalculatorView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MagCalculator: Story = {};
export const EmptyForm: Story = {
  args: { onFastCoding: null, form: { ...form, draft: { recordId: '', patientName: '', dateOfBirth: '', sex: null, planName: null }, ageText: null },
    results: { ...props.results, rafTotal: null, modelLabel: null, rows: [] } },
};
export const PatientDiagnosticCalculator: Story = {
  args: { onBack: fn(), form: { ...form, readOnly: true }, patientTools: { doctorNotes: 'Seen in March; A1c 8.1.', magNotes: '', onExportPdf: fn(), onExportExcel: fn() } },
};
export const ReadOnlyForInsuranceStaff: Story = { args: { onFastCoding: null, results: { ...props.results, readOnly: true, onDelete: null } } };
export const RowDetails: Story = { args: { results: { ...props.results, expanded: new Set(['E1122']) } } };
export const AnotherPaymentYear: Story = {
  args: { results: { ...props.results, rafTotal: '1.5102', modelLabel: 'V24/V28 blend 2025', paymentYear: { year: 2025, years: [2025, 2026, 2027], onYear: fn(), currentYear: 2027, difference: '+0.0889 against PY2027' } } },
};
export const ByListWithOptimizer: Story = {
  render: () => <CalculatorListDialogView {...dialog} visible pasted={'E1010\nE1122'} optimizer={{ checked: true, onChange: fn() }}
    leftOut={[{ code: 'E1122', reason: 'HCC37 trumped by HCC36 (Diabetes with Severe Acute Complications)' }]} />,
};
export const FormWithErrors: Story = {
  render: () => <CalculatorFormView {...form} draft={{ ...form.draft, patientName: '', dateOfBirth: '13-45-1950' }} ageText={null}
    errors={{ patientName: 'This field is required', dateOfBirth: 'The DOB field must be a real date written MM-DD-YYYY' }} />,
};
