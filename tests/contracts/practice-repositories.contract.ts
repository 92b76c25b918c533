import { describe, expect, it } from 'vitest';
import type { DoctorId, DoctorInput, Repositories, UserId } from '@rafdesk/core';
import { aDoctorProfile, anAddress, anNpi, at, aUserInput, unique } from './builders.js';

type Subject = Pick<Repositories, 'users' | 'doctors' | 'lookups'>;

/** A doctor form, unique NPI. */
export function aDoctorInput(overrides: Partial<DoctorInput> = {}): DoctorInput {
  const n = unique();
  return {
    npi: anNpi(), firstName: `Doc${n}`, lastName: `Tor${n}`, speciality: 'Family Medicine', mdLicenseNumber: `L${n}`, dateOfBirth: '1965-01-20',
    sex: 'M', phone: '7875550123', phone2: null, email: `doc${n}@example.test`, street: '9 Calle Luna', city: 'Bayamón', state: 'PR', zip: '00956',
    profile: aDoctorProfile(), policyAcceptedAt: null, ...overrides,
  };
}

/** What the doctor and lookup stores promise. */
export function practiceRepositoriesContract(subject: () => Subject): void {
  describe('DoctorRepository', () => {
    it('creates a doctor with addresses and choices, names the choices and refuses a second doctor with the NPI', async () => {
      const { doctors } = subject();
      const input = aDoctorInput({ firstName: 'Rosa', lastName: 'Vega', profile: aDoctorProfile({
        addresses: [anAddress({ zip: '00901' }), anAddress({ zip: '00902' })], billingProgramIds: [7], recordProgramIds: [2], serviceIds: [1, 3],
        otherBillingProgram: 'In-house billing', otherRecordProgram: 'ignored',
      }) });
      const created = (await doctors.create(input, at()))._unsafeUnwrap();
      expect(created).toMatchObject({ npi: input.npi, fullName: 'Rosa Vega', firstName: 'Rosa', userId: null, active: true });
      expect((await doctors.addresses(created.id))._unsafeUnwrap().map((address) => address.zip)).toEqual(['00901', '00902']);
      expect((await doctors.programSelections(created.id))._unsafeUnwrap()).toEqual([
        { kind: 'billingProgram', id: 7, name: 'Other', secondaryName: 'In-house billing' },
        { kind: 'recordProgram', id: 2, name: 'Practice Fusion', secondaryName: null },
        { kind: 'serviceRequired', id: 1, name: 'Codificación de diagnósticos', secondaryName: null },
        { kind: 'serviceRequired', id: 3, name: 'Auditoría de expedientes', secondaryName: null },
      ]);
      expect((await doctors.create(aDoctorInput({ npi: input.npi }), at()))._unsafeUnwrapErr()).toEqual({ kind: 'Conflict', entity: 'doctor', field: 'npi' });
    });

    it('updates a doctor and the account that is that doctor', async () => {
      const { doctors, users } = subject();
      const npi = anNpi();
      const user = (await users.create({ user: aUserInput({ role: 'Doctor', documentId: npi }), userName: `d${npi}`, passwordHash: null, profileCompleted: true, policyAcceptedAt: null }, at()))._unsafeUnwrap();
      const doctorId = user.doctorId as DoctorId;
      const updated = (await doctors.update(doctorId, aDoctorInput({ npi, firstName: 'Renamed', profile: aDoctorProfile({ addresses: [anAddress()] }) }), at(1)))._unsafeUnwrap();
      expect(updated).toMatchObject({ firstName: 'Renamed', userId: user.id });
      expect((await users.findById(user.id))._unsafeUnwrap()?.firstName).toBe('Renamed');
      expect((await doctors.findByUserId(user.id))._unsafeUnwrap()?.id).toBe(doctorId);
      expect((await doctors.update(987_654 as DoctorId, aDoctorInput(), at()))._unsafeUnwrapErr()).toMatchObject({ kind: 'NotFound' });
    });

    it('lists doctors by name, searching an NPI prefix or part of the name, and toggles status', async () => {
      const { doctors } = subject();
      const zed = (await doctors.create(aDoctorInput({ firstName: 'Zoe', lastName: 'Zayas', npi: '1999000001' }), at()))._unsafeUnwrap();
      (await doctors.create(aDoctorInput({ firstName: 'Abe', lastName: 'Acosta', npi: '1888000001' }), at()))._unsafeUnwrap();
      const all = (await doctors.list({ pageNumber: 1, pageSize: 10, searchQuery: null }))._unsafeUnwrap();
      expect(all.items.map((doctor) => doctor.fullName)).toEqual(['Abe Acosta', 'Zoe Zayas']);
      expect((await doctors.list({ pageNumber: 1, pageSize: 10, searchQuery: '1999' }))._unsafeUnwrap().items.map((doctor) => doctor.id)).toEqual([zed.id]);
      expect((await doctors.list({ pageNumber: 1, pageSize: 10, searchQuery: 'e zay' }))._unsafeUnwrap().totalCount).toBe(1);
      (await doctors.setActive(zed.id, false, at()))._unsafeUnwrap();
      expect((await doctors.listAll({ activeOnly: true }))._unsafeUnwrap().map((doctor) => doctor.fullName)).toEqual(['Abe Acosta']);
      expect((await doctors.findById(zed.id))._unsafeUnwrap()?.active).toBe(false);
    });

    it('sorts doctors by a column over the whole list, either way, texts in any letter case and empty values at the end ascending', async () => {
      const { doctors } = subject();
      (await doctors.create(aDoctorInput({ firstName: 'Zoe', lastName: 'acosta', npi: '1777000001', speciality: 'cardiology', phone2: '7875550002' }), at()))._unsafeUnwrap();
      (await doctors.create(aDoctorInput({ firstName: 'Abe', lastName: 'Acosta', npi: '1999000002', speciality: 'Anesthesia', phone2: null, dateOfBirth: null }), at()))._unsafeUnwrap();
      (await doctors.create(aDoctorInput({ firstName: 'Ida', lastName: 'Baez', npi: '1888000003', speciality: null, phone2: '7875550001', dateOfBirth: '1990-03-03' }), at()))._unsafeUnwrap();
      const names = async (sort: NonNullable<Parameters<typeof doctors.list>[0]['sort']>) =>
        (await doctors.list({ pageNumber: 1, pageSize: 10, searchQuery: null, sort }))._unsafeUnwrap().items.map((doctor) => doctor.fullName);
      expect(await names({ field: 'doctorName', direction: 'asc' })).toEqual(['Abe Acosta', 'Zoe acosta', 'Ida Baez']);
      expect(await names({ field: 'npi', direction: 'desc' })).toEqual(['Abe Acosta', 'Ida Baez', 'Zoe acosta']);
      expect(await names({ field: 'speciality', direction: 'asc' })).toEqual(['Abe Acosta', 'Zoe acosta', 'Ida Baez']);
      expect(await names({ field: 'phone2', direction: 'desc' })).toEqual(['Abe Acosta', 'Zoe acosta', 'Ida Baez']);
      expect(await names({ field: 'dateOfBirth', direction: 'asc' })).toEqual(['Zoe acosta', 'Ida Baez', 'Abe Acosta']);
    });

    it('keeps the set of doctors a Staff user acts for, all or nothing', async () => {
      const { doctors, users } = subject();
      const staff = (await users.create({ user: aUserInput({ role: 'Staff' }), userName: `staff${unique()}`, passwordHash: null, profileCompleted: true, policyAcceptedAt: null }, at()))._unsafeUnwrap();
      const first = (await doctors.create(aDoctorInput({ lastName: 'Alpha' }), at()))._unsafeUnwrap();
      const second = (await doctors.create(aDoctorInput({ lastName: 'Beta' }), at()))._unsafeUnwrap();
      (await doctors.setStaffDoctors(staff.id, [second.id, first.id, first.id]))._unsafeUnwrap();
      expect((await doctors.doctorsForStaff(staff.id))._unsafeUnwrap().map((doctor) => doctor.id)).toEqual([first.id, second.id]);
      expect((await doctors.isStaffOf(staff.id, first.id))._unsafeUnwrap()).toBe(true);
      expect((await doctors.setStaffDoctors(staff.id, [first.id, 123_456 as DoctorId]))._unsafeUnwrapErr()).toMatchObject({ kind: 'NotFound' });
      expect((await doctors.doctorsForStaff(staff.id))._unsafeUnwrap()).toHaveLength(2);
      (await doctors.setStaffDoctors(staff.id, [second.id]))._unsafeUnwrap();
      expect((await doctors.isStaffOf(staff.id, first.id))._unsafeUnwrap()).toBe(false);
      expect((await doctors.isStaffOf(999 as UserId, second.id))._unsafeUnwrap()).toBe(false);
    });
  });

  describe('LookupRepository', () => {
    it('offers the billing programs, record programs and services of the sign-up form, each with Other where it applies', async () => {
      const lookups = (await subject().lookups.signUpLookups())._unsafeUnwrap();
      expect(lookups.billingPrograms.at(-1)).toEqual({ id: 7, name: 'Other' });
      expect(lookups.recordPrograms.some((program) => program.name === 'Other')).toBe(true);
      expect(lookups.services.length).toBeGreaterThan(0);
    });
  });
}
