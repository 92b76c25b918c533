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
