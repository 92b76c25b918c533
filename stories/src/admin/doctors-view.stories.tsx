import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DoctorsView } from '@rafdesk/ui/features/admin/doctors-view.js';
import { DOCTORS, PAGE } from './fixtures.js';

const meta = {
  title: 'Admin/DoctorsView',
  component: DoctorsView,
  parameters: { layout: 'fullscreen' },
  args: {
    rows: DOCTORS, loading: false, page: { ...PAGE, totalCount: 2 }, onPage: fn(), sort: null, onSort: fn(), search: { text: '', onText: fn(), onSearch: fn(), onClear: null },
    today: '2026-03-02', expanded: new Set<number>(), onExpandedChange: fn(), onToggleStatus: fn(), onEdit: fn(),
    statusDialog: { confirmText: null, success: null, busy: false, onConfirm: fn(), onCancel: fn(), onDismiss: fn() }, editor: null,
  },
} satisfies Meta<typeof DoctorsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Expand All opens every row; the status checkbox asks for a confirmation first. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Expand All' }));
    await expect(args.onExpandedChange).toHaveBeenCalledWith(new Set([1, 2]));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Status of Ramón Ortiz' }));
    await expect(args.onToggleStatus).toHaveBeenCalledWith(DOCTORS[1]);
  },
};
export const Expanded: Story = { args: { expanded: new Set([1]) } };
export const ConfirmingStatus: Story = { args: { statusDialog: { ...meta.args.statusDialog, confirmText: 'This doctor status will be set as Inactive' } } };
export const Deactivated: Story = {
  args: { statusDialog: { ...meta.args.statusDialog, success: { title: 'Deactivated!', text: 'The doctor has been Deactivated successfully' } } },
};
