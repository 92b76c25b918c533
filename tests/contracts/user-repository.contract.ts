import { describe, expect, it } from 'vitest';
import type { Repositories, UserId } from '@rafdesk/core';
import { aDoctorProfile, anAddress, anNpi, at, aUserInput, unique } from './builders.js';

/** What {@link UserRepository} promises, whatever stores the accounts. */
export function userRepositoryContract(subject: () => Pick<Repositories, 'users' | 'doctors'>): void {
  const newAccount = (overrides: Parameters<typeof aUserInput>[0] = {}, userName = `user${unique()}`) =>
    ({ user: aUserInput(overrides), userName, passwordHash: 'hash', profileCompleted: true, policyAcceptedAt: null });

  describe('UserRepository', () => {
    it('creates an account and reads it back by id, document id and user name in any case', async () => {
      const { users } = subject();
      const created = (await users.create(newAccount({ firstName: 'Ana', lastName: 'Rivera' }, 'ARivera'), at()))._unsafeUnwrap();
      expect(created).toMatchObject({ fullName: 'Ana Rivera', userName: 'ARivera', role: 'Admin', active: true, twoFactorEnabled: false, doctorId: null });
      expect((await users.findById(created.id))._unsafeUnwrap()).toEqual(created);
      expect((await users.findByDocumentId(created.documentId))._unsafeUnwrap()?.id).toBe(created.id);
      const account = (await users.findSignInAccount('  arivera '))._unsafeUnwrap();
      expect(account).toMatchObject({ userId: created.id, passwordHash: 'hash', role: 'Admin', fullName: 'Ana Rivera' });
    });

    it('answers null for an unknown id or user name', async () => {
      const { users } = subject();
      expect((await users.findById(999_999 as UserId))._unsafeUnwrap()).toBeNull();
      expect((await users.findSignInAccount('nobody'))._unsafeUnwrap()).toBeNull();
    });

    it('refuses a second account with the same user name in another case, or the same document id', async () => {
      const { users } = subject();
      const first = (await users.create(newAccount({}, 'Twin'), at()))._unsafeUnwrap();
      expect((await users.create(newAccount({}, 'TWIN'), at()))._unsafeUnwrapErr()).toEqual({ kind: 'Conflict', entity: 'user', field: 'userName' });
      expect((await users.create(newAccount({ documentId: first.documentId }), at()))._unsafeUnwrapErr()).toMatchObject({ kind: 'Conflict', field: 'documentId' });
    });

    it('creates the doctor of a Doctor account with its addresses and program choices in one go', async () => {
      const { users, doctors } = subject();
      const npi = anNpi();
      const profile = aDoctorProfile({ addresses: [anAddress({ city: 'Mayagüez' }), anAddress({ city: 'Arecibo' })], billingProgramIds: [7, 1], serviceIds: [2], otherBillingProgram: 'Homegrown' });
      const created = (await users.create({ ...newAccount({ ...profile, role: 'Doctor', documentId: npi, mdLicenseNumber: '12345' }), policyAcceptedAt: at() }, at()))._unsafeUnwrap();
      expect(created.doctorId).not.toBeNull();
      expect(created.addresses.map((address) => address.city)).toEqual(['Mayagüez', 'Arecibo']);
      expect(created.billingProgramIds).toEqual([1, 7]);
      expect(created.otherBillingProgram).toBe('Homegrown');
      const doctor = (await doctors.findByNpi(npi))._unsafeUnwrap();
      expect(doctor).toMatchObject({ id: created.doctorId, npi, fullName: created.fullName, active: true });
      expect((await users.findSignInAccount(created.userName ?? ''))._unsafeUnwrap()?.doctorId).toBe(created.doctorId);
    });

    it('replaces the doctor lists on update and keeps nothing half-written when the update is refused', async () => {
      const { users } = subject();
      const other = (await users.create(newAccount({}, 'taken-name'), at()))._unsafeUnwrap();
      const doctor = (await users.create(newAccount({ role: 'Doctor', documentId: anNpi(), addresses: [anAddress()] }), at()))._unsafeUnwrap();
      const input = { ...aUserInput({ role: 'Doctor', documentId: doctor.documentId, addresses: [anAddress({ street: 'New 1' }), anAddress({ street: 'New 2' })] }) };
      const updated = (await users.update(doctor.id, input, at(1)))._unsafeUnwrap();
      expect(updated.addresses.map((address) => address.street)).toEqual(['New 1', 'New 2']);
      const clash = await users.update(doctor.id, { ...input, documentId: other.documentId, addresses: [] }, at(2));
      expect(clash._unsafeUnwrapErr()).toMatchObject({ kind: 'Conflict' });
      expect((await users.findById(doctor.id))._unsafeUnwrap()?.addresses).toHaveLength(2);
    });

    it('lists accounts by user name with the total, searching user name, document id or e-mail', async () => {
      const { users } = subject();
      for (const name of ['carla', 'bruno', 'alma']) (await users.create(newAccount({ email: `${name}@clinic.test` }, name), at()))._unsafeUnwrap();
      const firstPage = (await users.list({ pageNumber: 1, pageSize: 2, searchQuery: null }))._unsafeUnwrap();
      expect(firstPage.totalCount).toBe(3);
      expect(firstPage.items.map((user) => user.userName)).toEqual(['alma', 'bruno']);
      expect((await users.list({ pageNumber: 2, pageSize: 2, searchQuery: null }))._unsafeUnwrap().items.map((user) => user.userName)).toEqual(['carla']);
      expect((await users.list({ pageNumber: 5, pageSize: 2, searchQuery: null }))._unsafeUnwrap()).toEqual({ items: [], totalCount: 3 });
      expect((await users.list({ pageNumber: 1, pageSize: 10, searchQuery: 'BRUNO@clinic' }))._unsafeUnwrap().items.map((user) => user.userName)).toEqual(['bruno']);
      expect((await users.list({ pageNumber: 1, pageSize: 10, searchQuery: '100%_' }))._unsafeUnwrap().totalCount).toBe(0);
    });

    it('sorts accounts by a column over the whole list, either way, in any letter case, the id breaking ties across pages', async () => {
      const { users } = subject();
      const made = [
        newAccount({ role: 'Staff', speciality: 'cardiology', dateOfBirth: '1980-01-01', email: 'zed@clinic.test' }, 'mia'),
        newAccount({ role: 'Admin', speciality: 'Anesthesia', dateOfBirth: '1960-05-05', email: 'Amy@clinic.test' }, 'Leo'),
        newAccount({ role: 'Training', speciality: 'cardiology', dateOfBirth: '1990-09-09', email: 'bob@clinic.test' }, 'kai'),
      ];
      for (const account of made) (await users.create(account, at()))._unsafeUnwrap();
      const names = async (sort: NonNullable<Parameters<typeof users.list>[0]['sort']>, pageNumber = 1, pageSize = 10) =>
        (await users.list({ pageNumber, pageSize, searchQuery: null, sort }))._unsafeUnwrap().items.map((user) => user.userName);
      expect(await names({ field: 'userName', direction: 'desc' })).toEqual(['mia', 'Leo', 'kai']);
      expect(await names({ field: 'email', direction: 'asc' })).toEqual(['Leo', 'kai', 'mia']);
      expect(await names({ field: 'dateOfBirth', direction: 'desc' })).toEqual(['kai', 'mia', 'Leo']);
      expect(await names({ field: 'role', direction: 'asc' })).toEqual(['Leo', 'mia', 'kai']);
      // Two cardiologists: the one created first comes first ascending and last descending, on whichever page.
      expect([...await names({ field: 'speciality', direction: 'asc' }, 1, 2), ...await names({ field: 'speciality', direction: 'asc' }, 2, 2)]).toEqual(['Leo', 'mia', 'kai']);
      expect(await names({ field: 'speciality', direction: 'desc' }, 1, 1)).toEqual(['kai']);
      expect((await users.list({ pageNumber: 1, pageSize: 10, searchQuery: 'clinic', sort: { field: 'documentId', direction: 'asc' } }))._unsafeUnwrap().totalCount).toBe(3);
    });

    it('changes the password hash, the 2FA flag and the active flag, and says when the account is missing', async () => {
      const { users } = subject();
      const user = (await users.create(newAccount({}, 'flags'), at()))._unsafeUnwrap();
      (await users.setPasswordHash(user.id, 'new-hash', at(1)))._unsafeUnwrap();
      (await users.setTwoFactor(user.id, true, at(1)))._unsafeUnwrap();
      (await users.setActive(user.id, false, at(1)))._unsafeUnwrap();
      expect((await users.findSignInAccountById(user.id))._unsafeUnwrap()).toMatchObject({ passwordHash: 'new-hash', twoFactorEnabled: true, active: false });
      expect((await users.setActive(424_242 as UserId, true, at()))._unsafeUnwrapErr()).toEqual({ kind: 'NotFound', entity: 'user' });
    });

    it('links one identity-provider subject to one account and finds accounts by it or by a unique e-mail', async () => {
      const { users } = subject();
      const user = (await users.create(newAccount({ email: 'Solo@Example.test' }, 'solo'), at()))._unsafeUnwrap();
      const twin = (await users.create(newAccount({ email: 'shared@example.test' }, 'twin1'), at()))._unsafeUnwrap();
      (await users.create(newAccount({ email: 'SHARED@example.test' }, 'twin2'), at()))._unsafeUnwrap();
      (await users.linkIdentity(user.id, 'https://issuer.test', 'sub-1'))._unsafeUnwrap();
      expect((await users.findByIdentity('https://issuer.test', 'sub-1'))._unsafeUnwrap()?.userId).toBe(user.id);
      expect((await users.linkIdentity(twin.id, 'https://issuer.test', 'sub-1'))._unsafeUnwrapErr()).toMatchObject({ kind: 'Conflict', field: 'identity' });
      expect((await users.findByEmail('solo@example.TEST'))._unsafeUnwrap()?.userId).toBe(user.id);
      expect((await users.findByEmail('shared@example.test'))._unsafeUnwrap()).toBeNull();
    });

    it('finds the active accounts of some roles and which ids exist, and deletes an account', async () => {
      const { users } = subject();
      const staff = (await users.create(newAccount({ role: 'Staff' }), at()))._unsafeUnwrap();
      const quiet = (await users.create(newAccount({ role: 'Staff' }), at()))._unsafeUnwrap();
      const admin = (await users.create(newAccount({ role: 'Admin' }), at()))._unsafeUnwrap();
      (await users.setActive(quiet.id, false, at()))._unsafeUnwrap();
      expect((await users.idsWithRoles(['Staff']))._unsafeUnwrap()).toEqual([staff.id]);
      expect((await users.existingIds([admin.id, 777_777 as UserId]))._unsafeUnwrap()).toEqual([admin.id]);
      (await users.delete(admin.id))._unsafeUnwrap();
      expect((await users.findById(admin.id))._unsafeUnwrap()).toBeNull();
      expect((await users.delete(admin.id))._unsafeUnwrapErr()).toMatchObject({ kind: 'NotFound' });
    });
  });
}
