import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, ReceivedNotification } from '@rafdesk/core';
import { useService } from '../../shared/services/services.js';
import type { NotificationItem } from './notification-item.js';
import { notificationsKey, useMarkAsRead, useNotificationsQuery } from './notifications-queries.js';
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
 * The user's notifications through the query cache: read by remote user id, live messages put into the cache and
 * toasted, a catch-up after a reconnect read again, persistent unread messages popped up once on load, and Mark as
 * Read applied at once, then the list read again.
 */
export function useNotifications(user: CurrentUser): NotificationsProps {
  const api = useService('api');
  const feed = useService('notificationFeed');
  const effects = useService('effects');
  const queryClient = useQueryClient();
  const key = useMemo(() => notificationsKey(user.remoteUserId), [user.remoteUserId]);
  const query = useNotificationsQuery(api, user.remoteUserId);
  const markRead = useMarkAsRead(api, user.remoteUserId);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState<NotificationItem | null>(null);
  const [persistent, setPersistent] = useState<NotificationItem[]>([]);
  const poppedUp = useRef(false);

  useEffect(() => {
    if (poppedUp.current || query.data === undefined) return;
    poppedUp.current = true;
    setPersistent(query.data.filter((message) => message.persistent && !message.read && addressedTo(message, user)).map(toItem));
  }, [query.data, user]);
  useEffect(() => feed.onCatchUp(() => void queryClient.invalidateQueries({ queryKey: key })), [feed, queryClient, key]);
  useEffect(() => feed.onMessage((message) => {
    // A read of the list already under way (after Mark as Read, say) may have been answered before this message was
    // stored, and would put the list back without it: read it once more after, which the server answers with it.
    const reading = queryClient.isFetching({ queryKey: key }) > 0;
    queryClient.setQueryData<ReceivedNotification[]>(key, (current = []) => [...current.filter((known) => known.id !== message.id), message]);
    if (reading) void queryClient.invalidateQueries({ queryKey: key });
    effects.showToast({ severity: 'info', title: message.title, text: message.body });
  }), [feed, effects, queryClient, key]);

  const busyId = markRead.isPending ? (markRead.variables ?? null) : null;
  const markAsRead = (message: NotificationItem) => markRead.mutate(message.id, {
    onSuccess: () => {
      setPersistent((current) => current.filter((item) => item.id !== message.id));
      setOpened(null);
    },
  });

  const items = (query.data ?? []).map(toItem);
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
