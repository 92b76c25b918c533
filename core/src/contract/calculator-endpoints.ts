import { z } from 'zod';
import { WireCalculatorRowSchema } from '../wire/clinical-wire.js';
import { CALCULATOR_FORM_WIRE_NAMES } from '../wire/form-drafts.js';
import { endpoint } from './endpoint.js';
import { wireFormBody } from './request-fields.js';

// The Mag Calculator's submission: the RAF of a pasted list for the entered date of birth and sex, one row per code; nothing stored.

const CalculatorBody = wireFormBody(CALCULATOR_FORM_WIRE_NAMES);

export const calculateRafEndpoint = endpoint({
  method: 'POST', path: 'Calculator/Calculate', summary: 'RAF of a code list (comma list) for the entered DOB and sex; rows carry the RAF total',
  access: { permission: 'calculator.use' }, body: CalculatorBody, response: z.array(WireCalculatorRowSchema),
  audit: 'calculator.calculate',
});
