import {
  enrolSecondFactor, loginReport, signInWithIdentityProvider, signInWithPassword, signOut, signUpLookups, toWireCurrentUser, toWireLoginReportRow, toWireSignUpLookups,
  enrolSecondFactorEndpoint, identityProviderSignInEndpoint, loginReportEndpoint, signInEndpoint, signOutEndpoint, signUpLookupsEndpoint,
} from '@rafdesk/core';
import { definePagedRoute, defineRoute, type RouteDefinition } from '../route-definition.js';
import type { ApiPorts } from './api-ports.js';
import { callerOf } from './caller.js';
import { pageOf } from './page-of.js';
import { toRouteFailure } from './to-route-failure.js';

/** Sign-in attempts per client address per minute, on top of the per-account lock. */
export const SIGN_IN_RATE = { max: 30, timeWindowMs: 60_000 } as const;

/** POST Authentication and its companions, GET Authentication/GetSignUpResolve and the login report (GET Authentication). */
export function authenticationRoutes(ports: ApiPorts): RouteDefinition[] {
  return [
    defineRoute(signInEndpoint, {
      duringMaintenance: true, rateLimit: SIGN_IN_RATE,
      handler: ({ body, meta }) => signInWithPassword(ports, { userName: body.userName, password: body.password, code: body.code ?? null, ip: meta.ip, userAgent: meta.userAgent })
        .map(toWireCurrentUser).mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(identityProviderSignInEndpoint, {
      duringMaintenance: true, rateLimit: SIGN_IN_RATE,
      handler: ({ body, meta }) => signInWithIdentityProvider(ports, {
        idToken: body.idToken ?? body.credential ?? '', nonce: body.nonce ?? null, code: body.code ?? null, ip: meta.ip, userAgent: meta.userAgent,
      }).map(toWireCurrentUser).mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(enrolSecondFactorEndpoint, {
      duringMaintenance: true, rateLimit: SIGN_IN_RATE,
      handler: ({ body, meta }) => enrolSecondFactor(ports, { userName: body.userName, password: body.password, ip: meta.ip, userAgent: meta.userAgent })
        .mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(signOutEndpoint, {
      duringMaintenance: true,
      handler: ({ user }) => signOut(ports, callerOf(user)).mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(signUpLookupsEndpoint, {
      handler: () => signUpLookups(ports).map(toWireSignUpLookups).mapErr((error) => toRouteFailure(error)),
    }),
    definePagedRoute(loginReportEndpoint, {
      handler: ({ query, page }) => loginReport(ports, { ...page, searchQuery: query.SearchQuery })
        .map((result) => pageOf(result, toWireLoginReportRow))
        .mapErr((error) => toRouteFailure(error)),
    }),
  ];
}
