import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SessionExpiredDialog } from '@rafdesk/ui/features/shell/session-expired-dialog.js';

const meta = { title: 'Shell/SessionExpiredDialog', component: SessionExpiredDialog, args: { visible: true, onDismiss: fn() } } satisfies Meta<typeof SessionExpiredDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {};
