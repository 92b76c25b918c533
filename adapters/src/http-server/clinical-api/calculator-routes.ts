import { calculateRaf, calculateRafEndpoint, toWireCalculatorRows, validateCalculatorForm, CALCULATOR_FORM_WIRE_NAMES, type AppPorts } from '@rafdesk/core';
import { errAsync } from 'neverthrow';
import { defineRoute, type RouteDefinition } from '../route-definition.js';
import { toRouteFailure } from '../api/to-route-failure.js';

/** The Mag Calculator's submission: the RAF of a pasted list for the entered date of birth and sex, one row per code; nothing stored. */
export function calculatorRoutes(ports: AppPorts): RouteDefinition[] {
  return [
    defineRoute(calculateRafEndpoint, {
      handler: ({ user, body }) => {
        const form = validateCalculatorForm({
          recordId: body.recordID, patientName: body.patientName, dateOfBirth: body.dob, sex: body.sex, planName: body.plan,
          codes: body.diagnostics, optimize: body.optimizerFlag,
        });
        if (form.isErr()) return errAsync(toRouteFailure(form.error, CALCULATOR_FORM_WIRE_NAMES));
        return calculateRaf(ports, user, form.value).map(toWireCalculatorRows).mapErr((error) => toRouteFailure(error));
      },
    }),
  ];
}
