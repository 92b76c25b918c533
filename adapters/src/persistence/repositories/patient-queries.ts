import { err, ok, Result } from 'neverthrow';
import { sql } from 'kysely';
import { PatientListRowSchema, ageOn, serviceUnavailable, type IsoDate, type ListSort, type PatientSortField, type NewPatient, type PatientFigureGroup, type PatientListFilter, type PatientListRow, type PatientScopeFilter, type StorageError, type FieldCipher } from '@rafdesk/core';
import type { Executor } from './transact.js';
import { containsPattern, prefixPattern, searchText } from './paging.js';
import { openText, recordNoteAt } from './sealed-fields.js';

/**
 * A patient with its record of the year, doctor, insurance and plan: what the list filters and sorts over. Every
 * patient has all three (NOT NULL foreign keys), so the outer joins keep the same rows as inner ones.
 */
function joinedPatients(db: Executor) {
  return db.selectFrom('patient as p')
    .innerJoin('patient_record as r', 'r.patient_id', 'p.id')
    .leftJoin('doctor as d', 'd.id', 'p.doctor_id')
    .leftJoin('insurance as i', 'i.id', 'p.insurance_id')
    .leftJoin('plan as pl', 'pl.id', 'p.plan_id');
}

type JoinedPatients = ReturnType<typeof joinedPatients>;

/**
 * {@link joinedPatients} with only the outer joins the filters and order read (none on the default list). PostgreSQL
 * drops an unread outer join itself, but it still reads the patient rows for the join keys: a page at offset 9,990 of
 * 30,000 then walked the heap (18–36 ms) where the name index alone serves it (10–14 ms). The tables left out are not
 * referenced, so the type of the full join stays true of what the query may use.
 */
function joinedForPage(db: Executor, filter: PatientListFilter): JoinedPatients {
  const field = filter.sort?.field ?? 'patientName';
  const doctor = field === 'doctorName' || field === 'doctorNpi' || field === 'doctorSpeciality';
  const insurance = field === 'insuranceName' || filter.insuranceName !== null;
  const plan = field === 'planName';
  return db.selectFrom('patient as p')
    .innerJoin('patient_record as r', 'r.patient_id', 'p.id')
    .$if(doctor, (query) => query.leftJoin('doctor as d', 'd.id', 'p.doctor_id'))
    .$if(insurance, (query) => query.leftJoin('insurance as i', 'i.id', 'p.insurance_id'))
    .$if(plan, (query) => query.leftJoin('plan as pl', 'pl.id', 'p.plan_id')) as unknown as JoinedPatients;
}

const dxCount = sql<number>`(select count(distinct x.code) from record_diagnostic x where x.record_id = r.id and x.active)`;

/** The patient-list columns: patient, its record of the year, doctor, insurance, plan, DX count and latest notes. */
export function selectPatientRows(db: Executor) {
  return withPatientColumns(joinedPatients(db));
}

/** The list's columns on the joined rows. */
function withPatientColumns(query: JoinedPatients) {
  return query
    .select([
      'r.id as record_id', 'p.id as patient_id', 'p.doctor_id', 'p.document_id', 'p.doctor_record_id', 'd.npi', 'd.speciality',
      sql<string>`d.first_name || ' ' || d.last_name`.as('doctor_name'), sql<string>`p.first_name || ' ' || p.last_name`.as('patient_name'),
      'p.sex', 'p.date_of_birth', 'p.insurance_contract_number', 'i.name as insurance_name', 'pl.name as plan_name', 'p.phone', 'p.phone2', 'p.email',
      'p.street', 'p.city', 'p.state', 'p.zip', 'p.active', 'r.record_date', 'r.raf_total', 'r.raf_billed_first', 'r.raf_billed_second',
      'r.billed_fraction_first', 'r.billed_fraction_second', 'p.esrd_status', 'p.months_since_transplant', 'p.low_income_subsidy',
      dxCount.as('dx_count'),
      // `<id>:<sealed text>`: a note's text opens only with its own row id ({@link latestNoteText}).
      sql<string | null>`(select n.id || ':' || n.body from record_note n where n.record_id = r.id and n.kind = 'doctor' order by n.created_at desc, n.id desc limit 1)`.as('doctor_note'),
      sql<string | null>`(select n.id || ':' || n.body from record_note n where n.record_id = r.id and n.kind = 'mag' order by n.created_at desc, n.id desc limit 1)`.as('mag_note'),
    ]);
}

type PatientRow = Awaited<ReturnType<ReturnType<typeof selectPatientRows>['executeTakeFirstOrThrow']>>;

/**
 * The doctors a list search also matches (NPI prefix or name), when the screen searches doctors: read first, from the
 * small doctor table, so the list's own filter stays on the patient table, where the trigram indexes serve it. An OR
 * across the join made PostgreSQL walk every patient in name order (108 ms at 30,000 patients against 0.6 ms).
 */
export async function searchedDoctorIds(db: Executor, filter: PatientListFilter): Promise<readonly number[]> {
  const text = searchText(filter.searchQuery);
  if (text === null || !filter.searchDoctors) return [];
  const rows = await db.selectFrom('doctor as d').select('d.id')
    .where((eb) => eb.or([eb('d.npi', 'like', prefixPattern(text)), eb(sql<string>`d.first_name || ' ' || d.last_name`, 'ilike', containsPattern(text))]))
    .execute();
  return rows.map((row) => row.id);
}

/** Narrows the list by the caller's scope and the screen's filters; `doctorIds` are those the search matched ({@link searchedDoctorIds}). */
function filterPatients(query: JoinedPatients, filter: PatientListFilter, doctorIds: readonly number[]): JoinedPatients {
  const text = searchText(filter.searchQuery);
  return query
    .where('r.payment_year', '=', filter.paymentYear)
    .$if(filter.doctorId !== null, (q) => q.where('p.doctor_id', '=', filter.doctorId))
    // -1 names no doctor, so an empty list of doctors lists no patient (`in ()` is not SQL).
    .$if(filter.doctorIds != null, (q) => q.where('p.doctor_id', 'in', [...(filter.doctorIds ?? []), -1]))
    .$if(filter.insuranceId !== null, (q) => q.where('p.insurance_id', '=', filter.insuranceId))
    .$if(filter.insuranceName !== null, (q) => q.where(sql<string>`lower(i.name)`, '=', (filter.insuranceName ?? '').trim().toLowerCase()))
    .$if(filter.active !== null, (q) => q.where('p.active', '=', filter.active))
    .$if(text !== null, (q) => q.where((eb) => eb.or([
      eb(sql<string>`p.first_name || ' ' || p.last_name`, 'ilike', containsPattern(text ?? '')),
      eb('p.insurance_contract_number', 'ilike', containsPattern(text ?? '')),
      ...(doctorIds.length > 0 ? [eb('p.doctor_id', 'in', doctorIds)] : []),
    ])));
}

// Each sortable column as plain stored columns (no expressions, so an index on them can serve the order), then the
// id of the row they are stored on: rows with the same value keep one order across pages. A record is its patient's
// one row of the year, so the record's id breaks ties as well as the patient's.
const DX_COUNT = 'dx_count';
const PATIENT_ORDER: Record<PatientSortField, readonly string[]> = {
  patientName: ['p.last_name', 'p.first_name', 'p.id'],
  doctorName: ['d.last_name', 'd.first_name', 'p.id'],
  doctorNpi: ['d.npi', 'p.id'],
  doctorSpeciality: ['d.speciality', 'p.id'],
  insuranceName: ['i.name', 'p.id'],
  insuranceContractNumber: ['p.insurance_contract_number', 'p.id'],
  planName: ['pl.name', 'p.id'],
  sex: ['p.sex', 'p.id'],
  dateOfBirth: ['p.date_of_birth', 'p.id'],
  phone: ['p.phone', 'p.id'],
  diagnosisCount: [DX_COUNT, 'p.id'],
  billedFractionFirstSemester: ['r.billed_fraction_first', 'r.id'],
  billedFractionSecondSemester: ['r.billed_fraction_second', 'r.id'],
  rafTotal: ['r.raf_total', 'r.id'],
  recordId: ['r.id'],
  doctorRecordId: ['p.doctor_record_id', 'p.id'],
  recordDate: ['r.record_date', 'r.id'],
};

/** Orders the list by the asked-for column (by patient name when none), every key and the tie-breaker in one direction. */
function orderPatients(query: JoinedPatients, sort: ListSort<PatientSortField> | null | undefined): JoinedPatients {
  const direction = sort?.direction ?? 'asc';
  return PATIENT_ORDER[sort?.field ?? 'patientName'].reduce((ordered, key) => ordered.orderBy(key === DX_COUNT ? dxCount : sql.ref(key), direction), query);
}

/**
 * One page of the list: the page's record ids first, in the list's order and with nothing else per row, then the
 * columns of those rows alone. PostgreSQL computes a row's selected columns before an offset skips it, so a deep page
 * (offset 9,990 of 30,000) paid for every skipped row's DX count and notes: 335 ms against 58 ms. A full page may need
 * the list's total, kept under the list's version: the columns query reads the version too, one round trip fewer.
 */
export async function patientPage(db: Executor, filter: PatientListFilter, doctorIds: readonly number[], limit: number, offset: number): Promise<{ rows: PatientRow[]; version: string | null }> {
  const ids = (await orderPatients(filterPatients(joinedForPage(db, filter), filter, doctorIds), filter.sort).select('r.id as record_id').limit(limit).offset(offset).execute())
    .map((row) => row.record_id);
  if (ids.length === 0) return { rows: [], version: null };
  const columns = await selectPatientRows(db).where('r.id', 'in', ids)
    .$if(ids.length === limit, (query) => query.select(LIST_VERSION.as('list_version'))).execute();
  const byId = new Map(columns.map((row) => [row.record_id, row]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), version: columns[0]?.list_version ?? null };
}

/**
 * The version of everything the patient list's total depends on: patients (added, moved, renamed, (in)activated),
 * their records of a year (added, never removed alone), the doctors' and insurances' names the filters read (a
 * handful of insurances, without a change time: their names themselves).
 */
const LIST_VERSION = sql<string>`concat_ws('/',
  coalesce((select max(updated_at) from patient)::text, ''),
  coalesce((select max(id) from patient_record)::text, ''),
  coalesce((select max(updated_at) from doctor)::text, ''),
  coalesce((select md5(string_agg(id || ':' || name, ',' order by id)) from insurance), ''))`;

/** The {@link LIST_VERSION} alone, for a page that did not read it. */
export async function patientListVersion(db: Executor): Promise<string> {
  return (await db.selectNoFrom(LIST_VERSION.as('version')).executeTakeFirstOrThrow()).version;
}

/** The filters of a list as a cache key; neither the page window nor the day the ages are taken on changes the total. */
export function patientFilterKey(filter: PatientListFilter): string {
  return JSON.stringify([filter.paymentYear, filter.doctorId, filter.insuranceId, filter.insuranceName, filter.active, searchText(filter.searchQuery), filter.searchDoctors]);
}

/** How many patients the list's filters keep: the same joins and filters, none of the per-row columns. */
export async function countPatients(db: Executor, filter: PatientListFilter, doctorIds: readonly number[]): Promise<number> {
  const row = await filterPatients(joinedForPage(db, filter), filter, doctorIds).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The figure groups of a scope (see `PatientFigureGroup`): one aggregate over the list's joins and filters, grouped by
 * what the pending RAF rule reads, so a practice of any size answers with at most 16 rows.
 */
export async function figureGroups(db: Executor, scope: PatientScopeFilter): Promise<PatientFigureGroup[]> {
  const filter: PatientListFilter = { ...scope, window: { pageNumber: 1, pageSize: 1 }, searchQuery: null, searchDoctors: false, asOf: '2000-01-01' as IsoDate };
  const coded = sql<boolean>`exists (select 1 from record_diagnostic x where x.record_id = r.id and x.active)`;
  const rows = await filterPatients(joinedForPage(db, filter), filter, [])
    .select([
      'p.active as active', coded.as('coded'),
      sql<boolean>`r.billed_fraction_first >= 1`.as('full_first'), sql<boolean>`r.billed_fraction_second >= 1`.as('full_second'),
      sql<string>`count(*)`.as('patients'), sql<number>`coalesce(sum(r.raf_total), 0)`.as('raf_total'),
      sql<number>`coalesce(sum(r.raf_billed_first), 0)`.as('raf_billed_first'), sql<number>`coalesce(sum(r.raf_billed_second), 0)`.as('raf_billed_second'),
    ])
    .groupBy(['p.active', coded, sql`r.billed_fraction_first >= 1`, sql`r.billed_fraction_second >= 1`])
    .execute();
  return rows.map((row) => ({
    active: row.active, coded: row.coded, fullyBilledFirstSemester: row.full_first, fullyBilledSecondSemester: row.full_second,
    patients: Number(row.patients), rafTotal: Number(row.raf_total), rafBilledFirstSemester: Number(row.raf_billed_first), rafBilledSecondSemester: Number(row.raf_billed_second),
  }));
}

/** A latest note as `<id>:<sealed text>`, opened; only the one or two notes a list row shows are opened. */
function latestNoteText(cipher: FieldCipher, value: string | null): Result<string | null, StorageError> {
  if (value === null) return ok(null);
  const colon = value.indexOf(':');
  return openText(cipher, value.slice(colon + 1), recordNoteAt(Number(value.slice(0, colon))));
}

/** A list row as the domain's patient row, aged on `asOf`, with its latest notes opened. */
export function patientFromRow(row: PatientRow, asOf: IsoDate, cipher: FieldCipher): Result<PatientListRow, StorageError> {
  const notes = Result.combine([latestNoteText(cipher, row.doctor_note), latestNoteText(cipher, row.mag_note)]);
  if (notes.isErr()) return err(notes.error);
  const [doctorNotes, magNotes] = notes.value;
  const parsed = PatientListRowSchema.safeParse({
    recordId: row.record_id, doctorId: row.doctor_id, documentId: row.document_id, doctorRecordId: row.doctor_record_id, doctorNpi: row.npi,
    doctorName: row.doctor_name, doctorSpeciality: row.speciality, patientName: row.patient_name, sex: row.sex, dateOfBirth: row.date_of_birth,
    age: Math.max(0, ageOn(row.date_of_birth, asOf)), insuranceContractNumber: row.insurance_contract_number, insuranceName: row.insurance_name,
    planName: row.plan_name, diagnosisCount: Number(row.dx_count), phone: row.phone, phone2: row.phone2, email: row.email, street: row.street,
    city: row.city, state: row.state, zip: row.zip, active: row.active, recordDate: row.record_date.toISOString(), rafTotal: row.raf_total,
    rafBilledFirstSemester: row.raf_billed_first, rafBilledSecondSemester: row.raf_billed_second, billedFractionFirstSemester: row.billed_fraction_first,
    billedFractionSecondSemester: row.billed_fraction_second, doctorNotes, magNotes,
    esrdStatus: row.esrd_status, monthsSinceTransplant: row.months_since_transplant, lowIncomeSubsidy: row.low_income_subsidy,
  });
  return parsed.success ? ok(parsed.data) : err(serviceUnavailable('storage row-shape patient'));
}

/** The patient columns of the form. */
export function patientColumns(patient: NewPatient) {
  return {
    doctor_id: patient.doctorId, document_id: patient.documentId, first_name: patient.firstName, last_name: patient.lastName, sex: patient.sex,
    date_of_birth: patient.dateOfBirth, insurance_id: patient.insuranceId, plan_id: patient.planId,
    insurance_contract_number: patient.insuranceContractNumber, doctor_record_id: patient.doctorRecordId, phone: patient.phone,
    phone2: patient.phone2, email: patient.email, street: patient.street, city: patient.city, state: patient.state, zip: patient.zip,
    esrd_status: patient.esrdStatus, months_since_transplant: patient.esrdStatus === 'transplant' ? patient.monthsSinceTransplant : null,
    low_income_subsidy: patient.lowIncomeSubsidy,
  };
}
