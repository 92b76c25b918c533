import { okAsync, type ResultAsync } from 'neverthrow';
import type { CurrentUser } from '../../domain/current-user.js';
import type { ServiceUnavailable } from '../../ports/auth/service-unavailable.js';
import type { SignInAccount } from '../../ports/repositories/user-repository.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import { menusFor } from '../../access/index.js';
import type { AppPorts } from '../app-ports.js';
import { SESSION_PURGE_AFTER_MS } from '../security-policy.js';

export type StartSessionPorts = Pick<AppPorts, 'sessions' | 'tokens' | 'ids' | 'clock'>;

/** Where a sign-in came from, kept with the session and the sign-in event. */
export interface SignInOrigin {
  readonly ip: string | null;
  readonly userAgent: string | null;
}

/**
 * Opens a new server-side session for an account that has proven who it is and hands back the current user
 * with a fresh bearer token naming that session (a new token on every sign-in), and the role's menu sorted by position.
 * Sessions that ended more than {@link SESSION_PURGE_AFTER_MS} ago are deleted on the way (best effort: a failed
 * purge is tried again at the next sign-in and never refuses this one).
 */
export function startSession(ports: StartSessionPorts, account: SignInAccount, origin: SignInOrigin): ResultAsync<CurrentUser, StorageError | ServiceUnavailable> {
  const sessionId = ports.ids.uuid();
  const at = ports.clock.now();
  return ports.sessions
    .create({ id: sessionId, userId: account.userId, at, ip: origin.ip, userAgent: origin.userAgent })
    .andThen(() => ports.sessions.purgeBefore(new Date(at.getTime() - SESSION_PURGE_AFTER_MS)).orElse(() => okAsync(0)))
    .andThen(() => ports.tokens.issueApiToken({ userId: String(account.userId), sessionId }))
    .map((issued): CurrentUser => ({
      userId: account.userId,
      remoteUserId: account.userId,
      fullName: account.fullName,
      userName: account.userName,
      role: account.role,
      menus: menusFor(account.role),
      ipaNumber: account.ipaNumber,
      token: issued.token,
      mustChangePassword: account.mustChangePassword,
    }));
}
