import { wordFailure, type FormWireNames, type UseCaseFailure } from '@rafdesk/core';
import type { ApiError } from '../api-error.js';

/**
 * A use case's failure as the route answers it: input failures are worded now, so form fields carry the names
 * the wire spells (`names`) and code problems name the field that carried the codes (`codeField`); every other
 * failure goes to `toHttpError` as it is.
 */
export function toApiError(error: UseCaseFailure, names?: FormWireNames, codeField?: string): ApiError {
  const wording = wordFailure(error, { names, codeField });
  return wording.class === 'input' ? { kind: 'Validation', errors: wording.lines } : error;
}
