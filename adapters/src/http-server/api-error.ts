import type { Conflict, InvalidToken, NotFound, ServiceUnavailable, ValidationFailed } from '@rafdesk/core';

/**
 * Every failure a route can answer with, tagged by `kind`: the core's own error values plus the few that only
 * HTTP knows. Route handlers return these as `err(…)`; {@link toHttpError} is the one place that turns them into
 * a status and a body.
 */
export type ApiError =
  /** Input broke a rule; each entry reads "<field>: <reason>" or is a message of the spec. */
  | { readonly kind: 'Validation'; readonly errors: readonly string[] }
  /** A form checked by the core's rules. */
  | ValidationFailed
  /** No bearer token, or one that is unknown, expired or revoked. */
  | { readonly kind: 'Unauthenticated' }
  | InvalidToken
  /** Signed in, but the access rules refuse this action or this object. */
  | { readonly kind: 'Forbidden' }
  /** Signed in with a password someone else chose: only changing it is allowed. */
  | { readonly kind: 'PasswordChangeRequired' }
  /** The object does not exist, or exists outside what the caller may know about. */
  | NotFound
  /** The thing already exists (a uniqueness rule). */
  | Conflict
  /** Too many attempts; the caller may retry after the given number of seconds. */
  | { readonly kind: 'TooManyRequests'; readonly retryAfterSeconds: number }
  | { readonly kind: 'PayloadTooLarge' }
  | { readonly kind: 'UnsupportedMediaType' }
  /** Maintenance mode is on. */
  | { readonly kind: 'Maintenance' }
  /** A dependency (database, mail, file store) could not be reached. */
  | ServiceUnavailable
  /** A bug: an invariant broke. Never carries details to the client. */
  | { readonly kind: 'Unexpected' };

export type ApiErrorKind = ApiError['kind'];

/** 400 with the given lines ("<field>: <reason>" or a message of the spec). */
export const validationError = (errors: readonly string[]) => ({ kind: 'Validation', errors }) as const satisfies ApiError;
export const unauthenticated = { kind: 'Unauthenticated' } as const satisfies ApiError;
export const forbidden = { kind: 'Forbidden' } as const satisfies ApiError;
