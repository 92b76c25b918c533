import type { UseCaseFailure } from '@rafdesk/core';

/**
 * Every failure a route can answer with, tagged by `kind`: the core's use-case failures plus the few that only
 * HTTP knows. Route handlers return these as `err(…)`; {@link toHttpError} is the one place that turns them into
 * a status and a body, with the core's one wording. Named apart from core's `ApiError`, which is what a client
 * makes of a failed call (Refused, Unreachable…): the two were both `ApiError` and meant different things.
 */
export type RouteFailure =
  /** Input broke a rule; each entry reads "<field>: <reason>" or is a message of the spec. */
  | { readonly kind: 'Validation'; readonly errors: readonly string[] }
  | UseCaseFailure
  /** Signed in with a password someone else chose: only changing it is allowed. */
  | { readonly kind: 'PasswordChangeRequired' }
  /** Too many requests from one client address (the rate limiter); the caller may retry after the given seconds. */
  | { readonly kind: 'TooManyRequests'; readonly retryAfterSeconds: number }
  | { readonly kind: 'PayloadTooLarge' }
  | { readonly kind: 'UnsupportedMediaType' }
  /** A bug: an invariant broke. Never carries details to the client. */
  | { readonly kind: 'Unexpected' };

export type RouteFailureKind = RouteFailure['kind'];

/** 400 with the given lines ("<field>: <reason>" or a message of the spec). */
export const validationError = (errors: readonly string[]) => ({ kind: 'Validation', errors }) as const satisfies RouteFailure;
export const unauthenticated = { kind: 'Unauthenticated' } as const satisfies RouteFailure;
export const forbidden = { kind: 'Forbidden' } as const satisfies RouteFailure;
