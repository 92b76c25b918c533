import { reasonLines } from '@rafdesk/core';
import type { ApiError } from './api-error.js';

/** What goes on the wire for a failure: always `{ "errors": [...] }`, the shape the web app toasts. */
export interface HttpErrorResponse {
  readonly status: number;
  readonly body: { readonly errors: readonly string[] };
  readonly headers: Readonly<Record<string, string>>;
}

export const UNAUTHENTICATED_MESSAGE = 'Please sign in again';
export const FORBIDDEN_MESSAGE = 'You do not have permission to do this';
export const PASSWORD_CHANGE_MESSAGE = 'Please change your password first';
export const MAINTENANCE_MESSAGE = 'The portal is under maintenance';
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable, please try again';
export const UNEXPECTED_MESSAGE = 'An unexpected error occurred';

const answer = (status: number, errors: readonly string[], headers: Record<string, string> = {}): HttpErrorResponse => ({
  status,
  body: { errors },
  headers,
});

/**
 * The one mapping from error kinds to HTTP. Exhaustive: a new kind does not compile until it is mapped here.
 * Messages are fixed texts or built from the error's own names (entity, field); nothing from the request, a
 * stack or an `Unavailable` reason is echoed.
 */
export function toHttpError(error: ApiError): HttpErrorResponse {
  switch (error.kind) {
    case 'Validation':
      return answer(400, error.errors);
    case 'ValidationFailed':
      return answer(400, reasonLines(error));
    case 'Unauthenticated':
    case 'InvalidToken':
      return answer(401, [UNAUTHENTICATED_MESSAGE]);
    case 'Forbidden':
      return answer(403, [FORBIDDEN_MESSAGE]);
    case 'PasswordChangeRequired':
      return answer(403, [PASSWORD_CHANGE_MESSAGE]);
    case 'NotFound':
      return answer(404, [`The ${error.entity} does not exist`]);
    case 'Conflict':
      return answer(409, [`A ${error.entity} with this ${error.field} already exists`]);
    case 'PayloadTooLarge':
      return answer(413, ['The request is too large']);
    case 'UnsupportedMediaType':
      return answer(415, ['This content type is not supported']);
    case 'TooManyRequests':
      return answer(429, ['Too many attempts, please wait and try again'], {
        'retry-after': String(Math.max(1, Math.ceil(error.retryAfterSeconds))),
      });
    case 'Maintenance':
      return answer(503, [MAINTENANCE_MESSAGE]);
    case 'Unavailable':
      // Not 503: the web app sends every 503 to the maintenance page (spec 01 §8), and a passing
      // storage failure is no maintenance.
      return answer(500, [UNAVAILABLE_MESSAGE]);
    case 'Unexpected':
      return answer(500, [UNEXPECTED_MESSAGE]);
  }
}
