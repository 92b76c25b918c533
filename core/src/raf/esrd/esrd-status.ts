import { z } from 'zod';
import type { EsrdStatusKind } from '../supplemental/supplemental-result.js';

/** Longest months since a transplant the engine accepts (100 years). */
export const MAX_GRAFT_MONTHS = 1200;
const GRAFT_MONTHS_WORDS = `months since the kidney transplant, a whole number from 1 (the month of the transplant) to ${MAX_GRAFT_MONTHS}`;

/**
 * The ESRD facts beyond the beneficiary: on dialysis, or the months since a kidney transplant (the month of the
 * transplant is month 1: months 1–3 are the transplant months, 4 and later a functioning graft). Neither given:
 * dialysis, CMS's status for an ESRD beneficiary without a transplant.
 */
export const EsrdStatusInputSchema = z
  .object({
    dialysis: z.boolean().default(false),
    graftMonths: z.number().int(GRAFT_MONTHS_WORDS).min(1, GRAFT_MONTHS_WORDS).max(MAX_GRAFT_MONTHS, GRAFT_MONTHS_WORDS).optional(),
  })
  .refine((input) => !(input.dialysis && input.graftMonths !== undefined), { message: 'on dialysis or months since a transplant, not both', path: ['graftMonths'] });
/** The ESRD facts as callers give them. */
export type EsrdStatusInput = z.input<typeof EsrdStatusInputSchema>;

/** The status CMS scores: dialysis, transplant month 1–3, or functioning graft by months since the transplant. */
export type EsrdStatus = { readonly kind: 'dialysis' } | { readonly kind: 'transplant'; readonly month: 1 | 2 | 3 } | { readonly kind: 'graft'; readonly months: number };

/** The status of validated ESRD facts. */
export function esrdStatusOf(input: z.output<typeof EsrdStatusInputSchema>): EsrdStatus {
  const months = input.graftMonths;
  if (months === undefined) return { kind: 'dialysis' };
  return months <= 3 ? { kind: 'transplant', month: months as 1 | 2 | 3 } : { kind: 'graft', months };
}

/** The status kind, for results. */
export const statusKind = (status: EsrdStatus): EsrdStatusKind => status.kind;
