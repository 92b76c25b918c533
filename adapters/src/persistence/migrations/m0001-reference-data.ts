import type { Migration } from 'kysely';
import { literal, runStatements } from './statements.js';

const ROLES: readonly (readonly [number, string])[] = [
  [1, 'Superuser'], [2, 'Admin'], [3, 'Staff'], [4, 'Training'], [5, 'Doctor'], [9, 'InsuranceStaff'],
];
const BILLING_PROGRAMS = ['Kareo', 'AdvancedMD', 'athenaCollector', 'eClinicalWorks', 'NextGen', 'Office Ally', 'Other'];
const RECORD_PROGRAMS = ['eClinicalWorks', 'Practice Fusion', 'athenaClinicals', 'NextGen', 'Epic', 'Allscripts', 'Other'];
const SERVICES = ['Codificación de diagnósticos', 'Facturación', 'Auditoría de expedientes', 'Adiestramiento del personal', 'Validación de RAF'];

const values = (names: readonly string[]) => names.map((name, index) => `(${index + 1}, ${literal(name)})`).join(', ');

/** Roles, insurances, plans and the three sign-up lookups. */
export const referenceData: Migration = {
  async up(db) {
    await runStatements(db, [
      `create table role (id smallint primary key, name text not null unique)`,
      `insert into role (id, name) values ${ROLES.map(([id, name]) => `(${id}, ${literal(name)})`).join(', ')}`,
      `create table insurance (
        id integer generated always as identity primary key,
        name text not null check (btrim(name) <> ''),
        active boolean not null default true,
        created_at timestamptz not null default now())`,
      `create unique index insurance_name_key on insurance (lower(name))`,
      `create table plan (
        id integer generated always as identity primary key,
        insurance_id integer references insurance (id),
        name text not null check (btrim(name) <> ''),
        active boolean not null default true,
        created_at timestamptz not null default now())`,
      `create index plan_insurance_idx on plan (insurance_id)`,
      ...['billing_program', 'record_program', 'service_option'].map((table) =>
        `create table ${table} (id integer primary key, name text not null unique, active boolean not null default true)`),
      `insert into billing_program (id, name) values ${values(BILLING_PROGRAMS)}`,
      `insert into record_program (id, name) values ${values(RECORD_PROGRAMS)}`,
      `insert into service_option (id, name) values ${values(SERVICES)}`,
    ]);
  },
  async down(db) {
    await runStatements(db, ['service_option', 'record_program', 'billing_program', 'plan', 'insurance', 'role'].map((t) => `drop table ${t}`));
  },
};
