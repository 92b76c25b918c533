import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toWireUser } from '@rafdesk/core';
import { aUser } from '@rafdesk/core/testing';
import { buildTestWorld } from '../../testing/test-composition-root.js';
import { renderApp } from '../../testing/render-app.js';
import { aCurrentUser } from '../../testing/builders.js';

// The administration lists as a person works them: sorted by a header on the server, kept in the URL, and honest
// about a list that could not be read.

afterEach(cleanup);

const USERS = [aUser({ id: 12, userName: 'sam.staff', role: 'Staff' }), aUser({ id: 13, userName: 'ana.admin', role: 'Admin' })];
const paged = (body: unknown[], totalCount = body.length) => ({ status: 200, body, headers: { 'x-pagination': JSON.stringify({ totalCount, pageSize: 10, currentPage: 1 }) } });

async function openAt(path: string, heading: string, users: { status: number; body: unknown; headers?: Record<string, string> } = paged(USERS.map(toWireUser), 45)) {
  const world = buildTestWorld();
  world.server.on('GET', 'Notifications', { status: 200, body: [] });
  world.server.on('GET', 'Users', users);
  world.server.on('GET', 'Authentication', users);
  world.server.on('GET', 'Doctors', users);
  world.server.on('GET', 'Audit', users);
  world.server.on('GET', 'Insurances/GetInsuranceAgreements', users);
  world.server.on('GET', 'Insurances/InsuranceAgreementResolve', { status: 200, body: { doctors: [], insurances: [] } });
  world.session.signIn(aCurrentUser({ role: 'Admin' }));
  const view = renderApp(world, path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return { world, ...view };
}

const lastUsersQuery = (world: ReturnType<typeof buildTestWorld>) => world.server.requests('GET', 'Users').at(-1)?.query;

describe('Users list', () => {
  it('sorts the whole list on the server from a header, ascending, descending and back, and keeps the order in the URL', async () => {
    const { world, router } = await openAt('/admin/users?page=3', 'Users');
    await screen.findByText('sam.staff');
    const email = () => screen.getByRole('columnheader', { name: /Email/ });
    fireEvent.click(email());
    await waitFor(() => expect(lastUsersQuery(world)?.get('sortField')).toBe('email'));
    // A new order starts again at page 1 of the whole list.
    expect(lastUsersQuery(world)?.get('sortOrder')).toBe('asc');
    expect(lastUsersQuery(world)?.get('pageNumber')).toBe('1');
    expect(router.state.location.search).toBe('?sort=email&order=asc');
    await waitFor(() => expect(email().getAttribute('aria-sort')).toBe('ascending'));
    fireEvent.click(email());
    await waitFor(() => expect(lastUsersQuery(world)?.get('sortOrder')).toBe('desc'));
    fireEvent.click(email());
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(lastUsersQuery(world)?.get('sortField')).toBeNull();
  });

  it('opens at the search, order and page of a shared link, with the search in its box', async () => {
    const { world } = await openAt('/admin/users?q=sam&sort=userName&order=desc&page=2&size=20', 'Users');
    await waitFor(() => expect(lastUsersQuery(world)?.get('SearchQuery')).toBe('sam'));
    const query = lastUsersQuery(world);
    expect([query?.get('sortField'), query?.get('sortOrder'), query?.get('pageNumber'), query?.get('pageSize')]).toEqual(['userName', 'desc', '2', '20']);
    expect(screen.getByLabelText<HTMLInputElement>('Username, Document ID, Email:').value).toBe('sam');
    expect(screen.getByRole('columnheader', { name: /Username/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('reads bad values of a link as the defaults and still shows the list', async () => {
    const { world } = await openAt('/admin/users?page=-3&size=7&sort=passwordHash&order=sideways', 'Users');
    await screen.findByText('sam.staff');
    const query = lastUsersQuery(world);
    expect([query?.get('pageNumber'), query?.get('pageSize'), query?.get('sortField'), query?.get('sortOrder')]).toEqual(['1', '10', null, null]);
  });

  it('shows the last page for a page past the end of the list (an old link, a list that shrank)', async () => {
    const world = buildTestWorld();
    world.server.on('GET', 'Notifications', { status: 200, body: [] });
    world.server.on('GET', 'Users', (request) => (request.query.get('pageNumber') === '1' ? paged(USERS.map(toWireUser), 2) : paged([], 2)));
    world.session.signIn(aCurrentUser({ role: 'Admin' }));
    const { router } = renderApp(world, '/admin/users?page=9');
    await screen.findByText('sam.staff');
    expect(router.state.location.search).toBe('');
  });

  it('puts a search in the URL and starts it at page 1', async () => {
    const { router } = await openAt('/admin/users?page=2', 'Users');
    fireEvent.change(screen.getByLabelText('Username, Document ID, Email:'), { target: { value: ' maria ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=maria'));
  });
});

describe('The other administration lists', () => {
  const lists = [
    ['/doctors', 'Doctors List', 'Doctors', 'Phone 2', 'phone2'], ['/admin/loginReport', 'Login Report', 'Authentication', 'Days Activity', 'activeDays'],
    ['/admin/audit', 'Audit Log', 'Audit', 'Outcome', 'outcome'], ['/insuranceAgreements', 'Insurance Agreements', 'Insurances/GetInsuranceAgreements', 'Premium Value', 'premiumValue'],
  ] as const;
  for (const [path, heading, endpoint, header, field] of lists) {
    it(`${heading} sorts by ${header} on the server and keeps the order in the URL`, async () => {
      const { world, router } = await openAt(path, heading, paged([]));
      fireEvent.click(await screen.findByRole('columnheader', { name: new RegExp(header) }));
      await waitFor(() => expect(world.server.requests('GET', endpoint).at(-1)?.query.get('sortField')).toBe(field));
      expect(router.state.location.search).toBe(`?sort=${field}&order=asc`);
    });
  }
});

describe('A list that could not be read', () => {
  const lists = [
    ['/admin/users', 'Users', 'Users', 'No users'], ['/admin/loginReport', 'Login Report', 'Login Report', 'No logins'], ['/doctors', 'Doctors List', 'Doctors', 'No doctors'],
    ['/admin/audit', 'Audit Log', 'Audit Log', 'No audit entries'], ['/insuranceAgreements', 'Insurance Agreements', 'Insurance agreements', 'No agreements'],
  ] as const;
  for (const [path, heading, region, empty] of lists) {
    it(`${heading} says it could not be loaded, not "${empty}" or "0 in total"`, async () => {
      await openAt(path, heading, { status: 500, body: { message: 'down' } });
      const table = await screen.findByRole('region', { name: region });
      await within(table).findByText(/could not be loaded/);
      expect(within(table).queryByText(empty)).toBeNull();
      expect(within(table).queryByText(/in total/)).toBeNull();
    });
  }
});
