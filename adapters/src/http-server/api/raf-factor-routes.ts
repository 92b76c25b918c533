import { listRafFactors, listRafFactorsEndpoint, paymentYears, paymentYearsEndpoint, setRafFactor, setRafFactorEndpoint } from '@rafdesk/core';
import { defineRoute, type RouteDefinition } from '../route-definition.js';
import type { ApiPorts } from './api-ports.js';
import { callerOf } from './caller.js';
import { toRouteFailure } from './to-route-failure.js';

/**
 * The payment-year factor table (GET RafFactors: every factor with its status and source) and an Admin's
 * value for an unconfirmed factor (POST RafFactors {year, factor, value, note}; audited).
 */
export function rafFactorRoutes(ports: ApiPorts): RouteDefinition[] {
  return [
    defineRoute(listRafFactorsEndpoint, {
      handler: () => listRafFactors(ports).mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(paymentYearsEndpoint, {
      handler: () => paymentYears(ports).mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(setRafFactorEndpoint, {
      handler: ({ user, body }) => setRafFactor(ports, callerOf(user), body).mapErr((error) => toRouteFailure(error)),
    }),
  ];
}
