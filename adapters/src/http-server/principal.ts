import type { Action, Caller } from '@rafdesk/core';
import type { Result } from 'neverthrow';
import type { RouteFailure } from './route-failure.js';

/**
 * The signed-in caller as the server sees it once a bearer token has been accepted: the core's `Caller` (who, in
 * which role, through which session, which doctor). Route handlers receive it and hand it to use cases.
 */
export type AuthenticatedUser = Caller;

/** An action of the access rules (`core/access`); a route names the one it requires. */
export type Permission = Action;

/** Where a request came from: what the audit log records as "from where" and what throttling keys on. */
export interface RequestMeta {
  readonly requestId: string;
  readonly ip: string;
  readonly userAgent: string | null;
}

/** Why a bearer token was not accepted. */
export type AuthenticationError = Extract<RouteFailure, { kind: 'Unauthenticated' | 'InvalidToken' | 'Unavailable' }>;

/**
 * Turns a bearer token into the caller. Resolves `err({ kind: 'Unauthenticated' })` (or the token service's
 * `InvalidToken`) for an unknown, expired or revoked token and `err({ kind: 'Unavailable' })` when the session
 * store cannot be read; it never rejects.
 */
export type Authenticate = (token: string, meta: RequestMeta) => PromiseLike<Result<AuthenticatedUser, AuthenticationError>>;

/** Whether the access rules let `user` take `permission` at all (role only; object scope is the use case's); pure. */
export type Authorize = (user: AuthenticatedUser, permission: Permission) => boolean;
