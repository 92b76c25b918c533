import { z } from 'zod';
import type { ScoredModel } from '../tables/table-types.js';

/** The payment models a normalisation factor can belong to. */
export type NormalisedModel = ScoredModel | 'ESRD_DIALYSIS' | 'ESRD_GRAFT' | 'RX_MAPD' | 'RX_PDP';

/** Every normalised model, in table order. */
export const NORMALISED_MODELS: readonly ['V24', 'V28', 'ESRD_DIALYSIS', 'ESRD_GRAFT', 'RX_MAPD', 'RX_PDP'] = ['V24', 'V28', 'ESRD_DIALYSIS', 'ESRD_GRAFT', 'RX_MAPD', 'RX_PDP'];

/** The statuses a factor may carry (their meaning: `data/payment-years.ts`). */
export const FactorStatusSchema = z.enum(['final', 'proposed', 'secondary', 'unconfirmed']);

/** Where a factor comes from: the document (title and date, YYYY-MM-DD or empty when none confirms it) and how it was read. */
export const FactorSourceSchema = z.object({
  document: z.string().min(1),
  date: z.union([z.literal(''), z.iso.date()]),
  note: z.string(),
});

/** A factor as a year file writes it: exact thousandths, status, and its source by key in the file's `sources`. */
const FileFactorSchema = z.object({ thousandths: z.number().int(), status: FactorStatusSchema, source: z.string().min(1) });

/** What a year file says turns raw model scores into payment scores; sources are keys into the year file's `sources`. */
export const YearFactorsFileSchema = z.object({
  blend: z.object({
    weights: z.object({ V24: z.number().int().min(0).max(100), V28: z.number().int().min(0).max(100) }).refine((weights) => weights.V24 + weights.V28 === 100, 'the blend weights must add up to 100'),
    status: FactorStatusSchema,
    source: z.string().min(1),
  }),
  normalization: z.partialRecord(z.enum(NORMALISED_MODELS), FileFactorSchema),
  codingAdjustment: FileFactorSchema,
  rxCodingAdjustment: FileFactorSchema,
  excludedSources: z.object({ sources: z.array(z.enum(['audio-only', 'chart-review-unlinked'])), status: FactorStatusSchema, source: z.string().min(1) }),
});

/** The factors part of a year file. */
export type YearFactorsFile = z.infer<typeof YearFactorsFileSchema>;

/** Every source key the factors name, so a year file can be checked to define each one. */
export function sourceKeysOf(factors: YearFactorsFile): string[] {
  const keyed = [factors.blend, ...Object.values(factors.normalization), factors.codingAdjustment, factors.rxCodingAdjustment, factors.excludedSources];
  return [...new Set(keyed.map((factor) => factor.source))];
}
