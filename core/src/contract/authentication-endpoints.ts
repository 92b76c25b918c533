import { z } from 'zod';
import type { SecondFactorEnrolment } from '../usecases/auth/enrol-second-factor.js';
import type { IdentitySignIn } from '../usecases/auth/sign-in-with-identity-provider.js';
import type { PasswordSignIn } from '../usecases/auth/sign-in-with-password.js';
import type { SignInOrigin } from '../usecases/auth/start-session.js';
import { WireCurrentUserSchema, currentUserOfWire, toWireCurrentUser } from '../wire/current-user-wire.js';
import { endpoint } from './endpoint.js';
import { coded, noAnswer } from './endpoint-codec.js';
import { noInput } from './no-input.js';

// Sign-in (password, identity provider, authenticator enrolment) and sign-out: the calls the sign-in page and the shell
// make, kept apart from the rest so the sign-in page loads no other call's schemas.

const PasswordSignInSchema = z.object({
  userName: z.string().min(1).max(256),
  password: z.string().min(1).max(1024),
  code: z.string().max(16).nullish(),
});

const IdentitySignInSchema = z.object({
  idToken: z.string().min(1).max(8192).optional(),
  credential: z.string().min(1).max(8192).optional(),
  nonce: z.string().min(1).max(256).optional(),
  code: z.string().max(16).nullish(),
}).superRefine((body, context) => {
  if (body.idToken === undefined && body.credential === undefined) context.addIssue({ code: 'custom', message: 'This field is required', path: ['idToken'] });
  // Required (OpenID Connect Core §3.2.2.11): the token must carry the nonce this sign-in sent.
  if (body.nonce === undefined) context.addIssue({ code: 'custom', message: 'This field is required', path: ['nonce'] });
});

/** What the caller sends to sign in; where the call came from is the server's to add. */
export type PasswordCredentials = Omit<PasswordSignIn, keyof SignInOrigin>;
export type IdentityCredentials = Omit<IdentitySignIn, keyof SignInOrigin>;

const signedIn = { encodeOutput: toWireCurrentUser, decodeOutput: currentUserOfWire };

export const signInEndpoint = coded(endpoint({
  method: 'POST', path: 'Authentication', summary: 'Sign in with user name and password (and the authenticator code when two-factor sign-in is on)',
  access: 'public', body: PasswordSignInSchema, response: WireCurrentUserSchema,
}), {
  // The code travels only once the server asked for it.
  encodeInput: (sign: PasswordCredentials) => ({ json: { userName: sign.userName, password: sign.password, code: sign.code || undefined } }),
  decodeInput: ({ body }): PasswordCredentials => ({ userName: body.userName, password: body.password, code: body.code ?? null }),
  ...signedIn,
});

export const identityProviderSignInEndpoint = coded(endpoint({
  method: 'POST', path: 'Authentication/GoogleSignIn', summary: 'Sign in with an OpenID Connect ID token of the configured identity provider',
  access: 'public', body: IdentitySignInSchema, response: WireCurrentUserSchema,
}), {
  encodeInput: (sign: IdentityCredentials) => ({ json: { idToken: sign.idToken, nonce: sign.nonce, code: sign.code || undefined } }),
  // Google's button hands the token over as `credential`.
  decodeInput: ({ body }): IdentityCredentials => ({ idToken: body.idToken ?? body.credential ?? '', nonce: body.nonce ?? '', code: body.code ?? null }),
  ...signedIn,
});

// An empty secret could not be typed into an authenticator app, so the web app refuses it as a broken answer.
const EnrolmentReplySchema = z.object({ secret: z.string().min(1), otpauthUri: z.string().min(1) });

export const enrolSecondFactorEndpoint = coded(endpoint({
  method: 'POST', path: 'Authentication/TwoFactorEnrolment', summary: 'Start the authenticator enrolment of an account whose two-factor sign-in was just turned on',
  access: 'public', body: PasswordSignInSchema.omit({ code: true }), response: z.object({ secret: z.string(), otpauthUri: z.string() }),
}), {
  encodeInput: (sign: Omit<PasswordCredentials, 'code'>) => ({ json: { userName: sign.userName, password: sign.password } }),
  decodeInput: ({ body }): Omit<PasswordCredentials, 'code'> => ({ userName: body.userName, password: body.password }),
  encodeOutput: (enrolment: SecondFactorEnrolment) => enrolment,
  reply: EnrolmentReplySchema,
  decodeOutput: (wire): SecondFactorEnrolment => wire,
});

export const signOutEndpoint = coded(endpoint({
  method: 'POST', path: 'Authentication/SignOut', summary: 'End the session of the presented token (its hub connections close too)',
  access: 'signed-in', successStatus: 204,
}), {
  // The session to end is the bearer token's.
  ...noInput,
  ...noAnswer,
});
