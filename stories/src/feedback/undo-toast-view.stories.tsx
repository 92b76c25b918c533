import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UndoToastView } from '@rafdesk/ui/shared/feedback/undo-toast-view.js';

const meta = {
  title: 'Feedback/Undo toast',
  component: UndoToastView,
  args: { text: 'The diagnostic has been deleted', busy: false, onUndo: fn(), onDismiss: fn(), onHold: fn() },
} satisfies Meta<typeof UndoToastView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offered: Story = {};
export const Undoing: Story = { args: { busy: true } };
export const NothingOffered: Story = { args: { text: null } };
