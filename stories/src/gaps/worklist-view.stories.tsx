import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WorklistView, type WorklistViewProps } from '@rafdesk/ui/features/gaps/worklist-view.js';
import { LINES } from './fixtures.js';

const choice = (options: { label: string; value: number }[]) => ({ options, value: null, onChange: fn() });
const props: WorklistViewProps = {
  userFullName: 'Elena Rivera', daysLeft: '29 days left in this semester and 29 in the year for this year\'s dates of service.', readOnly: false,
  filters: {
    doctor: choice([{ label: 'Ana Rivera', value: 4 }, { label: 'José Cruz', value: 5 }]),
    insurance: choice([{ label: 'Caribe Advantage Health', value: 1 }]),
    kind: { options: [{ label: 'Recapture', value: 'recapture' }, { label: 'Suspect', value: 'suspect' }], value: null, onChange: fn() },
    status: { value: 'to-do', onChange: fn() },
    hcc: { text: '', onText: fn(), onApply: fn(), error: null },
    search: { text: '', onText: fn(), onSearch: fn() },
    onClear: null,
  },
  rows: [
    { recordId: 11, patientName: 'Rosa Vega Ortiz', dateOfBirth: '06/14/1948', doctorName: 'Ana Rivera', insuranceName: 'Caribe Advantage Health', openGaps: 1, openRaf: '+0.166', openDollars: '$1,843', gaps: LINES },
    { recordId: 12, patientName: 'Luis Soto Rivera', dateOfBirth: '02/01/1951', doctorName: 'José Cruz', insuranceName: 'Caribe Advantage Health', openGaps: 2, openRaf: '+0.120', openDollars: '$1,332', gaps: [] },
  ],
  loading: false, page: { pageNumber: 1, pageSize: 10, totalCount: 2 }, onPage: fn(), sort: null, onSort: fn(),
  expanded: new Set([11]), onExpandedChange: fn(), onOpenRecord: fn(), busy: false,
  gapEvents: { onDocument: fn(), onNotPresent: fn(), onDefer: fn(), onReopen: fn(), onHistory: fn() },
  onExport: fn(), exportProgress: null, preVisitDay: { busy: false, onClick: fn() },
  notPresent: { form: null, onReason: fn(), onText: fn(), onConfirm: fn(), onCancel: fn() },
  historyImport: { open: false, fileName: null, busy: false, error: null, outcome: null, onFile: fn(), onImport: fn(), onClose: fn(), openDialog: fn() },
};

const meta = { title: 'Gaps/WorklistView', component: WorklistView, args: props } satisfies Meta<typeof WorklistView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A patient's gaps opened in place; the order asked of the server from a header; a gap deferred by keyboard. */
export const RankedWithGapsOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('columnheader', { name: /Open RAF/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSort).toHaveBeenCalledWith({ field: 'openRaf', direction: 'asc' });
    canvas.getByRole('button', { name: 'Defer to next visit: HCC37 Diabetes with Chronic Complications' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.gapEvents.onDefer).toHaveBeenCalledWith(11, '2026:recapture:HCC37');
  },
};
export const HccWrittenWrong: Story = {
  args: { filters: { ...props.filters, hcc: { text: '37', onText: fn(), onApply: fn(), error: 'Write an HCC as HCC37' }, onClear: fn() } },
};
export const ForInsuranceStaff: Story = {
  args: { readOnly: true, filters: { ...props.filters, insurance: null }, expanded: new Set() },
};
export const Writing: Story = { args: { exportProgress: { phase: 'writing', rows: 120, of: 300 }, expanded: new Set() } };
