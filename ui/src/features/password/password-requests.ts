import type { ResultAsync } from 'neverthrow';
import { callEndpoint, changePasswordEndpoint, refusalByField, setPasswordEndpoint, type ApiClient, type ApiError, type FormWireNames } from '@rafdesk/core';

/** POST Users/SetPassword: chooses the password with the secret of a mailed one-time link. */
export function setPasswordWithLink(api: ApiClient, token: string, password: string): ResultAsync<void, ApiError> {
  return callEndpoint(api, setPasswordEndpoint, { secret: token, password }, { quiet: true }).map(() => undefined);
}

/** POST Users/ChangePassword: the signed-in user's own password. */
export function changeOwnPassword(api: ApiClient, currentPassword: string, newPassword: string): ResultAsync<void, ApiError> {
  return callEndpoint(api, changePasswordEndpoint, { currentPassword, newPassword }, { quiet: true }).map(() => undefined);
}

/** The password calls' wire fields (the same names inside the web app). */
const PASSWORD_WIRE_NAMES: FormWireNames = { fields: { currentPassword: 'currentPassword', newPassword: 'newPassword', password: 'password', token: 'token' } };

/** The refusal's lines by field ("newPassword: …" → newPassword), and the lines that name no field. */
export function refusalLines(error: ApiError): { byField: Readonly<Record<string, string>>; other: readonly string[] } {
  if (error.kind !== 'Refused') return { byField: {}, other: ['The password could not be changed, please try again'] };
  const { fields, others } = refusalByField(error.messages, PASSWORD_WIRE_NAMES);
  return { byField: fields, other: others };
}
