import { err, ok, type Result } from 'neverthrow';
import { conflict, type Conflict, type UserInput } from '@rafdesk/core';
import type { Executor } from './transact.js';
import { writeDoctorLists } from './doctor-profile-rows.js';

/** The doctor columns a Doctor-role account's form writes. */
function doctorColumnsFromUser(user: UserInput) {
  return {
    npi: user.documentId, first_name: user.firstName, last_name: user.lastName, speciality: user.speciality,
    md_license_number: user.mdLicenseNumber, date_of_birth: user.dateOfBirth, sex: user.sex, phone: user.phone, phone2: user.phone2,
    whatsapp_phone: user.whatsAppPhone, email: user.email, street: user.street, city: user.city, state: user.state, zip: user.zip,
    auth_contact_first_name1: user.authorizedContact1.firstName, auth_contact_last_name1: user.authorizedContact1.lastName,
    auth_contact_first_name2: user.authorizedContact2.firstName, auth_contact_last_name2: user.authorizedContact2.lastName,
    other_billing_program: user.otherBillingProgram, other_record_program: user.otherRecordProgram,
  };
}

/**
 * Keeps the doctor row of a Doctor-role account in step with its form: the account's own doctor, else the
 * doctor with that NPI when no other account has it, else a new one. Other roles lose any doctor link.
 */
export async function syncDoctorOfUser(trx: Executor, userId: number, user: UserInput, policyAcceptedAt: Date | null, at: Date): Promise<Result<void, Conflict>> {
  if (user.role !== 'Doctor') {
    await trx.updateTable('doctor').set({ user_id: null, updated_at: at }).where('user_id', '=', userId).execute();
    return ok(undefined);
  }
  const own = await trx.selectFrom('doctor').select(['id']).where('user_id', '=', userId).executeTakeFirst();
  const byNpi = await trx.selectFrom('doctor').select(['id', 'user_id']).where('npi', '=', user.documentId).executeTakeFirst();
  if (byNpi !== undefined && byNpi.id !== own?.id && byNpi.user_id !== null) return err(conflict('doctor', 'npi'));
  if (byNpi !== undefined && own !== undefined && byNpi.id !== own.id) return err(conflict('doctor', 'npi'));
  const columns = { ...doctorColumnsFromUser(user), user_id: userId, updated_at: at, ...(policyAcceptedAt === null ? {} : { policy_accepted_at: policyAcceptedAt }) };
  const targetId = own?.id ?? byNpi?.id;
  const doctorId = targetId === undefined
    ? (await trx.insertInto('doctor').values({ ...columns, created_at: at }).returning('id').executeTakeFirstOrThrow()).id
    : (await trx.updateTable('doctor').set(columns).where('id', '=', targetId).returning('id').executeTakeFirstOrThrow()).id;
  await writeDoctorLists(trx, doctorId, user);
  return ok(undefined);
}
