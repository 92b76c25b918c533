import {
  enrolSecondFactor, LOGIN_REPORT_PAGE_SIZE, loginReport, signInWithIdentityProvider, signInWithPassword, signOut, signUpLookups, toWireCurrentUser, toWireLoginReportRow, toWireSignUpLookups, WireCurrentUserSchema, WireLoginReportRowSchema, WireSignUpLookupsSchema, searchField,
} from '@rafdesk/core';
import { z } from 'zod';
import { definePagedRoute, defineRoute, type RouteDefinition } from '../route-definition.js';
import type { ApiPorts } from './api-ports.js';
import { callerOf } from './caller.js';
import { pageOf } from './page-of.js';
import { toApiError } from './to-api-error.js';

/** Sign-in attempts per client address per minute, on top of the per-account lock. */
export const SIGN_IN_RATE = { max: 30, timeWindowMs: 60_000 } as const;

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

const SearchQuerySchema = z.object({ SearchQuery: searchField });

/** POST Authentication and its companions, GET Authentication/GetSignUpResolve and the login report (GET Authentication). */
export function authenticationRoutes(ports: ApiPorts): RouteDefinition[] {
  return [
    defineRoute({
      method: 'POST', path: 'Authentication', summary: 'Sign in with user name and password (and the authenticator code when two-factor sign-in is on)',
      access: 'public', duringMaintenance: true, rateLimit: SIGN_IN_RATE, body: PasswordSignInSchema, response: WireCurrentUserSchema,
      handler: ({ body, meta }) => signInWithPassword(ports, { userName: body.userName, password: body.password, code: body.code ?? null, ip: meta.ip, userAgent: meta.userAgent })
        .map(toWireCurrentUser).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'POST', path: 'Authentication/GoogleSignIn', summary: 'Sign in with an OpenID Connect ID token of the configured identity provider',
      access: 'public', duringMaintenance: true, rateLimit: SIGN_IN_RATE, body: IdentitySignInSchema, response: WireCurrentUserSchema,
      handler: ({ body, meta }) => signInWithIdentityProvider(ports, {
        idToken: body.idToken ?? body.credential ?? '', nonce: body.nonce ?? null, code: body.code ?? null, ip: meta.ip, userAgent: meta.userAgent,
      }).map(toWireCurrentUser).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'POST', path: 'Authentication/TwoFactorEnrolment', summary: 'Start the authenticator enrolment of an account whose two-factor sign-in was just turned on',
      access: 'public', duringMaintenance: true, rateLimit: SIGN_IN_RATE, body: PasswordSignInSchema.omit({ code: true }),
      response: z.object({ secret: z.string(), otpauthUri: z.string() }),
      handler: ({ body, meta }) => enrolSecondFactor(ports, { userName: body.userName, password: body.password, ip: meta.ip, userAgent: meta.userAgent })
        .mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'POST', path: 'Authentication/SignOut', summary: 'End the session of the presented token (its hub connections close too)',
      access: 'signed-in', duringMaintenance: true, successStatus: 204,
      handler: ({ user }) => signOut(ports, callerOf(user)).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'GET', path: 'Authentication/GetSignUpResolve', summary: 'The billing programs, record programs and services the sign-up form offers',
      access: 'public', response: WireSignUpLookupsSchema,
      handler: () => signUpLookups(ports).map(toWireSignUpLookups).mapErr((error) => toApiError(error)),
    }),
    definePagedRoute({
      method: 'GET', path: 'Authentication', summary: 'The login report: user name, first and last name, last login, days of activity',
      access: { permission: 'loginReport.view' }, defaultPageSize: LOGIN_REPORT_PAGE_SIZE, query: SearchQuerySchema, response: WireLoginReportRowSchema,
      audit: { action: 'loginReport.read' },
      handler: ({ query, page }) => loginReport(ports, { ...page, searchQuery: query.SearchQuery })
        .map((result) => pageOf(result, toWireLoginReportRow))
        .mapErr((error) => toApiError(error)),
    }),
  ];
}

export { SearchQuerySchema };
