import { z } from 'zod';
import type { CalculatorRequest } from '../domain/calculator.js';
import { WireCalculatorRowSchema, toWireCalculatorRows } from '../wire/clinical-wire.js';
import { CALCULATOR_FORM_WIRE_NAMES } from '../wire/form-drafts.js';
import { endpoint } from './endpoint.js';
import { coded } from './endpoint-codec.js';
import { formInput } from './form-codec.js';
import { wireFormBody } from './request-fields.js';

// The Mag Calculator's submission: the RAF of a pasted list for the entered date of birth and sex, one row per code; nothing stored.

const CalculatorBody = wireFormBody(CALCULATOR_FORM_WIRE_NAMES);
const CalculatorRows = z.array(WireCalculatorRowSchema);

/** The rows carry the catalogue's columns under the spec's names; the web app scores in the browser and reads them as sent. */
export const calculateRafEndpoint = coded(endpoint({
  method: 'POST', path: 'Calculator/Calculate', summary: 'RAF of a code list (comma list) for the entered DOB and sex; rows carry the RAF total',
  access: { permission: 'calculator.use' }, body: CalculatorBody, response: CalculatorRows,
  audit: 'calculator.calculate',
}), {
  ...formInput<CalculatorRequest>(CALCULATOR_FORM_WIRE_NAMES),
  encodeOutput: toWireCalculatorRows,
  decodeOutput: (wire: z.output<typeof CalculatorRows>) => wire,
});
