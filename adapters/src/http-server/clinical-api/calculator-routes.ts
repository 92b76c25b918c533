import { calculateRaf, calculateRafEndpoint, validateCalculatorForm, CALCULATOR_FORM_WIRE_NAMES, type AppPorts } from '@rafdesk/core';
import type { RouteDefinition } from '../route-definition.js';
import { implement } from '../implement.js';

/** The Mag Calculator's submission: the RAF of a pasted list for the entered date of birth and sex, one row per code; nothing stored. */
export function calculatorRoutes(ports: AppPorts): RouteDefinition[] {
  return [
    implement(calculateRafEndpoint, (user, draft) => validateCalculatorForm(draft).asyncAndThen((request) => calculateRaf(ports, user, request)),
      { names: CALCULATOR_FORM_WIRE_NAMES }),
  ];
}
