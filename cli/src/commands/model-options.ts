import { Option } from 'commander';
import { z } from 'zod';
import { DEFAULT_PAYMENT_YEAR, PAYMENT_YEARS, hasPaymentYear, paymentYearNotAvailable } from '@rafdesk/core/raf';

/** `--model v24|v28|blend` (any case) as the engine's model choice; absent means the payment year's own. */
export const ModelOptionSchema = z
  .enum(['v24', 'v28', 'blend', 'V24', 'V28'])
  .optional()
  .transform((model) => (model === undefined ? undefined : model === 'blend' ? 'blend' : (model.toUpperCase() as 'V24' | 'V28')));

/** `--year <a year the engine has tables for>`, default the payment year today's coding pays. */
export const YearOptionSchema = z.coerce.number().refine(hasPaymentYear, { error: (issue) => paymentYearNotAvailable(Number(issue.input), PAYMENT_YEARS) }).default(DEFAULT_PAYMENT_YEAR);

export const modelOption = () => new Option('--model <model>', 'v24, v28 or blend (default: the payment year\'s own model)').choices(['v24', 'v28', 'blend', 'V24', 'V28']);
export const yearOption = () =>
  new Option('--year <year>', 'payment year (diagnoses with dates of service in year Y are paid in Y + 1; default: the year today\'s coding pays)')
    .choices(PAYMENT_YEARS.map(String))
    .default(String(DEFAULT_PAYMENT_YEAR));
