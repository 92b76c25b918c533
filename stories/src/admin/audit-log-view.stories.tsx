import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AuditLogView } from '@rafdesk/ui/features/admin/audit-log-view.js';
import { AUDIT, PAGE } from './fixtures.js';

const meta = {
  title: 'Admin/AuditLogView',
  component: AuditLogView,
  parameters: { layout: 'fullscreen' },
  args: {
    draft: { userName: '', recordId: '', action: '', fromDate: '', toDate: '' }, filterError: null, onDraft: fn(), onApply: fn(), onClear: null,
    rows: AUDIT, loading: false, page: PAGE, onPage: fn(), sort: null, onSort: fn(), onExport: fn(), exportProgress: null,
  },
} satisfies Meta<typeof AuditLogView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A list read names many records: the cell shows the first five and counts the rest; a gone account shows its id. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('101, 102, 103, 104, 105 and 2 more')).toBeTruthy();
    await expect(canvas.getByText('user 7')).toBeTruthy();
  },
};
export const Filtered: Story = {
  args: { draft: { userName: 'sam.staff', recordId: '101', action: 'patients', fromDate: '2026-03-01', toDate: '2026-03-02' }, onClear: fn() },
};
export const ReversedDates: Story = {
  args: { draft: { userName: '', recordId: '', action: '', fromDate: '2026-03-02', toDate: '2026-03-01' }, filterError: 'To must not be before the From date', onClear: fn() },
};
export const Exporting: Story = { args: { exportProgress: { phase: 'writing', rows: 1500, of: 4000 } } };
