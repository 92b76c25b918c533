import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DiagnosticsTableView } from '@rafdesk/ui/features/records/diagnostics-table-view.js';
import { FastCodingView } from '@rafdesk/ui/features/records/fast-coding-view.js';
import { RecordsView, type RecordsViewProps } from '@rafdesk/ui/features/records/records-view.js';
import { LINES } from './fixtures.js';

const table = {
  lines: LINES, loading: false, expandedKeys: new Set<string>(), onExpandedChange: fn(), onBilling: fn(), onActive: fn(), attach: { disabled: false, onToggle: fn() },
  onDelete: fn(), onExportExcel: fn(), onPrint: fn(), onDeleteAll: fn(), busy: false, sort: null, onSort: fn(),
};
const fastCoding = {
  recordLabel: null, onClose: fn(), tab: 'single' as const, onTabChange: fn(), onSearchText: fn(), options: [], selected: [], onSelected: fn(),
  searchHint: 'Type at least 3 characters to search', pasted: '', onPasted: fn(), optimizer: null, preview: null, source: 'face-to-face' as const, onSource: fn(), inserting: false, onInsert: fn(),
};
const props: RecordsViewProps = {
  loading: false, error: null, printing: false,
  header: { userFullName: 'Elena Rivera', userName: '1234567893', onGoBack: fn(), fastCodingDisabled: false, onFastCoding: fn(), autoBilling: { disabled: false, onClick: fn() } },
  patient: { fullName: 'Rosa Vega Ortiz', contractNumber: 'CA123456789', insuranceName: 'Caribe Advantage Health', plan: 'Gold HMO', dateOfBirth: '06/14/1948', sex: 'Female', active: true },
  raf: { total: '1.42', firstSemester: { billed: '1.05', percent: '73.94%' }, secondSemester: { billed: '0.38', percent: '26.76%' }, modelLabel: 'V28 2026',
    status: { kind: 'server' }, onExplain: fn(), onCalculate: fn(), calculateDisabled: false },
  doctorNotes: { title: 'Doctor Notes', notes: [], onAdd: null },
  magNotes: { title: 'MAG Notes', notes: ['Validate N18.3 stage with the last GFR.'], onAdd: fn() },
  progressNotes: null,
  noteEditor: { title: null, text: '', error: null, saving: false, onChange: fn(), onClose: fn(), onCreate: fn() },
  table, fastCoding,
  explanation: { title: null, explanation: null, onHide: fn() },
  confirm: { text: null, onConfirm: fn(), onCancel: fn() },
  message: { message: null, onClose: fn() },
  insertSummary: null,
};

const meta = {
  title: 'Records/RecordsView',
  component: RecordsView,
  parameters: { layout: 'fullscreen' },
  args: props,
} satisfies Meta<typeof RecordsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ForACoder: Story = {};
/** A coder works the table by keyboard: Space ticks a billing box, Enter on a row's toggler opens its details. */
export const BillingByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = LINES;
    if (first === undefined) throw new Error('the fixture has no line');
    const box = canvas.getByRole('checkbox', { name: `Billing Second Semester ${first.code}` });
    box.focus();
    await userEvent.keyboard(' ');
    await expect(table.onBilling).toHaveBeenCalledWith(expect.objectContaining({ code: first.code }), 2);
    canvas.getByRole('button', { name: `Expand ${first.code}` }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(table.onExpandedChange).toHaveBeenCalledWith(new Set([first.key]));
  },
};
export const ForADoctor: Story = {
  args: { header: { ...props.header, autoBilling: null }, doctorNotes: { title: 'Doctor Notes', notes: [], onAdd: fn() }, magNotes: { title: 'MAG Notes', notes: [], onAdd: null },
    progressNotes: { onHistory: fn(), smartPn: { disabled: false, onClick: fn() } }, table: { ...table, onDelete: null, onDeleteAll: null, onExportExcel: null } },
};
export const ReadOnlyForInsuranceStaff: Story = {
  args: { header: { ...props.header, fastCodingDisabled: true, autoBilling: null }, magNotes: { title: 'MAG Notes', notes: [], onAdd: null },
    table: { ...table, lines: LINES.map((line) => ({ ...line, billingDisabled: true, activeDisabled: true })), attach: null, onDelete: null, onDeleteAll: null, onExportExcel: null } },
};
export const Printing: Story = { args: { printing: true } };
export const Loading: Story = { args: { loading: true, patient: null, raf: null } };
/** The record is open and its diagnostics are still being read: the table says so and nothing is exported yet. */
export const RowsLoading: Story = { args: { table: { ...table, lines: [], loading: true } } };
export const TableExpanded: Story = { render: () => <DiagnosticsTableView {...table} expandedKeys={new Set(LINES.map((line) => line.key))} /> };
export const FastCodingByList: Story = {
  render: () => <FastCodingView {...fastCoding} recordLabel="5" tab="list" pasted={'E1010\nE1122\nI10'} optimizer={{ checked: true, onChange: fn() }}
    preview={{ codes: ['E1010', 'E1122', 'I10'], kept: ['E1010'], leftOut: [{ code: 'E1122', reason: 'HCC37 trumped by HCC36 (Diabetes with Severe Acute Complications)', trumpedBy: 'HCC36' }, { code: 'I10', reason: 'raises no HCC', trumpedBy: null }] }} />,
};
export const FastCodingSearch: Story = {
  render: () => <FastCodingView {...fastCoding} recordLabel="5" options={[{ code: 'E1122', label: 'E11.22 - Type 2 diabetes mellitus with diabetic CKD - No Alert' }]} selected={['E1122']} searchHint={null} />,
};
