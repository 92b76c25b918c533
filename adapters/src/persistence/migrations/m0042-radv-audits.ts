import type { Migration } from 'kysely';
import { runStatements } from './statements.js';

// RADV audits (issue 35): an audit's row changes while its pack builds (status, progress); the pack (sealed cover
// sheets, manifest, the zip's key and hash) and the objects of its files are written once and refused any change or
// delete by trigger, so what was sent to CMS stays as it was. Members are record ids; no patient value is kept in clear.
/** RADV audits, their packs and the packs' files. */
export const radvAudits: Migration = {
  async up(db) {
    await runStatements(db, [
      `create table radv_audit (
        id integer generated always as identity primary key,
        contract text not null,
        payment_year integer not null,
        due_date date not null,
        record_ids integer[] not null,
        doctor_ids integer[] not null,
        status text not null default 'queued' check (status in ('queued', 'building', 'built', 'failed')),
        done integer not null default 0,
        total integer not null,
        failure text,
        created_by integer not null references app_user (id),
        created_at timestamptz not null,
        built_at timestamptz)`,
      'create index radv_audit_created_idx on radv_audit (created_at desc)',
      `create table radv_pack (
        audit_id integer primary key references radv_audit (id),
        cover_sheets text not null,
        manifest jsonb not null,
        zip_key text not null,
        zip_sha256 text not null,
        built_at timestamptz not null)`,
      `create table radv_pack_object (
        key text primary key,
        media_type text not null,
        bytes bytea not null,
        size integer not null,
        created_at timestamptz not null default now())`,
      `create function radv_pack_refuse_change() returns trigger language plpgsql as $$
        begin raise exception '% is kept unchanged', tg_table_name; end $$`,
      `create trigger radv_pack_kept before update or delete on radv_pack
        for each row execute function radv_pack_refuse_change()`,
      `create trigger radv_pack_object_kept before update or delete on radv_pack_object
        for each row execute function radv_pack_refuse_change()`,
    ]);
  },
  async down(db) {
    await runStatements(db, ['drop table radv_pack_object', 'drop table radv_pack', 'drop table radv_audit', 'drop function radv_pack_refuse_change()']);
  },
};
