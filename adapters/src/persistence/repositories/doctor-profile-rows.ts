import type { DoctorAddress, DoctorProfileFields, ProgramKind } from '@rafdesk/core';
import type { Executor } from './transact.js';

const KINDS = { billingProgram: 'billingProgramIds', recordProgram: 'recordProgramIds', serviceRequired: 'serviceIds' } as const;

/** Replaces a doctor's addresses and program choices with the profile's (inside the caller's transaction). */
export async function writeDoctorLists(trx: Executor, doctorId: number, profile: DoctorProfileFields): Promise<void> {
  await trx.deleteFrom('doctor_address').where('doctor_id', '=', doctorId).execute();
  if (profile.addresses.length > 0) {
    await trx.insertInto('doctor_address').values(profile.addresses.map((address, position) => ({
      doctor_id: doctorId, position, location_name: address.locationName, street: address.street, city: address.city,
      state: address.state, zip: address.zip, phone: address.phone, phone2: address.phone2, email: address.email,
      email_confirmation: address.emailConfirmation,
    }))).execute();
  }
  await trx.deleteFrom('doctor_program').where('doctor_id', '=', doctorId).execute();
  const choices = (Object.keys(KINDS) as ProgramKind[]).flatMap((kind) =>
    [...new Set(profile[KINDS[kind]])].map((optionId) => ({ doctor_id: doctorId, kind, option_id: optionId })));
  if (choices.length > 0) await trx.insertInto('doctor_program').values(choices).execute();
}

/** The stored addresses and program ids of several doctors, by doctor id. */
export async function readDoctorLists(db: Executor, doctorIds: readonly number[]): Promise<Map<number, Pick<DoctorProfileFields, 'addresses' | 'billingProgramIds' | 'recordProgramIds' | 'serviceIds'>>> {
  const lists = new Map(doctorIds.map((id) => [id, { addresses: [] as DoctorAddress[], billingProgramIds: [] as number[], recordProgramIds: [] as number[], serviceIds: [] as number[] }]));
  if (doctorIds.length === 0) return lists;
  const [addresses, programs] = [
    await db.selectFrom('doctor_address').selectAll().where('doctor_id', 'in', doctorIds).orderBy('doctor_id').orderBy('position').execute(),
    await db.selectFrom('doctor_program').selectAll().where('doctor_id', 'in', doctorIds).orderBy('option_id').execute(),
  ];
  for (const row of addresses) lists.get(row.doctor_id)?.addresses.push(addressFromRow(row));
  for (const row of programs) lists.get(row.doctor_id)?.[KINDS[row.kind]].push(row.option_id);
  return lists;
}

/** A stored address in domain terms. */
export function addressFromRow(row: {
  id: number; location_name: string | null; street: string; city: string; state: string; zip: string;
  phone: string; phone2: string | null; email: string; email_confirmation: string | null;
}): DoctorAddress {
  return {
    id: row.id as DoctorAddress['id'], locationName: row.location_name, street: row.street, city: row.city, state: row.state,
    zip: row.zip, phone: row.phone, phone2: row.phone2, email: row.email, emailConfirmation: row.email_confirmation,
  };
}
