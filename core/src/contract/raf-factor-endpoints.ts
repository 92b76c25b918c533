import { z } from 'zod';
import type { PaymentYears } from '../usecases/records/payment-year.js';
import { WireRafFactorRowSchema, type RafFactorRow } from '../usecases/raf-factors/raf-factors.js';
import type { FigureRecomputeView } from '../usecases/raf-factors/recompute-year-figures.js';
import { endpoint } from './endpoint.js';
import { coded } from './endpoint-codec.js';
import { noInput } from './no-input.js';

// The payment-year factor table (every factor with its status and source) and an Admin's value for an unconfirmed factor.

const FactorRows = z.array(WireRafFactorRowSchema);

/** The table's rows already carry the wire's names; the web app reads them as sent (a factor key it does not know stays text). */
const factorTable = {
  encodeOutput: (rows: readonly RafFactorRow[]) => [...rows],
  decodeOutput: (wire: z.output<typeof FactorRows>) => wire,
};

/** An Admin's value for a factor as typed in the form: the use case judges every field, naming it as sent. */
export type RafFactorDraft = { readonly [K in 'year' | 'factor' | 'value' | 'note']?: unknown };

export const listRafFactorsEndpoint = coded(endpoint({
  method: 'GET', path: 'RafFactors', summary: 'The payment-year factors: value, status (final, proposed, unconfirmed), source, and whether an Admin may set it',
  access: 'signed-in', response: FactorRows,
}), { ...noInput, ...factorTable });

export const paymentYearsEndpoint = coded(endpoint({
  method: 'GET', path: 'RafFactors/PaymentYears', summary: 'The payment year the portal works in (today\'s coding, or the setting) and every year the engine scores',
  access: 'signed-in', response: z.object({ current: z.number().int(), years: z.array(z.number().int()) }),
}), {
  ...noInput,
  encodeOutput: (years: PaymentYears) => ({ current: years.current, years: [...years.years] }),
  decodeOutput: (wire): PaymentYears => wire,
});

export const setRafFactorEndpoint = coded(endpoint({
  method: 'POST', path: 'RafFactors', summary: 'Set an unconfirmed payment-year factor ({year, factor, value, note}); answers the table',
  access: { permission: 'rafFactors.set' }, body: z.object({ year: z.unknown(), factor: z.unknown(), value: z.unknown(), note: z.unknown() }),
  response: FactorRows, audit: 'settings.rafFactor',
}), {
  ...factorTable,
  encodeInput: (draft: RafFactorDraft) => ({ json: { year: draft.year, factor: draft.factor, value: draft.value, note: draft.note } }),
  decodeInput: ({ body }): RafFactorDraft => body,
});

const FigureRecomputeSchema = z.object({
  paymentYear: z.number().int(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  done: z.number().int(),
  total: z.number().int().nullable(),
  finishedAt: z.string().nullable(),
  failure: z.string().nullable(),
});

export const figureRecomputesEndpoint = coded(endpoint({
  method: 'GET', path: 'RafFactors/Recomputes', summary: 'Each payment year\'s latest recompute of its stored figures after a factor changed: queued, running (done of total records), done or failed',
  access: { permission: 'rafFactors.set' }, response: z.array(FigureRecomputeSchema),
}), {
  ...noInput,
  encodeOutput: (rows: readonly FigureRecomputeView[]) => [...rows],
  decodeOutput: (wire): FigureRecomputeView[] => wire,
});
