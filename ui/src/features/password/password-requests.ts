import type { ResultAsync } from 'neverthrow';
import { anyBody, type ApiClient, type ApiError } from '@rafdesk/core';

/** POST Users/SetPassword: chooses the password with the secret of a mailed one-time link. */
export function setPasswordWithLink(api: ApiClient, token: string, password: string): ResultAsync<void, ApiError> {
  return api.request({ method: 'POST', path: 'Users/SetPassword', json: { token, password }, quiet: true }, anyBody).map(() => undefined);
}

/** POST Users/ChangePassword: the signed-in user's own password. */
export function changeOwnPassword(api: ApiClient, currentPassword: string, newPassword: string): ResultAsync<void, ApiError> {
  return api.request({ method: 'POST', path: 'Users/ChangePassword', json: { currentPassword, newPassword }, quiet: true }, anyBody).map(() => undefined);
}

/** The refusal's lines by field ("newPassword: …" → newPassword), and the lines that name no field. */
export function refusalLines(error: ApiError): { byField: Record<string, string>; other: string[] } {
  if (error.kind !== 'Refused') return { byField: {}, other: ['The password could not be changed, please try again'] };
  const byField: Record<string, string> = {};
  const other: string[] = [];
  for (const line of error.messages) {
    const match = /^(\w+): (.*)$/.exec(line);
    if (match?.[1] !== undefined && match[2] !== undefined) byField[match[1]] = match[2];
    else other.push(line);
  }
  return { byField, other };
}
