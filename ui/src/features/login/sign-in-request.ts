import type { ResultAsync } from 'neverthrow';
import {
  type ApiClient, type ApiError, type CurrentUser, type ReplyOfCoded, callEndpoint, enrolSecondFactorEndpoint, identityProviderSignInEndpoint, signInEndpoint,
} from '@rafdesk/core';

export interface Credentials {
  readonly userName: string;
  readonly password: string;
  /** The authenticator code, once the server asked for it. */
  readonly code?: string;
}

/** POST Authentication with the credentials (and the code once asked for it). */
export function signInWithPassword(api: ApiClient, credentials: Credentials): ResultAsync<CurrentUser, ApiError> {
  return callEndpoint(api, signInEndpoint, { userName: credentials.userName, password: credentials.password, code: credentials.code ?? null })
    .map((reply) => reply.data);
}

/** POST Authentication/GoogleSignIn with the identity provider's ID token and the nonce it was issued for. */
export function signInWithIdentityToken(api: ApiClient, idToken: string, nonce: string): ResultAsync<CurrentUser, ApiError> {
  return callEndpoint(api, identityProviderSignInEndpoint, { idToken, nonce, code: null }).map((reply) => reply.data);
}

/** What an authenticator app needs to add the account. */
export type Enrolment = ReplyOfCoded<typeof enrolSecondFactorEndpoint>;

/** POST Authentication/TwoFactorEnrolment: the secret of an account whose two-factor sign-in was just turned on. */
export function enrolAuthenticator(api: ApiClient, credentials: Credentials): ResultAsync<Enrolment, ApiError> {
  return callEndpoint(api, enrolSecondFactorEndpoint, { userName: credentials.userName, password: credentials.password }).map((reply) => reply.data);
}

/**
 * Whether a refusal asks for the second factor: its `code:` line means "enter the code", and naming
 * the enrolment call means the account has no authenticator yet.
 */
export function secondFactorAsked(error: ApiError): 'code' | 'enrol' | null {
  if (error.kind !== 'Refused') return null;
  const line = error.messages.find((message) => message.startsWith('code:'));
  if (line === undefined) return null;
  return line.includes('TwoFactorEnrolment') ? 'enrol' : 'code';
}

/** A refusal line without its field name ("code: The code is wrong" → "The code is wrong"). */
export function readableRefusal(line: string): string {
  return line.replace(/^[A-Za-z0-9_.]+:\s*/, '');
}
