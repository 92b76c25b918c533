import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginReportView } from '@rafdesk/ui/features/admin/login-report-view.js';

const meta = {
  title: 'Admin/LoginReportView',
  component: LoginReportView,
  parameters: { layout: 'fullscreen' },
  args: {
    rows: [
      { userName: 'admin', firstName: 'Ana', lastName: 'Admin', lastLoginAt: '2026-03-02T14:05:00Z', activeDays: 41 },
      { userName: 'doctor', firstName: 'Diego', lastName: 'Rivera', lastLoginAt: null, activeDays: 0 },
    ],
    loading: false, page: { pageNumber: 1, pageSize: 20, totalCount: 2 }, onPage: fn(), sort: null, onSort: fn(),
    search: { text: '', onText: fn(), onSearch: fn(), onClear: null },
  },
} satisfies Meta<typeof LoginReportView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Sorted on the server by Days Activity, most first. */
export const SortedByActivity: Story = { args: { sort: { field: 'activeDays', direction: 'desc' } } };
/** Enter in the search box searches; Clear Filter shows once a search is set. */
export const Searched: Story = {
  args: { search: { text: 'riv', onText: fn(), onSearch: fn(), onClear: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByLabelText(/Search by username/).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.search.onSearch).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Clear Filter' })).toBeTruthy();
  },
};
