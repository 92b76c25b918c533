import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { NotificationId } from '@rafdesk/core';
import { NotificationBellView } from '@rafdesk/ui/features/notifications/notification-bell-view.js';
import { NotificationMessageDialog } from '@rafdesk/ui/features/notifications/notification-message-dialog.js';
import { PersistentNotificationDialogs } from '@rafdesk/ui/features/notifications/persistent-notification-dialogs.js';

const messages = [
  { id: 1 as NotificationId, title: 'Semester closing', body: 'Please bill the first semester diagnostics before June 30.', read: false },
  { id: 2 as NotificationId, title: 'New training video', body: 'A video on documenting diabetes with complications is in the Gallery.', read: false },
  { id: 3 as NotificationId, title: 'Welcome', body: 'Welcome to RAFdesk.', read: true },
];

const meta = {
  title: 'Notifications/NotificationBellView',
  component: NotificationBellView,
  parameters: { layout: 'centered' },
  args: { messages, unreadCount: 2, open: false, onToggle: fn(), onOpenMessage: fn() },
} satisfies Meta<typeof NotificationBellView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const ListOpen: Story = { args: { open: true } };
export const Empty: Story = { args: { messages: [], unreadCount: 0, open: true } };
export const MessageOpened: Story = {
  render: () => <NotificationMessageDialog message={messages[0] ?? null} busy={false} onMarkAsRead={fn()} onClose={fn()} />,
};
export const PersistentOnLoad: Story = {
  render: () => <PersistentNotificationDialogs messages={messages.slice(0, 2)} busyId={null} onMarkAsRead={fn()} onClose={fn()} />,
};
