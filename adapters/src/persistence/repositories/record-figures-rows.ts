import { sql } from 'kysely';
import type { RecordFigures, RecordId } from '@rafdesk/core';
import type { Executor } from './transact.js';

// Records per statement: one array parameter per column, so the size is bounded by memory only.
export const FIGURES_CHUNK = 5000;

/** Stores the figures of many records with one UPDATE over unnested arrays; returns how many records changed. */
export async function saveFiguresChunk(trx: Executor, rows: readonly { readonly recordId: RecordId; readonly figures: RecordFigures }[], at: Date): Promise<number> {
  const column = <T>(pick: (figures: RecordFigures) => T) => rows.map((row) => pick(row.figures));
  const result = await sql`
    update patient_record as r set
      raf_total = f.raf_total, raf_billed_first = f.raf_billed_first, raf_billed_second = f.raf_billed_second,
      billed_fraction_first = f.billed_fraction_first, billed_fraction_second = f.billed_fraction_second,
      model_label = f.model_label, figures_computed_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
    from unnest(
      ${rows.map((row) => row.recordId)}::integer[], ${column((f) => f.rafTotal)}::double precision[],
      ${column((f) => f.rafBilledFirstSemester)}::double precision[], ${column((f) => f.rafBilledSecondSemester)}::double precision[],
      ${column((f) => f.billedFractionFirstSemester)}::double precision[], ${column((f) => f.billedFractionSecondSemester)}::double precision[],
      ${column((f) => f.modelLabel)}::text[]
    ) as f(record_id, raf_total, raf_billed_first, raf_billed_second, billed_fraction_first, billed_fraction_second, model_label)
    where r.id = f.record_id`.execute(trx);
  return Number(result.numAffectedRows ?? 0n);
}
