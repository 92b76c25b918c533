import { FAILURE_MESSAGES, wordFailure, type FailureClass } from '@rafdesk/core';
import type { RouteFailure } from './route-failure.js';

/** What goes on the wire for a failure: always `{ "errors": [...] }`, the shape the web app toasts. */
export interface HttpErrorResponse {
  readonly status: number;
  readonly body: { readonly errors: readonly string[] };
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * The one HTTP status of each class of failure. `unavailable` is 500, not 503: the web app sends every 503 to
 * the maintenance page (spec 01 §8), and a passing storage failure is no maintenance.
 */
export const HTTP_STATUS: Readonly<Record<FailureClass, number>> = {
  input: 400, unauthenticated: 401, forbidden: 403, notFound: 404, conflict: 409, tooLarge: 413, unsupportedType: 415,
  tooManyAttempts: 429, maintenance: 503, unavailable: 500, bug: 500,
};

const answer = (status: number, errors: readonly string[], headers: Record<string, string> = {}): HttpErrorResponse => ({ status, body: { errors }, headers });
const retryAfter = (seconds: number) => ({ 'retry-after': String(Math.max(1, Math.ceil(seconds))) });

/**
 * The one mapping from error kinds to HTTP: the core's wording ({@link wordFailure}) and {@link HTTP_STATUS}. Nothing
 * from the request, a stack or an `Unavailable` reason is echoed.
 */
export function toHttpError(error: RouteFailure): HttpErrorResponse {
  switch (error.kind) {
    case 'Validation': return answer(HTTP_STATUS.input, error.errors);
    case 'TooManyRequests': return answer(HTTP_STATUS.tooManyAttempts, [FAILURE_MESSAGES.tooManyAttempts], retryAfter(error.retryAfterSeconds));
    case 'PayloadTooLarge': return answer(HTTP_STATUS.tooLarge, [FAILURE_MESSAGES.tooLarge]);
    case 'UnsupportedMediaType': return answer(HTTP_STATUS.unsupportedType, [FAILURE_MESSAGES.unsupportedType]);
    case 'PasswordChangeRequired': return answer(HTTP_STATUS.forbidden, [FAILURE_MESSAGES.passwordChangeRequired]);
    case 'Unexpected': return answer(HTTP_STATUS.bug, [FAILURE_MESSAGES.unexpected]);
    default: {
      const wording = wordFailure(error);
      const headers = wording.retryAfterSeconds === undefined ? {} : retryAfter(wording.retryAfterSeconds);
      return answer(HTTP_STATUS[wording.class], wording.lines, headers);
    }
  }
}
