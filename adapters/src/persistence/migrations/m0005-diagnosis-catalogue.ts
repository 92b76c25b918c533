import type { Migration } from 'kysely';
import { runStatements } from './statements.js';

/**
 * The ICD-10-CM catalogue. Search is by code prefix (a pattern index) or by words of the texts
 * (a generated `simple` text-search vector over the texts, so every word is a prefix-searchable token in any language).
 */
export const diagnosisCatalogue: Migration = {
  async up(db) {
    await runStatements(db, [
      `create table diagnosis (
        code text primary key check (code ~ '^[A-Z0-9]{3,7}$'),
        description text not null,
        short_title text,
        long_title text,
        v24_hcc1 smallint, v24_hcc2 smallint,
        v28_hcc1 smallint, v28_hcc2 smallint,
        rx_hcc1 smallint, rx_hcc2 smallint,
        v24_interaction smallint, v28_interaction smallint,
        alert text,
        alert_delete text,
        crosswalk_dx text,
        crosswalk_rx text,
        clinical_manifestations text,
        treatment text,
        billable boolean not null default true,
        active boolean not null default true,
        categories_year smallint,
        search_vector tsvector generated always as (
          to_tsvector('simple', description || ' ' || coalesce(short_title, '') || ' ' || coalesce(long_title, ''))) stored,
        updated_at timestamptz not null default now())`,
      `create index diagnosis_code_pattern_idx on diagnosis (code text_pattern_ops)`,
      `create index diagnosis_search_idx on diagnosis using gin (search_vector)`,
      `create table temp_diagnosis (
        id integer generated always as identity primary key,
        record_id integer not null references patient_record (id) on delete cascade,
        code text not null,
        service_date date,
        specialty text,
        visit_option_ids integer[] not null default '{}',
        created_by integer references app_user (id) on delete set null,
        created_at timestamptz not null default now())`,
      `create index temp_diagnosis_record_idx on temp_diagnosis (record_id)`,
    ]);
  },
  async down(db) {
    await runStatements(db, ['temp_diagnosis', 'diagnosis'].map((t) => `drop table ${t}`));
  },
};
