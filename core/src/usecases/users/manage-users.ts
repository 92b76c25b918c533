import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { UserIdSchema, type UserId } from '../../domain/ids.js';
import type { SortedPageRequest, UserSortField } from '../../ports/repositories/list-sort.js';
import type { User, UserInput } from '../../domain/user.js';
import { notFound, type Conflict, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import type { Page } from '../../ports/repositories/page.js';
import { validateUserForm, type UserFormDraft } from '../../validation/user-form.js';
import { validationFailed, type ValidationFailed } from '../../validation/validation-failed.js';
import { REQUIRED_MESSAGE } from '../../validation/messages.js';
import type { AppPorts } from '../app-ports.js';
import type { Caller } from '../caller.js';
import type { Forbidden } from '../errors.js';
import { endSessionsOf } from './end-sessions.js';
import { issuePasswordLink, type PasswordLinkError, type PasswordLinkPorts } from './password-link.js';

export type ManageUsersPorts = PasswordLinkPorts & Pick<AppPorts, 'lookups' | 'sessions' | 'hubBus'>;

/** Accounts by user name (or the asked-for column, over the whole list), a page at a time; the search matches user name, document id or e-mail. */
export function listUsers(ports: Pick<AppPorts, 'users'>, request: SortedPageRequest<UserSortField>): ResultAsync<Page<User>, StorageError> {
  return ports.users.list(request);
}

/**
 * How a new account gets its first password: by default a one-time link mailed to it; from the operator's terminal a
 * password the operator saw (its hash here), which the user must replace at the first sign-in.
 */
export interface NewAccountOptions {
  /** The name to sign in with; the document id unless given. */
  readonly userName?: string;
  readonly shownPasswordHash?: string;
}

/**
 * Creates an account from the user form (rules by role: NPI and doctor extras for doctors, insurance and IPA number
 * for insurance staff). The user name is the document id unless `options` names one. The account has no password:
 * a one-time link to choose one is mailed to it, unless `options` carries a password the operator saw.
 * Doctors created here still have to complete their profile.
 */
export function createUser(
  ports: ManageUsersPorts, draft: UserFormDraft, options: NewAccountOptions = {},
): ResultAsync<User, ValidationFailed | Conflict | NotFound | PasswordLinkError> {
  return ports.lookups.signUpLookups()
    .andThen((lookups) => validateUserForm({ ...draft, id: null }, { lookups, requireEmailConfirmation: false }))
    .andThen((input) => ports.users.create(
      { user: input, userName: options.userName ?? input.documentId, passwordHash: null, profileCompleted: input.role !== 'Doctor', policyAcceptedAt: null },
      ports.clock.now(),
    ))
    .andThen((user) => (options.shownPasswordHash === undefined
      ? issuePasswordLink(ports, user)
      : ports.users.setPasswordHash(user.id, options.shownPasswordHash, ports.clock.now(), { mustChange: true })).map(() => user));
}

/**
 * Updates an account from the user form. Role and document id cannot change through the form (the fields are
 * locked when editing), so the stored ones are kept whatever the body says.
 */
export function updateUser(ports: Pick<AppPorts, 'users' | 'lookups' | 'clock'>, draft: UserFormDraft): ResultAsync<User, ValidationFailed | NotFound | Conflict | StorageError> {
  const id = UserIdSchema.safeParse(typeof draft.id === 'string' ? Number(draft.id) : draft.id);
  if (!id.success) return errAsync(validationFailed([{ field: 'id', message: REQUIRED_MESSAGE }]));
  const userId = id.data;
  return ports.users.findById(userId)
    .andThen((existing) => (existing === null ? errAsync<User, NotFound>(notFound('user')) : okAsync(existing)))
    .andThen((existing) => ports.lookups.signUpLookups().andThen((lookups) =>
      validateUserForm({ ...draft, role: existing.role, documentId: existing.documentId }, { lookups, requireEmailConfirmation: false })))
    .andThen((input: UserInput) => ports.users.update(userId, input, ports.clock.now()));
}

/** Activates or deactivates an account; deactivating ends all its sessions and hub connections at once. */
export function setUserStatus(ports: Pick<AppPorts, 'users' | 'sessions' | 'hubBus' | 'clock'>, caller: Caller, input: { userId: UserId; active: boolean }): ResultAsync<void, Forbidden | NotFound | StorageError> {
  if (input.userId === caller.userId && !input.active) return errAsync({ kind: 'Forbidden' });
  return ports.users.setActive(input.userId, input.active, ports.clock.now())
    .andThen(() => (input.active ? okAsync(undefined) : endSessionsOf(ports, input.userId)));
}

/** Removes an account with its sessions (hub connections closed); its doctor and patients stay. Nobody deletes themselves. */
export function deleteUser(ports: Pick<AppPorts, 'users' | 'sessions' | 'hubBus' | 'clock'>, caller: Caller, userId: UserId): ResultAsync<void, Forbidden | NotFound | StorageError> {
  if (userId === caller.userId) return errAsync({ kind: 'Forbidden' });
  return endSessionsOf(ports, userId).andThen(() => ports.users.delete(userId));
}
