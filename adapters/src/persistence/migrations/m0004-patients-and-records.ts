import type { Migration } from 'kysely';
import { runStatements, trigramOperatorClass } from './statements.js';

/** Patients, their yearly records, the record diagnostics and the doctor/MAG notes. */
export const patientsAndRecords: Migration = {
  async up(db) {
    const trgm = await trigramOperatorClass(db);
    await runStatements(db, [
      `create table patient (
        id integer generated always as identity primary key,
        doctor_id integer not null references doctor (id),
        document_id text not null check (char_length(document_id) = 11),
        first_name text not null,
        last_name text not null,
        sex char(1) not null check (sex in ('M', 'F')),
        date_of_birth date not null,
        insurance_id integer not null references insurance (id),
        plan_id integer not null references plan (id),
        insurance_contract_number varchar(12),
        doctor_record_id varchar(12),
        phone text, phone2 text, email text,
        street text, city text, state text, zip text,
        active boolean not null default true,
        dual_status text not null default 'none' check (dual_status in ('none', 'full', 'partial')),
        institutional boolean not null default false,
        new_enrollee boolean not null default false,
        original_reason_entitlement smallint not null default 0 check (original_reason_entitlement between 0 and 3),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (doctor_id, document_id))`,
      `create index patient_name_idx on patient using gin ((first_name || ' ' || last_name) ${trgm})`,
      `create index patient_contract_idx on patient using gin (insurance_contract_number ${trgm})`,
      `create index patient_insurance_idx on patient (insurance_id)`,
      `create table patient_record (
        id integer generated always as identity primary key,
        patient_id integer not null references patient (id) on delete cascade,
        payment_year smallint not null check (payment_year between 2000 and 2100),
        record_date timestamptz not null default now(),
        raf_total double precision not null default 0,
        raf_billed_first double precision not null default 0,
        raf_billed_second double precision not null default 0,
        billed_fraction_first double precision not null default 1,
        billed_fraction_second double precision not null default 1,
        model_label text,
        figures_computed_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (patient_id, payment_year))`,
      `create table record_diagnostic (
        id integer generated always as identity primary key,
        record_id integer not null references patient_record (id) on delete cascade,
        code text not null check (code ~ '^[A-Z0-9]{3,7}$'),
        service_date date,
        queue text,
        provider text,
        specialty text,
        documentation text,
        active boolean not null default true,
        billed_first boolean not null default false,
        billed_second boolean not null default false,
        in_progress_note boolean not null default false,
        in_progress_note_preview boolean not null default false,
        created_by integer references app_user (id) on delete set null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now())`,
      `create unique index record_diagnostic_key on record_diagnostic (record_id, code, service_date, queue) nulls not distinct`,
      `create table record_note (
        id integer generated always as identity primary key,
        record_id integer not null references patient_record (id) on delete cascade,
        kind text not null check (kind in ('doctor', 'mag')),
        body text not null check (btrim(body) <> ''),
        author_user_id integer references app_user (id) on delete set null,
        created_at timestamptz not null default now())`,
      `create index record_note_record_idx on record_note (record_id, kind, created_at)`,
    ]);
  },
  async down(db) {
    await runStatements(db, ['record_note', 'record_diagnostic', 'patient_record', 'patient'].map((t) => `drop table ${t}`));
  },
};
