import { calculateRaf, validateCalculatorForm, CALCULATOR_FORM_WIRE_NAMES, type AppPorts } from '@rafdesk/core';
import { errAsync } from 'neverthrow';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../route-definition.js';
import { toApiError } from '../api/to-api-error.js';
import { wireFormBody } from './request-fields.js';
import { toWireCalculatorRows, WireCalculatorRowSchema } from './clinical-wire.js';

const CalculatorBody = wireFormBody(CALCULATOR_FORM_WIRE_NAMES);

/** The Mag Calculator's submission: the RAF of a pasted list for the entered date of birth and sex, one row per code; nothing stored. */
export function calculatorRoutes(ports: AppPorts): RouteDefinition[] {
  return [
    defineRoute({
      method: 'POST', path: 'Calculator/Calculate', summary: 'RAF of a code list (comma list) for the entered DOB and sex; rows carry the RAF total',
      access: { permission: 'calculator.use' }, body: CalculatorBody, response: z.array(WireCalculatorRowSchema),
      audit: { action: 'calculator.calculate' },
      handler: ({ user, body }) => {
        const form = validateCalculatorForm({
          recordId: body.recordID, patientName: body.patientName, dateOfBirth: body.dob, sex: body.sex, planName: body.plan,
          codes: body.diagnostics, optimize: body.optimizerFlag,
        });
        if (form.isErr()) return errAsync(toApiError(form.error, CALCULATOR_FORM_WIRE_NAMES));
        return calculateRaf(ports, user, form.value).map(toWireCalculatorRows).mapErr((error) => toApiError(error));
      },
    }),
  ];
}
