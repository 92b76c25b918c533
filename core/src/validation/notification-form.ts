import type { Result } from 'neverthrow';
import { UserIdSchema } from '../domain/ids.js';
import type { OutgoingNotification } from '../domain/notification.js';
import { createFieldReader, presentValue } from './field-reader.js';
import { readDatabaseId } from './input-hygiene.js';
import { readRole } from './readers.js';
import type { ValidationFailed } from './validation-failed.js';

export const NOTIFICATION_TITLE_MAX = 100;
export const NOTIFICATION_MESSAGE_MAX = 1000;

/** Whether a notification goes to roles or to chosen users. */
export type RecipientType = 'roles' | 'users';

export interface NotificationFormDraft {
  recipientType?: unknown;
  recipientRoles?: unknown;
  recipientUserIds?: unknown;
  title?: unknown;
  body?: unknown;
  persistent?: unknown;
}

/**
 * The notification centre's rules: recipients required by type (roles or users), title 1–100,
 * message 1–1000. When no type is given it follows from which list is filled.
 */
export function validateNotificationForm(draft: NotificationFormDraft): Result<OutgoingNotification, ValidationFailed> {
  const r = createFieldReader();
  const type = draft.recipientType === 'roles' || draft.recipientType === 'users' ? draft.recipientType : inferType(draft);
  const recipientRoles = r.list('recipientRoles', 'Roles', type === 'roles' ? draft.recipientRoles : [], readRole, { required: type === 'roles' });
  const recipientUserIds = r.list('recipientUserIds', 'Users', type === 'users' ? draft.recipientUserIds : [], (raw) => {
    const id = UserIdSchema.safeParse(readDatabaseId(raw));
    return id.success ? id.data : null;
  }, { required: type === 'users' });
  const title = r.text('title', 'Title', draft.title, { required: true, min: 1, max: NOTIFICATION_TITLE_MAX });
  const body = r.text('body', 'Message', draft.body, { required: true, min: 1, max: NOTIFICATION_MESSAGE_MAX });
  return r.finish(() => ({ title: presentValue(title), body: presentValue(body), recipientUserIds, recipientRoles, persistent: r.flag(draft.persistent), anonymous: false }));
}

function inferType(draft: NotificationFormDraft): RecipientType {
  const hasUsers = Array.isArray(draft.recipientUserIds) ? draft.recipientUserIds.length > 0 : typeof draft.recipientUserIds === 'string' && draft.recipientUserIds.trim() !== '';
  return hasUsers ? 'users' : 'roles';
}
