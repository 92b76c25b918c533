import type { Migration } from 'kysely';
import { runStatements, trigramOperatorClass } from './statements.js';

/** Doctors, their addresses, program/service choices, staff links and insurance agreements. */
export const doctors: Migration = {
  async up(db) {
    const trgm = await trigramOperatorClass(db);
    await runStatements(db, [
      `create table doctor (
        id integer generated always as identity primary key,
        user_id integer unique references app_user (id) on delete set null,
        npi text not null unique,
        first_name text not null,
        last_name text not null,
        speciality text,
        md_license_number text,
        date_of_birth date,
        sex char(1) check (sex in ('M', 'F')),
        phone text, phone2 text, whatsapp_phone text, email text,
        street text, city text, state text, zip text,
        auth_contact_first_name1 text, auth_contact_last_name1 text,
        auth_contact_first_name2 text, auth_contact_last_name2 text,
        other_billing_program text,
        other_record_program text,
        policy_accepted_at timestamptz,
        active boolean not null default true,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now())`,
      `create index doctor_name_idx on doctor using gin ((first_name || ' ' || last_name) ${trgm})`,
      `create index doctor_npi_pattern_idx on doctor (npi text_pattern_ops)`,
      `create table doctor_address (
        id integer generated always as identity primary key,
        doctor_id integer not null references doctor (id) on delete cascade,
        position smallint not null,
        location_name text,
        street text not null, city text not null, state text not null, zip text not null,
        phone text not null, phone2 text,
        email text not null, email_confirmation text)`,
      `create index doctor_address_doctor_idx on doctor_address (doctor_id, position)`,
      `create table doctor_program (
        doctor_id integer not null references doctor (id) on delete cascade,
        kind text not null check (kind in ('billingProgram', 'recordProgram', 'serviceRequired')),
        option_id integer not null,
        primary key (doctor_id, kind, option_id))`,
      `create table staff_doctor (
        staff_user_id integer not null references app_user (id) on delete cascade,
        doctor_id integer not null references doctor (id) on delete cascade,
        primary key (staff_user_id, doctor_id))`,
      `create index staff_doctor_doctor_idx on staff_doctor (doctor_id)`,
      `create table insurance_agreement (
        id integer generated always as identity primary key,
        doctor_id integer not null references doctor (id),
        insurance_id integer not null references insurance (id),
        payment_year smallint not null check (payment_year between 2000 and 2100),
        premium_per_member numeric(12, 2) not null check (premium_per_member >= 0),
        medical_loss_ratio numeric(7, 6) not null check (medical_loss_ratio between 0 and 1),
        surplus_share numeric(7, 6) not null check (surplus_share between 0 and 1),
        expenses_overall numeric(14, 2) not null check (expenses_overall >= 0),
        active boolean not null default true,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (doctor_id, insurance_id, payment_year))`,
      `create index insurance_agreement_insurance_idx on insurance_agreement (insurance_id, payment_year)`,
    ]);
  },
  async down(db) {
    await runStatements(db, ['insurance_agreement', 'staff_doctor', 'doctor_program', 'doctor_address', 'doctor'].map((t) => `drop table ${t}`));
  },
};
