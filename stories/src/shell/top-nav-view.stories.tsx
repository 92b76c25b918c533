import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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
export const StaffActingForADoctor: Story = { args: { fullName: 'Luis Ortiz', currentDoctorName: 'Carmen Díaz' } };
export const InsuranceStaffWithIpa: Story = { args: { fullName: 'Rosa Cruz', ipaNumber: 'IPA-0042' } };
