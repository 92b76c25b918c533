import { wordFailure, type FormWireNames, type UseCaseFailure } from '@rafdesk/core';
import type { RouteFailure } from '../route-failure.js';

/** The failures only HTTP knows: a route words them itself (a file it refuses before the use case runs, a busy reader). */
const HTTP_ONLY: Readonly<Record<Exclude<RouteFailure['kind'], UseCaseFailure['kind']>, true>> = {
  Validation: true, PasswordChangeRequired: true, TooManyRequests: true, PayloadTooLarge: true, UnsupportedMediaType: true, Unexpected: true,
};

const isUseCaseFailure = (error: RouteFailure): error is UseCaseFailure => !(error.kind in HTTP_ONLY);

/**
 * A use case's failure as the route answers it: input failures are worded now, so form fields carry the names
 * the wire spells (`names`) and code problems name the field that carried the codes (`codeField`); every other
 * failure goes to `toHttpError` as it is, as does a failure only HTTP knows.
 */
export function toRouteFailure(error: RouteFailure, names?: FormWireNames, codeField?: string): RouteFailure {
  if (!isUseCaseFailure(error)) return error;
  const wording = wordFailure(error, { names, codeField });
  return wording.class === 'input' ? { kind: 'Validation', errors: wording.lines } : error;
}
