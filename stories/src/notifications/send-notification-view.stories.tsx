import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SendNotificationView } from '@rafdesk/ui/features/notifications/send-notification-view.js';

const DRAFT = { recipientType: 'roles' as const, roles: [], userIds: [], title: '', body: '', persistent: false };

const meta = {
  title: 'Notifications/SendNotificationView',
  component: SendNotificationView,
  parameters: { layout: 'fullscreen' },
  args: {
    draft: DRAFT, errors: {}, sending: false, usersLoading: false, onChange: fn(), onSubmit: fn(),
    roles: ['Superuser', 'Admin', 'Staff', 'Training', 'Doctor', 'InsuranceStaff'].map((role) => ({ label: role, value: role })),
    users: [{ label: 'Elena Rivera (doctor)', value: 5 }, { label: 'Luis Ortiz (staff)', value: 3 }],
  },
} satisfies Meta<typeof SendNotificationView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Recipients by role; the type switches to chosen users. */
export const ToRoles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Users'));
    await expect(args.onChange).toHaveBeenCalledWith({ recipientType: 'users' });
  },
};
export const ToUsers: Story = { args: { draft: { ...DRAFT, recipientType: 'users', userIds: [5] } } };
export const Filled: Story = { args: { draft: { ...DRAFT, roles: ['Doctor'], title: 'Quarterly coding review', body: 'Please review the pending RAF validations.', persistent: true } } };
export const WithErrors: Story = { args: { errors: { recipientRoles: 'This field is required', title: 'This field is required', body: 'This field is required' } } };
