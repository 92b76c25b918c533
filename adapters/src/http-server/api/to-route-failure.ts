import { wordFailure, type FormWireNames, type UseCaseFailure } from '@rafdesk/core';
import type { RouteFailure } from '../route-failure.js';

/**
 * A use case's failure as the route answers it: input failures are worded now, so form fields carry the names
 * the wire spells (`names`) and code problems name the field that carried the codes (`codeField`); every other
 * failure goes to `toHttpError` as it is.
 */
export function toRouteFailure(error: UseCaseFailure, names?: FormWireNames, codeField?: string): RouteFailure {
  const wording = wordFailure(error, { names, codeField });
  return wording.class === 'input' ? { kind: 'Validation', errors: wording.lines } : error;
}
