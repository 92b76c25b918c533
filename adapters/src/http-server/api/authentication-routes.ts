import {
  enrolSecondFactor, loginReport, signInWithIdentityProvider, signInWithPassword, signOut, signUpLookups,
  enrolSecondFactorEndpoint, identityProviderSignInEndpoint, loginReportEndpoint, signInEndpoint, signOutEndpoint, signUpLookupsEndpoint,
} from '@rafdesk/core';
import { implement } from '../implement.js';
import type { RequestMeta } from '../principal.js';
import type { RouteDefinition } from '../route-definition.js';
import type { ApiPorts } from './api-ports.js';
import { callerOf } from './caller.js';

/** Sign-in attempts per client address per minute, on top of the per-account lock. */
export const SIGN_IN_RATE = { max: 30, timeWindowMs: 60_000 } as const;

/** The calls that check a password: answered during maintenance (an Admin signs in to end it) and rate limited. */
const SIGN_IN_POLICY = { duringMaintenance: true, rateLimit: SIGN_IN_RATE } as const;

/** Where a sign-in came from, as the attempt is recorded. */
const originOf = (meta: RequestMeta) => ({ ip: meta.ip, userAgent: meta.userAgent });

/** POST Authentication and its companions, GET Authentication/GetSignUpResolve and the login report (GET Authentication). */
export function authenticationRoutes(ports: ApiPorts): RouteDefinition[] {
  return [
    implement(signInEndpoint, (_user, credentials, meta) => signInWithPassword(ports, { ...credentials, ...originOf(meta) }), SIGN_IN_POLICY),
    implement(identityProviderSignInEndpoint, (_user, credentials, meta) => signInWithIdentityProvider(ports, { ...credentials, ...originOf(meta) }), SIGN_IN_POLICY),
    implement(enrolSecondFactorEndpoint, (_user, credentials, meta) => enrolSecondFactor(ports, { ...credentials, ...originOf(meta) }), SIGN_IN_POLICY),
    implement(signOutEndpoint, (user) => signOut(ports, callerOf(user)), { duringMaintenance: true }),
    implement(signUpLookupsEndpoint, () => signUpLookups(ports)),
    implement(loginReportEndpoint, (_user, request) => loginReport(ports, request)),
  ];
}
