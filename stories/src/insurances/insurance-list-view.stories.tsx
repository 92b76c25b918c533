import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { anInsurance } from '@rafdesk/core/testing';
import { InsuranceListView } from '@rafdesk/ui/features/insurances/insurance-list-view.js';

const ROWS = [
  anInsurance({ id: 1, name: 'Boricua Senior Care', createdAt: '2025-01-14T13:00:00.000Z' }),
  anInsurance({ id: 2, name: 'Caribe Health Plan', createdAt: '2025-06-02T15:30:00.000Z' }),
  anInsurance({ id: 3, name: 'Isla Medicare Advantage', active: false, createdAt: '2026-02-20T12:00:00.000Z' }),
];
const CLOSED_FORM = { visible: false, editing: false, name: '', error: undefined, saving: false, onName: fn(), onSubmit: fn(), onClose: fn() };
const NO_DIALOG = { confirmText: null, success: null, busy: false, onConfirm: fn(), onCancel: fn(), onDismiss: fn() };

const meta = {
  title: 'Insurances/InsuranceListView',
  component: InsuranceListView,
  parameters: { layout: 'fullscreen' },
  args: {
    rows: ROWS, loading: false, page: { pageNumber: 1, pageSize: 10, totalCount: 3 }, onPage: fn(), sort: null, onSort: fn(),
    shownActive: (row) => row.active, onToggle: fn(), onAdd: fn(), onEdit: fn(), form: CLOSED_FORM, status: NO_DIALOG,
  },
} satisfies Meta<typeof InsuranceListView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Name and Date Added (MM/DD/YYYY) sort on the server by keyboard; the status checkbox and the pencil act on their row. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('01/14/2025')).toBeTruthy();
    canvas.getByRole('columnheader', { name: /Date Added/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSort).toHaveBeenCalledWith({ field: 'creationDate', direction: 'asc' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Active: Isla Medicare Advantage' }));
    await expect(args.onToggle).toHaveBeenCalledWith(ROWS[2]);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Caribe Health Plan' }));
    await expect(args.onEdit).toHaveBeenCalledWith(ROWS[1]);
  },
};
export const AddNewInsurance: Story = { args: { form: { ...CLOSED_FORM, visible: true, error: 'This field is required' } } };
export const EditInsurance: Story = { args: { form: { ...CLOSED_FORM, visible: true, editing: true, name: 'Caribe Health Plan' } } };
export const ConfirmDeactivation: Story = { args: { status: { ...NO_DIALOG, confirmText: 'This insurance status will be set as Inactive' } } };
export const Deactivated: Story = { args: { status: { ...NO_DIALOG, success: { title: 'Deactivated!', text: 'The insurance has been Deactivated successfully' } } } };
