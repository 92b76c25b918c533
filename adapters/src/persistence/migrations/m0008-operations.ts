import type { Migration } from 'kysely';
import { runStatements } from './statements.js';

/** Audit log (append-only by trigger), settings and the mail outbox. */
export const operations: Migration = {
  async up(db) {
    await runStatements(db, [
      `create table audit_log (
        id bigint generated always as identity primary key,
        occurred_at timestamptz not null default now(),
        actor_user_id text,
        action text not null,
        record_id text,
        outcome text not null check (outcome in ('success', 'denied', 'failed')),
        ip text,
        request_id text)`,
      `create index audit_log_time_idx on audit_log (occurred_at)`,
      `create index audit_log_actor_idx on audit_log (actor_user_id, occurred_at)`,
      `create index audit_log_record_idx on audit_log (record_id) where record_id is not null`,
      `create function audit_log_refuse_change() returns trigger language plpgsql as $$
        begin raise exception 'audit_log is append-only'; end $$`,
      `create trigger audit_log_append_only before update or delete on audit_log
        for each row execute function audit_log_refuse_change()`,
      `create table setting (
        key text primary key,
        value jsonb not null,
        updated_at timestamptz not null default now(),
        updated_by integer references app_user (id) on delete set null)`,
      `insert into setting (key, value) values ('maintenance', 'false')`,
      `create table mail_outbox (
        id uuid primary key,
        to_address text not null,
        subject text not null,
        text_body text not null,
        html_body text,
        created_at timestamptz not null,
        sent_at timestamptz,
        attempts integer not null default 0,
        last_error text)`,
      `create index mail_outbox_pending_idx on mail_outbox (created_at) where sent_at is null`,
    ]);
  },
  async down(db) {
    await runStatements(db, ['drop table mail_outbox', 'drop table setting', 'drop table audit_log', 'drop function audit_log_refuse_change()']);
  },
};
