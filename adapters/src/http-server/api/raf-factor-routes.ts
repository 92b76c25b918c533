import {
  figureRecomputesEndpoint, listFigureRecomputes, listRafFactors, listRafFactorsEndpoint, paymentYears, paymentYearsEndpoint, setRafFactor, setRafFactorEndpoint,
  type FigureRecomputeRunner,
} from '@rafdesk/core';
import type { RouteDefinition } from '../route-definition.js';
import { implement } from '../implement.js';
import type { ApiPorts } from './api-ports.js';
import { callerOf } from './caller.js';

/**
 * The payment-year factor table (GET RafFactors: every factor with its status and source), an Admin's value for an
 * unconfirmed factor (POST RafFactors {year, factor, value, note}; audited), after which `figureRecomputeRunner`
 * recomputes the year's stored figures, and how far each year's recompute is (GET RafFactors/Recomputes).
 */
export function rafFactorRoutes(ports: ApiPorts & { readonly figureRecomputeRunner: FigureRecomputeRunner }): RouteDefinition[] {
  return [
    implement(listRafFactorsEndpoint, () => listRafFactors(ports)),
    implement(paymentYearsEndpoint, () => paymentYears(ports)),
    implement(setRafFactorEndpoint, (user, draft) => setRafFactor(ports, callerOf(user), draft)),
    implement(figureRecomputesEndpoint, () => listFigureRecomputes(ports)),
  ];
}
