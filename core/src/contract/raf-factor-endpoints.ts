import { z } from 'zod';
import { WireRafFactorRowSchema } from '../usecases/raf-factors/raf-factors.js';
import { endpoint } from './endpoint.js';

// The payment-year factor table (every factor with its status and source) and an Admin's value for an unconfirmed factor.

export const listRafFactorsEndpoint = endpoint({
  method: 'GET', path: 'RafFactors', summary: 'The payment-year factors: value, status (final, proposed, unconfirmed), source, and whether an Admin may set it',
  access: 'signed-in', response: z.array(WireRafFactorRowSchema),
});

export const paymentYearsEndpoint = endpoint({
  method: 'GET', path: 'RafFactors/PaymentYears', summary: 'The payment year the portal works in (today\'s coding, or the setting) and every year the engine scores',
  access: 'signed-in', response: z.object({ current: z.number().int(), years: z.array(z.number().int()) }),
});

export const setRafFactorEndpoint = endpoint({
  method: 'POST', path: 'RafFactors', summary: 'Set an unconfirmed payment-year factor ({year, factor, value, note}); answers the table',
  access: { permission: 'rafFactors.set' }, body: z.object({ year: z.unknown(), factor: z.unknown(), value: z.unknown(), note: z.unknown() }),
  response: z.array(WireRafFactorRowSchema), audit: 'settings.rafFactor',
});
