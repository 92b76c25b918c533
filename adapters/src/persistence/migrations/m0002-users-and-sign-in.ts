import type { Migration } from 'kysely';
import { runStatements, trigramOperatorClass } from './statements.js';

/** Users, sessions, sign-in events, TOTP secrets, lockout counters and spent single-use tickets. */
export const usersAndSignIn: Migration = {
  async up(db) {
    const trgm = await trigramOperatorClass(db);
    await runStatements(db, [
      `create table app_user (
        id integer generated always as identity primary key,
        user_name text not null check (btrim(user_name) <> ''),
        password_hash text,
        role_id smallint not null references role (id),
        document_id text not null,
        first_name text not null,
        last_name text not null,
        speciality text,
        sex char(1) check (sex in ('M', 'F')),
        date_of_birth date,
        md_license_number text,
        phone text, phone2 text,
        email text not null,
        street text, city text, state text, zip text,
        insurance_id integer references insurance (id),
        ipa_number text,
        active boolean not null default true,
        two_factor_enabled boolean not null default false,
        profile_completed boolean not null default false,
        oidc_issuer text,
        oidc_subject text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (oidc_issuer, oidc_subject))`,
      `create unique index app_user_user_name_key on app_user (lower(user_name))`,
      `create unique index app_user_document_id_key on app_user (document_id)`,
      `create index app_user_role_idx on app_user (role_id)`,
      `create index app_user_search_idx on app_user using gin ((user_name || ' ' || document_id || ' ' || coalesce(email, '')) ${trgm})`,
      `create table sign_in_event (
        id integer generated always as identity primary key,
        user_id integer references app_user (id) on delete set null,
        user_name text not null,
        succeeded boolean not null,
        method text not null check (method in ('password', 'oidc')),
        failure_reason text,
        ip text,
        user_agent text,
        occurred_at timestamptz not null default now())`,
      `create index sign_in_event_user_idx on sign_in_event (user_id, occurred_at desc)`,
      `create index sign_in_event_time_idx on sign_in_event (occurred_at)`,
      `create table session (
        id text primary key,
        user_id integer not null references app_user (id) on delete cascade,
        created_at timestamptz not null default now(),
        last_activity_at timestamptz not null default now(),
        revoked_at timestamptz,
        ip text,
        user_agent text)`,
      `create index session_user_idx on session (user_id)`,
      `create table totp_secret (
        user_id integer primary key references app_user (id) on delete cascade,
        secret text not null,
        confirmed_at timestamptz,
        last_used_step bigint,
        created_at timestamptz not null default now())`,
      `create table sign_in_lockout (
        user_name text primary key,
        failures integer not null check (failures >= 0),
        first_failure_at timestamptz not null,
        last_failure_at timestamptz not null,
        locked_until timestamptz)`,
      `create table spent_ticket (id text primary key, keep_until timestamptz not null)`,
      `create index spent_ticket_keep_until_idx on spent_ticket (keep_until)`,
    ]);
  },
  async down(db) {
    await runStatements(db, ['spent_ticket', 'sign_in_lockout', 'totp_secret', 'session', 'sign_in_event', 'app_user'].map((t) => `drop table ${t}`));
  },
};
