import { describe, expect, it } from 'vitest';
import type { UserSortField } from '../../ports/repositories/list-sort.js';
import { aUserInput } from '../../testing/builders/user-builders.js';
import { inMemoryAccessRepositories } from '../../testing/fakes/in-memory-access-repositories.js';
import { loginReport } from '../reports/login-report.js';
import { listUsers } from './manage-users.js';

const AT = new Date('2026-03-02T12:00:00Z');

// Twelve accounts, more than a page of ten: an order asked for covers the whole list, not the page shown.
async function twelveAccounts() {
  const ports = inMemoryAccessRepositories();
  for (let index = 0; index < 12; index += 1) {
    const documentId = String(90_000_000_010 + index);
    const email = `${String.fromCharCode(108 - index)}@clinic.example.com`;
    (await ports.users.create({ user: aUserInput({ role: 'Staff', documentId, email }), userName: `user${String(index).padStart(2, '0')}`, passwordHash: null, profileCompleted: true, policyAcceptedAt: null }, AT))._unsafeUnwrap();
  }
  return ports;
}

const pagesOf = async (ports: Awaited<ReturnType<typeof twelveAccounts>>, field: UserSortField, direction: 'asc' | 'desc') => {
  const page = async (pageNumber: number) => (await listUsers(ports, { pageNumber, pageSize: 10, searchQuery: null, sort: { field, direction } }))._unsafeUnwrap();
  return [...(await page(1)).items, ...(await page(2)).items].map((user) => user.userName);
};

describe('listUsers', () => {
  it('orders the whole list by the asked-for column before it pages, either way', async () => {
    const ports = await twelveAccounts();
    const byEmail = await pagesOf(ports, 'email', 'asc');
    // The e-mails run l, k, j… a: ascending by e-mail is the accounts newest first.
    expect(byEmail).toEqual(Array.from({ length: 12 }, (_, index) => `user${String(11 - index).padStart(2, '0')}`));
    expect(await pagesOf(ports, 'email', 'desc')).toEqual([...byEmail].reverse());
    expect((await listUsers(ports, { pageNumber: 1, pageSize: 10, searchQuery: null }))._unsafeUnwrap().items[0]?.userName).toBe('user00');
  });
});

describe('loginReport', () => {
  it('orders every account by the asked-for column, the user name breaking ties', async () => {
    const ports = await twelveAccounts();
    const page = (await loginReport(ports, { pageNumber: 2, pageSize: 10, searchQuery: null, sort: { field: 'activeDays', direction: 'desc' } }))._unsafeUnwrap();
    // Nobody signed in: all have 0 days, so the user names order them, descending with the sort.
    expect(page.items.map((row) => row.userName)).toEqual(['user01', 'user00']);
    expect(page.totalCount).toBe(12);
  });
});
