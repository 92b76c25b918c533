import { listRafFactors, paymentYears, setRafFactor, WireRafFactorRowSchema } from '@rafdesk/core';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../route-definition.js';
import type { ApiPorts } from './api-ports.js';
import { callerOf } from './caller.js';
import { toApiError } from './to-api-error.js';

/**
 * The payment-year factor table (GET RafFactors: every factor with its status and source) and an Admin's
 * value for an unconfirmed factor (POST RafFactors {year, factor, value, note}; audited).
 */
export function rafFactorRoutes(ports: ApiPorts): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET', path: 'RafFactors', summary: 'The payment-year factors: value, status (final, proposed, unconfirmed), source, and whether an Admin may set it',
      access: 'signed-in', response: z.array(WireRafFactorRowSchema),
      handler: () => listRafFactors(ports).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'GET', path: 'RafFactors/PaymentYears', summary: 'The payment year the portal works in (today\'s coding, or the setting) and every year the engine scores',
      access: 'signed-in', response: z.object({ current: z.number().int(), years: z.array(z.number().int()) }),
      handler: () => paymentYears(ports).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'POST', path: 'RafFactors', summary: 'Set an unconfirmed payment-year factor ({year, factor, value, note}); answers the table',
      access: { permission: 'rafFactors.set' }, body: z.object({ year: z.unknown(), factor: z.unknown(), value: z.unknown(), note: z.unknown() }),
      response: z.array(WireRafFactorRowSchema), audit: { action: 'settings.rafFactor' },
      handler: ({ user, body }) => setRafFactor(ports, callerOf(user), body).mapErr((error) => toApiError(error)),
    }),
  ];
}
