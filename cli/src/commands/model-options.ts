import { Option } from 'commander';
import { z } from 'zod';

/** `--model v24|v28|blend` (any case) as the engine's model choice; absent means the payment year's own. */
export const ModelOptionSchema = z
  .enum(['v24', 'v28', 'blend', 'V24', 'V28'])
  .optional()
  .transform((model) => (model === undefined ? undefined : model === 'blend' ? 'blend' : (model.toUpperCase() as 'V24' | 'V28')));

/** `--year 2025|2026|2027`, default 2026. */
export const YearOptionSchema = z.coerce.number().pipe(z.union([z.literal(2025), z.literal(2026), z.literal(2027)])).default(2026);

export const modelOption = () => new Option('--model <model>', 'v24, v28 or blend (default: the payment year\'s own model)').choices(['v24', 'v28', 'blend', 'V24', 'V28']);
export const yearOption = () => new Option('--year <year>', 'payment year').choices(['2025', '2026', '2027']).default('2026');
