import type { Migration } from 'kysely';
import { runStatements } from './statements.js';

/** The Smart PN questionnaire (visit groups and options), CPT codes, submitted notes with their PDF, drafts. */
export const smartPn: Migration = {
  async up(db) {
    await runStatements(db, [
      `create table visit_group (id integer primary key, description text not null)`,
      `create table visit_option (
        id integer primary key,
        group_id integer not null references visit_group (id),
        description text not null,
        header text,
        input_type text not null check (input_type in ('Radio', 'Check', 'Text', 'Texta')),
        optional boolean not null default false,
        tooltip text,
        image text,
        male_order integer,
        female_order integer,
        active boolean not null default true)`,
      `create index visit_option_group_idx on visit_option (group_id)`,
      `create table cpt_code (
        id integer primary key,
        code text not null,
        description text not null,
        active boolean not null default true)`,
      `create table progress_note (
        id integer generated always as identity primary key,
        record_id integer not null references patient_record (id) on delete cascade,
        doctor_id integer references doctor (id),
        author_user_id integer references app_user (id) on delete set null,
        service_date date not null,
        specialty text,
        provider text,
        visit_option_ids integer[] not null default '{}',
        cpt text,
        other_cpt text,
        content jsonb not null default '{}',
        pdf bytea,
        pdf_size integer,
        created_at timestamptz not null default now())`,
      `create index progress_note_record_idx on progress_note (record_id, created_at desc)`,
      `create index progress_note_doctor_idx on progress_note (doctor_id, created_at desc)`,
      `create table note_draft (
        id integer generated always as identity primary key,
        record_id integer not null references patient_record (id) on delete cascade,
        author_user_id integer references app_user (id) on delete set null,
        data text not null,
        created_at timestamptz not null default now(),
        last_saved_at timestamptz not null default now())`,
      `create index note_draft_record_idx on note_draft (record_id, last_saved_at desc)`,
    ]);
  },
  async down(db) {
    await runStatements(db, ['note_draft', 'progress_note', 'cpt_code', 'visit_option', 'visit_group'].map((t) => `drop table ${t}`));
  },
};
