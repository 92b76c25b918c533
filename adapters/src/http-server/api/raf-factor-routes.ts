import { listRafFactors, listRafFactorsEndpoint, paymentYears, paymentYearsEndpoint, setRafFactor, setRafFactorEndpoint } from '@rafdesk/core';
import type { RouteDefinition } from '../route-definition.js';
import { implement } from '../implement.js';
import type { ApiPorts } from './api-ports.js';
import { callerOf } from './caller.js';

/**
 * The payment-year factor table (GET RafFactors: every factor with its status and source) and an Admin's
 * value for an unconfirmed factor (POST RafFactors {year, factor, value, note}; audited).
 */
export function rafFactorRoutes(ports: ApiPorts): RouteDefinition[] {
  return [
    implement(listRafFactorsEndpoint, () => listRafFactors(ports)),
    implement(paymentYearsEndpoint, () => paymentYears(ports)),
    implement(setRafFactorEndpoint, (user, draft) => setRafFactor(ports, callerOf(user), draft)),
  ];
}
