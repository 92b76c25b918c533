import { z } from 'zod';
import { WireCurrentUserSchema } from '../wire/current-user-wire.js';
import { endpoint } from './endpoint.js';

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
  nonce: z.string().max(256).nullish(),
  code: z.string().max(16).nullish(),
}).refine((body) => body.idToken !== undefined || body.credential !== undefined, { message: 'This field is required', path: ['idToken'] });


export const signInEndpoint = endpoint({
  method: 'POST', path: 'Authentication', summary: 'Sign in with user name and password (and the authenticator code when two-factor sign-in is on)',
  access: 'public', body: PasswordSignInSchema, response: WireCurrentUserSchema,
});

export const identityProviderSignInEndpoint = endpoint({
  method: 'POST', path: 'Authentication/GoogleSignIn', summary: 'Sign in with an OpenID Connect ID token of the configured identity provider',
  access: 'public', body: IdentitySignInSchema, response: WireCurrentUserSchema,
});

export const enrolSecondFactorEndpoint = endpoint({
  method: 'POST', path: 'Authentication/TwoFactorEnrolment', summary: 'Start the authenticator enrolment of an account whose two-factor sign-in was just turned on',
  access: 'public', body: PasswordSignInSchema.omit({ code: true }), response: z.object({ secret: z.string(), otpauthUri: z.string() }),
});

export const signOutEndpoint = endpoint({
  method: 'POST', path: 'Authentication/SignOut', summary: 'End the session of the presented token (its hub connections close too)',
  access: 'signed-in', successStatus: 204,
});
