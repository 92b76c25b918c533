import { sql, type Selectable } from 'kysely';
import type { CatalogueEntry } from '@rafdesk/core';
import type { DiagnosisTable } from '../schema/clinical-tables.js';
import type { Executor } from './transact.js';

/** A catalogue row as a domain entry. */
export function entryFromRow(row: Selectable<DiagnosisTable>): CatalogueEntry {
  return {
    code: row.code, description: row.description, v28Hcc1: row.v28_hcc1, v28Hcc2: row.v28_hcc2, v24Hcc1: row.v24_hcc1, v24Hcc2: row.v24_hcc2,
    rxHcc1: row.rx_hcc1, rxHcc2: row.rx_hcc2, v28Interaction: row.v28_interaction, v24Interaction: row.v24_interaction, alert: row.alert,
    deletionAlert: row.alert_delete, crosswalkDx: row.crosswalk_dx, crosswalkRx: row.crosswalk_rx, clinicalManifestations: row.clinical_manifestations,
    treatment: row.treatment, active: row.active, shortTitle: row.short_title, longTitle: row.long_title, billable: row.billable, categoriesYear: row.categories_year,
  };
}

/** The stored columns of an entry. */
export function catalogueColumns(entry: CatalogueEntry) {
  return {
    code: entry.code, description: entry.description, short_title: entry.shortTitle, long_title: entry.longTitle, v24_hcc1: entry.v24Hcc1,
    v24_hcc2: entry.v24Hcc2, v28_hcc1: entry.v28Hcc1, v28_hcc2: entry.v28Hcc2, rx_hcc1: entry.rxHcc1, rx_hcc2: entry.rxHcc2,
    v24_interaction: entry.v24Interaction, v28_interaction: entry.v28Interaction, alert: entry.alert, alert_delete: entry.deletionAlert,
    crosswalk_dx: entry.crosswalkDx, crosswalk_rx: entry.crosswalkRx, clinical_manifestations: entry.clinicalManifestations, treatment: entry.treatment,
    billable: entry.billable, active: entry.active, categories_year: entry.categoriesYear,
  };
}

type Column = keyof ReturnType<typeof catalogueColumns>;
const COLUMNS: readonly (readonly [Column, string])[] = [
  ['code', 'text'], ['description', 'text'], ['short_title', 'text'], ['long_title', 'text'], ['v24_hcc1', 'smallint'], ['v24_hcc2', 'smallint'],
  ['v28_hcc1', 'smallint'], ['v28_hcc2', 'smallint'], ['rx_hcc1', 'smallint'], ['rx_hcc2', 'smallint'], ['v24_interaction', 'smallint'],
  ['v28_interaction', 'smallint'], ['alert', 'text'], ['alert_delete', 'text'], ['crosswalk_dx', 'text'], ['crosswalk_rx', 'text'],
  ['clinical_manifestations', 'text'], ['treatment', 'text'], ['billable', 'boolean'], ['active', 'boolean'], ['categories_year', 'smallint'],
];

/**
 * Inserts or replaces entries (distinct codes) with one statement: one array parameter per column, unnested, so a
 * chunk of thousands costs one round trip and one plan.
 */
export async function upsertCatalogueChunk(trx: Executor, entries: readonly CatalogueEntry[], at: Date): Promise<number> {
  if (entries.length === 0) return 0;
  const rows = entries.map(catalogueColumns);
  const arrays = COLUMNS.map(([column, type]) => sql`${rows.map((row) => row[column])}::${sql.raw(type)}[]`);
  const names = sql.join(COLUMNS.map(([column]) => sql.id(column)));
  const updates = sql.join(COLUMNS.filter(([column]) => column !== 'code').map(([column]) => sql`${sql.id(column)} = excluded.${sql.id(column)}`));
  const result = await sql`
    insert into diagnosis (${names}, updated_at)
    select t.*, ${at}::timestamptz from unnest(${sql.join(arrays)}) as t(${names})
    on conflict (code) do update set ${updates}, updated_at = excluded.updated_at`.execute(trx);
  return Number(result.numAffectedRows ?? 0n);
}
