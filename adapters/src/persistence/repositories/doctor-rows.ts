import { err, ok, type Result } from 'neverthrow';
import { DoctorSchema, serviceUnavailable, type Doctor, type DoctorDetails, type DoctorInput, type StorageError, type UserId } from '@rafdesk/core';
import type { Selectable } from 'kysely';
import type { DoctorTable } from '../schema/practice-tables.js';
import type { Executor } from './transact.js';
import { readDoctorLists } from './doctor-profile-rows.js';

export type DoctorRow = Selectable<DoctorTable>;

/** A doctor row as a domain doctor; a row the schema refuses is a storage fault. */
export function doctorFromRow(row: DoctorRow): Result<Doctor, StorageError> {
  const parsed = DoctorSchema.safeParse({
    id: row.id, npi: row.npi, fullName: `${row.first_name} ${row.last_name}`, speciality: row.speciality, dateOfBirth: row.date_of_birth,
    sex: row.sex, phone: row.phone, phone2: row.phone2, email: row.email, street: row.street, city: row.city, state: row.state, zip: row.zip,
    active: row.active,
  });
  return parsed.success ? ok(parsed.data) : err(serviceUnavailable('storage row-shape doctor'));
}

/** Several rows as doctors, all or a storage fault. */
export function doctorsFromRows(rows: readonly DoctorRow[]): Result<Doctor[], StorageError> {
  const doctors: Doctor[] = [];
  for (const row of rows) {
    const doctor = doctorFromRow(row);
    if (doctor.isErr()) return err(doctor.error);
    doctors.push(doctor.value);
  }
  return ok(doctors);
}

/** A doctor with its names, licence and profile lists. */
export async function readDoctorDetails(db: Executor, id: number): Promise<Result<DoctorDetails | null, StorageError>> {
  const row = await db.selectFrom('doctor').selectAll().where('id', '=', id).executeTakeFirst();
  if (row === undefined) return ok(null);
  const lists = (await readDoctorLists(db, [id])).get(id);
  return doctorFromRow(row).map((doctor) => ({
    ...doctor, userId: row.user_id as UserId | null, firstName: row.first_name, lastName: row.last_name, mdLicenseNumber: row.md_license_number,
    profile: {
      whatsAppPhone: row.whatsapp_phone,
      authorizedContact1: { firstName: row.auth_contact_first_name1, lastName: row.auth_contact_last_name1 },
      authorizedContact2: { firstName: row.auth_contact_first_name2, lastName: row.auth_contact_last_name2 },
      billingProgramIds: lists?.billingProgramIds ?? [], recordProgramIds: lists?.recordProgramIds ?? [], serviceIds: lists?.serviceIds ?? [],
      otherBillingProgram: row.other_billing_program, otherRecordProgram: row.other_record_program, addresses: lists?.addresses ?? [],
    },
  }));
}

/** The doctor columns of the doctor form. */
export function doctorColumns(input: DoctorInput) {
  const { profile } = input;
  return {
    npi: input.npi, first_name: input.firstName, last_name: input.lastName, speciality: input.speciality, md_license_number: input.mdLicenseNumber,
    date_of_birth: input.dateOfBirth, sex: input.sex, phone: input.phone, phone2: input.phone2, whatsapp_phone: profile.whatsAppPhone,
    email: input.email, street: input.street, city: input.city, state: input.state, zip: input.zip,
    auth_contact_first_name1: profile.authorizedContact1.firstName, auth_contact_last_name1: profile.authorizedContact1.lastName,
    auth_contact_first_name2: profile.authorizedContact2.firstName, auth_contact_last_name2: profile.authorizedContact2.lastName,
    other_billing_program: profile.otherBillingProgram, other_record_program: profile.otherRecordProgram, policy_accepted_at: input.policyAcceptedAt,
  };
}
