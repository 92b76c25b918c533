import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  type OutgoingNotification, ROLE_NAMES, callEndpoint, endpointKey, fieldErrors, listUsersEndpoint, sendNotificationEndpoint, validateNotificationForm,
} from '@rafdesk/core';
import { fromResult } from '../../shared/query/from-result.js';
import { useService } from '../../shared/services/services.js';
import type { SendDraft, SendNotificationViewProps } from './send-notification-view.js';

/** The user list of the Notification Center reads one page of this size (spec 02 §9). */
export const NOTIFICATION_USER_LIST_SIZE = 5000;

/** Every user the list may offer, unsearched. */
const RECIPIENTS = { pageNumber: 1, pageSize: NOTIFICATION_USER_LIST_SIZE, searchQuery: null } as const;

const EMPTY: SendDraft = { recipientType: 'roles', roles: [], userIds: [], title: '', body: '', persistent: false };

// Which of the form's fields a change touches, by the names core's rule gives its messages.
const ERROR_FIELDS: Readonly<Record<keyof SendDraft, readonly string[]>> = {
  recipientType: ['recipientRoles', 'recipientUserIds'], roles: ['recipientRoles'], userIds: ['recipientUserIds'], title: ['title'], body: ['body'], persistent: [],
};

/**
 * The Notification Center: core's notification rule, POST Notifications (the server stores the message for its
 * audience and pushes it live; the response policy shows the success toast), then an empty form.
 */
export function useSendNotification(): SendNotificationViewProps {
  const api = useService('api');
  const [draft, setDraft] = useState<SendDraft>(EMPTY);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const users = useQuery({
    queryKey: endpointKey(listUsersEndpoint, RECIPIENTS), enabled: draft.recipientType === 'users',
    queryFn: () => fromResult(callEndpoint(api, listUsersEndpoint, RECIPIENTS).map((reply) => reply.data)),
  });
  const send = useMutation({
    mutationFn: (message: OutgoingNotification) => fromResult(callEndpoint(api, sendNotificationEndpoint, message)),
    onSuccess: () => {
      // The answer's 204 already shows 'Action submitted successfully' through the response policy.
      setDraft(EMPTY);
    },
  });
  const submit = () => {
    const checked = validateNotificationForm({
      recipientType: draft.recipientType, recipientRoles: draft.roles, recipientUserIds: draft.userIds, title: draft.title, body: draft.body, persistent: draft.persistent,
    });
    if (checked.isErr()) {
      setErrors(Object.fromEntries(Object.entries(fieldErrors(checked.error)).map(([field, messages]) => [field, messages[0] ?? ''])));
      return;
    }
    setErrors({});
    send.mutate(checked.value);
  };
  return {
    draft, errors, sending: send.isPending, usersLoading: users.isFetching, onSubmit: submit,
    roles: ROLE_NAMES.map((role) => ({ label: role, value: role })),
    users: (users.data ?? []).map((user) => ({ label: `${user.fullName}${user.userName ? ` (${user.userName})` : ''}`, value: user.id as number })),
    onChange: (change) => {
      setDraft((current) => ({ ...current, ...change }));
      const touched = new Set(Object.keys(change).flatMap((key) => ERROR_FIELDS[key as keyof SendDraft]));
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !touched.has(field))));
    },
  };
}
