import { useCallback, useEffect, useRef, useState } from 'react';
import { type CurrentUser, type ReceivedNotification, anyBody, fromWireReceivedNotification, listOf } from '@rafdesk/core';
import { useService } from '../../shared/services/services.js';
import type { NotificationItem } from './notification-item.js';
import type { NotificationBellViewProps } from './notification-bell-view.js';
import type { NotificationMessageDialogProps } from './notification-message-dialog.js';
import type { PersistentNotificationDialogsProps } from './persistent-notification-dialogs.js';

export interface NotificationsProps {
  readonly bell: NotificationBellViewProps;
  readonly opened: NotificationMessageDialogProps;
  readonly persistent: PersistentNotificationDialogsProps;
}

const toItem = (message: ReceivedNotification): NotificationItem => ({ id: message.id, title: message.title, body: message.body, read: message.read });

function addressedTo(message: ReceivedNotification, user: CurrentUser): boolean {
  const ids: number[] = message.recipientUserIds;
  return ids.length === 0 || ids.includes(user.remoteUserId) || ids.includes(user.userId);
}

/**
 * The user's notifications: fetched by remote user id, live messages appended and toasted,
 * persistent unread messages popped up once on load, Mark as Read followed by a fresh fetch.
 */
export function useNotifications(user: CurrentUser): NotificationsProps {
  const api = useService('api');
  const feed = useService('notificationFeed');
  const effects = useService('effects');
  const [messages, setMessages] = useState<ReceivedNotification[]>([]);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState<NotificationItem | null>(null);
  const [persistent, setPersistent] = useState<NotificationItem[]>([]);
  const [busyId, setBusyId] = useState<number | null>(null);
  const poppedUp = useRef(false);

  const load = useCallback(() => api.request({ method: 'GET', path: 'Notifications', query: { userId: user.remoteUserId } }, listOf(fromWireReceivedNotification))
    .map((reply) => {
      setMessages(reply.data);
      if (!poppedUp.current) {
        poppedUp.current = true;
        setPersistent(reply.data.filter((message) => message.persistent && !message.read && addressedTo(message, user)).map(toItem));
      }
      return reply.data;
    }), [api, user]);

  useEffect(() => void load(), [load]);
  useEffect(() => feed.onCatchUp(() => void load()), [feed, load]);
  useEffect(() => feed.onMessage((message) => {
    setMessages((current) => [...current.filter((known) => known.id !== message.id), message]);
    effects.showToast({ severity: 'info', title: message.title, text: message.body });
  }), [feed, effects]);

  const markAsRead = (message: NotificationItem) => {
    setBusyId(message.id);
    void api.request({ method: 'PUT', path: `Notifications/UpdateNotification/${message.id}` }, anyBody)
      .andThen(() => load())
      .map(() => {
        setPersistent((current) => current.filter((item) => item.id !== message.id));
        setOpened(null);
      })
      .then(() => setBusyId(null));
  };

  const items = messages.map(toItem);
  return {
    bell: {
      messages: items, unreadCount: items.filter((item) => !item.read).length, open,
      onToggle: () => setOpen((current) => !current),
      onOpenMessage: (message) => setOpened(message),
    },
    opened: { message: opened, busy: opened !== null && busyId === opened.id, onMarkAsRead: markAsRead, onClose: () => setOpened(null) },
    persistent: {
      messages: persistent, busyId, onMarkAsRead: markAsRead,
      onClose: (message) => setPersistent((current) => current.filter((item) => item.id !== message.id)),
    },
  };
}
