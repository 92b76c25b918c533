import type { Generated } from 'kysely';

/** A payment year's latest recompute of its stored figures (migration 0045). */
export interface FigureRecomputeTable {
  payment_year: number;
  generation: number;
  status: string;
  requested_by: number | null;
  requested_at: Date;
  done: Generated<number>;
  total: number | null;
  finished_at: Date | null;
  failure: string | null;
}
