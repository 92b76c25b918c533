import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ApiClient, type NotificationId, type ReceivedNotification, type UserId, callEndpoint, endpointKey, listNotificationsEndpoint, markNotificationReadEndpoint,
} from '@rafdesk/core';
import { fromResult } from '../../shared/query/from-result.js';

/** The cache key of a user's notifications (by the remote user id the API reads them with). */
export const notificationsKey = (remoteUserId: UserId) => endpointKey(listNotificationsEndpoint, remoteUserId);

/** GET Notifications: the user's messages. */
export function useNotificationsQuery(api: ApiClient, remoteUserId: UserId) {
  return useQuery({
    queryKey: notificationsKey(remoteUserId),
    queryFn: () => fromResult(callEndpoint(api, listNotificationsEndpoint, remoteUserId).map((reply) => reply.data)),
  });
}

/**
 * PUT Notifications/UpdateNotification/{id}: the message shows read at once, and the list is then fetched again
 * (the spec's rule; another device may have read others meanwhile).
 */
export function useMarkAsRead(api: ApiClient, remoteUserId: UserId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: NotificationId) => fromResult(callEndpoint(api, markNotificationReadEndpoint, id)),
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<ReceivedNotification[]>(notificationsKey(remoteUserId), (current) => current?.map((message) => (message.id === id ? { ...message, read: true } : message)));
      return queryClient.invalidateQueries({ queryKey: notificationsKey(remoteUserId) });
    },
  });
}
