import { ok, err, type Result } from 'neverthrow';
import { UserSchema, roleIdOf, roleNameOf, serviceUnavailable, type DoctorId, type SignInAccount, type StorageError, type User, type UserId, type UserInput } from '@rafdesk/core';
import type { Executor } from './transact.js';
import { readDoctorLists } from './doctor-profile-rows.js';

/** The account columns with the role, insurance and doctor joined (what every read of a user needs). */
export function selectUsers(db: Executor) {
  return db.selectFrom('app_user as u')
    .innerJoin('role as r', 'r.id', 'u.role_id')
    .leftJoin('insurance as i', 'i.id', 'u.insurance_id')
    .leftJoin('doctor as d', 'd.user_id', 'u.id')
    .selectAll('u')
    .select([
      'r.name as role_name', 'i.name as insurance_name', 'd.id as doctor_id', 'd.whatsapp_phone',
      'd.auth_contact_first_name1', 'd.auth_contact_last_name1', 'd.auth_contact_first_name2', 'd.auth_contact_last_name2',
      'd.other_billing_program', 'd.other_record_program',
    ]);
}

type UserRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['executeTakeFirstOrThrow']>>;

/** Rows as domain users, with their doctor's addresses and program choices; a row the schema refuses is a storage fault. */
export async function usersFromRows(db: Executor, rows: readonly UserRow[]): Promise<Result<User[], StorageError>> {
  const lists = await readDoctorLists(db, rows.flatMap((row) => (row.doctor_id === null ? [] : [row.doctor_id])));
  const users: User[] = [];
  for (const row of rows) {
    const doctor = row.doctor_id === null ? undefined : lists.get(row.doctor_id);
    const parsed = UserSchema.safeParse({
      id: row.id, remoteUserId: row.id, doctorId: row.doctor_id, documentId: row.document_id, userName: row.user_name,
      fullName: `${row.first_name} ${row.last_name}`, firstName: row.first_name, lastName: row.last_name, speciality: row.speciality,
      sex: row.sex, dateOfBirth: row.date_of_birth, mdLicenseNumber: row.md_license_number, phone: row.phone, phone2: row.phone2,
      email: row.email, street: row.street, city: row.city, state: row.state, zip: row.zip, role: row.role_name, active: row.active,
      twoFactorEnabled: row.two_factor_enabled, insuranceId: row.insurance_id, insuranceName: row.insurance_name, ipaNumber: row.ipa_number,
      whatsAppPhone: row.whatsapp_phone ?? null,
      authorizedContact1: { firstName: row.auth_contact_first_name1 ?? null, lastName: row.auth_contact_last_name1 ?? null },
      authorizedContact2: { firstName: row.auth_contact_first_name2 ?? null, lastName: row.auth_contact_last_name2 ?? null },
      billingProgramIds: doctor?.billingProgramIds ?? [], recordProgramIds: doctor?.recordProgramIds ?? [], serviceIds: doctor?.serviceIds ?? [],
      otherBillingProgram: row.other_billing_program ?? null, otherRecordProgram: row.other_record_program ?? null,
      addresses: doctor?.addresses ?? [],
    });
    if (!parsed.success) return err(serviceUnavailable('storage row-shape app_user'));
    users.push(parsed.data);
  }
  return ok(users);
}

/** A row as what sign-in needs. */
export function signInAccountFromRow(row: UserRow): SignInAccount | null {
  const role = roleNameOf(row.role_id);
  if (role === null) return null;
  return {
    userId: row.id as UserId, userName: row.user_name, passwordHash: row.password_hash, role, active: row.active,
    twoFactorEnabled: row.two_factor_enabled, profileCompleted: row.profile_completed, mustChangePassword: row.must_change_password, fullName: `${row.first_name} ${row.last_name}`,
    email: row.email, ipaNumber: row.ipa_number, doctorId: (row.doctor_id ?? null) as DoctorId | null,
  };
}

/** The account columns a form writes. */
export function userColumns(user: UserInput) {
  return {
    role_id: roleIdOf(user.role), document_id: user.documentId, first_name: user.firstName, last_name: user.lastName,
    speciality: user.speciality, sex: user.sex, date_of_birth: user.dateOfBirth, md_license_number: user.mdLicenseNumber,
    phone: user.phone, phone2: user.phone2, email: user.email, street: user.street, city: user.city, state: user.state, zip: user.zip,
    insurance_id: user.insuranceId, ipa_number: user.ipaNumber,
  };
}
