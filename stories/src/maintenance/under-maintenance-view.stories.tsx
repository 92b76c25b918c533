import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UnderMaintenanceView } from '@rafdesk/ui/features/maintenance/under-maintenance-view.js';

const meta = {
  title: 'Maintenance/UnderMaintenanceView',
  component: UnderMaintenanceView,
  parameters: { layout: 'fullscreen' },
  args: { onRetry: fn(), supportEmail: 'support@rafdesk.app' },
} satisfies Meta<typeof UnderMaintenanceView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** An Admin signed in during maintenance turns it off with their password. */
export const ForAnAdmin: Story = {
  args: {
    maintenanceOff: {
      onStart: fn(),
      prompt: {
        visible: true, header: 'Turn Maintenance Off', text: 'Please enter your password to open the website to every user again.', password: '',
        error: 'Please enter your password', busy: false, confirmLabel: 'Turn Maintenance Off', onPassword: fn(), onConfirm: fn(), onCancel: fn(),
      },
    },
  },
};
