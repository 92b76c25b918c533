import { describe, expect, it } from 'vitest';
import type { DoctorId, UserId } from '../../domain/ids.js';
import { aUserInput } from '../../testing/builders/user-builders.js';
import { inMemoryAccessRepositories } from '../../testing/fakes/in-memory-access-repositories.js';
import { actingDoctors, assignActingDoctors, NOT_ACTING_ROLE_MESSAGE, UNKNOWN_DOCTOR_MESSAGE } from './acting-doctors.js';

const AT = new Date('2026-03-02T12:00:00Z');

async function practice() {
  const ports = inMemoryAccessRepositories();
  const account = async (role: 'Staff' | 'Doctor', userName: string, documentId: string) =>
    (await ports.users.create({ user: aUserInput({ role, documentId }), userName, passwordHash: null, profileCompleted: true, policyAcceptedAt: null }, AT))._unsafeUnwrap();
  const staff = await account('Staff', 'sam', '90000000031');
  const doctor = await account('Doctor', '1234567893', '1234567893');
  return { ports, staff, doctor, doctorId: doctor.doctorId as DoctorId };
}

describe('assignActingDoctors', () => {
  it('gives a Staff account the doctors it acts for, read back by name', async () => {
    const { ports, staff, doctorId } = await practice();
    (await assignActingDoctors(ports, { userId: staff.id, doctorIds: [doctorId] }))._unsafeUnwrap();
    expect((await actingDoctors(ports, staff.id))._unsafeUnwrap().map((doctor) => doctor.id)).toEqual([doctorId]);
  });

  it('refuses an unknown doctor on the doctorIds field and keeps the doctors it had', async () => {
    const { ports, staff, doctorId } = await practice();
    (await assignActingDoctors(ports, { userId: staff.id, doctorIds: [doctorId] }))._unsafeUnwrap();
    expect((await assignActingDoctors(ports, { userId: staff.id, doctorIds: [doctorId, 999 as DoctorId] }))._unsafeUnwrapErr())
      .toEqual({ kind: 'ValidationFailed', issues: [{ field: 'doctorIds', message: UNKNOWN_DOCTOR_MESSAGE }] });
    expect((await actingDoctors(ports, staff.id))._unsafeUnwrap().map((doctor) => doctor.id)).toEqual([doctorId]);
  });

  it('refuses a role that acts for nobody and an unknown account', async () => {
    const { ports, doctor } = await practice();
    expect((await assignActingDoctors(ports, { userId: doctor.id, doctorIds: [] }))._unsafeUnwrapErr())
      .toEqual({ kind: 'ValidationFailed', issues: [{ field: 'doctorIds', message: NOT_ACTING_ROLE_MESSAGE }] });
    expect((await actingDoctors(ports, 999 as UserId))._unsafeUnwrapErr()).toMatchObject({ kind: 'NotFound' });
  });
});
