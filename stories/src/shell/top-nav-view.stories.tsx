import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TopNavView } from '@rafdesk/ui/features/shell/top-nav-view.js';
import { NotificationBellView } from '@rafdesk/ui/features/notifications/notification-bell-view.js';

const entries = [
  { label: 'Dashboard', kind: 'internal', path: '/dashboard', children: [] },
  { label: 'Patients', kind: 'internal', path: '/patients', children: [] },
  { label: 'Reports', kind: 'group', path: '', children: [
    { label: 'Insurance General Report', kind: 'internal', path: '/reports/insuranceGeneral', children: [] },
    { label: 'Insurance Billed First Semester Report', kind: 'internal', path: '/reports/insuranceBFS', children: [] },
  ] },
  { label: 'Training Portal', kind: 'external', path: 'https://training.example.org', children: [] },
] as const;

const meta = {
  title: 'Shell/TopNavView',
  component: TopNavView,
  parameters: { layout: 'fullscreen' },
  args: {
    entries, fullName: 'Ana Rivera', ipaNumber: null, currentDoctorName: null,
    notifications: <NotificationBellView messages={[]} unreadCount={2} open={false} onToggle={fn()} onOpenMessage={fn()} />,
    onNavigate: fn(), onSwitchDoctor: fn(), onLogOut: fn(),
  },
} satisfies Meta<typeof TopNavView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Doctor: Story = {};
/** The menu by keyboard: Tab to a group, Arrow Down opens it and focuses its first item, Escape closes it back on the group. */
export const MenuByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('button', { name: 'Reports' });
    group.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(group.getAttribute('aria-expanded')).toBe('true');
    const first = canvas.getByRole('link', { name: 'Insurance General Report' });
    await expect(first.closest('ul')?.hidden).toBe(false);
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement?.textContent).toBe('Insurance Billed First Semester Report');
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/reports/insuranceBFS');
    await userEvent.click(group);
    group.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await expect(group.getAttribute('aria-expanded')).toBe('false');
  },
};
export const StaffActingForADoctor: Story = { args: { fullName: 'Luis Ortiz', currentDoctorName: 'Carmen Díaz' } };
export const InsuranceStaffWithIpa: Story = { args: { fullName: 'Rosa Cruz', ipaNumber: 'IPA-0042' } };
