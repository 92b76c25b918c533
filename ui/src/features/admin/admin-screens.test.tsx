import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toWireDoctor, toWireUser, type RoleName } from '@rafdesk/core';
import { aDoctor, aUser } from '@rafdesk/core/testing';
import { buildTestWorld } from '../../testing/test-composition-root.js';
import { renderApp } from '../../testing/render-app.js';
import { aCurrentUser } from '../../testing/builders.js';

afterEach(cleanup);

const paged = (body: unknown[], pageSize = 10) => ({ status: 200, body, headers: { 'x-pagination': JSON.stringify({ totalCount: body.length, pageSize, currentPage: 1 }) } });

const STAFF = aUser({ id: 12, role: 'Staff', userName: 'sam.staff', documentId: '90000000031', fullName: 'Sam Staffer', twoFactorEnabled: false });

async function open(path: string, heading: string, setUp: (world: ReturnType<typeof buildTestWorld>) => void, role: RoleName = 'Admin') {
  const world = buildTestWorld();
  world.server.on('GET', 'Notifications', { status: 200, body: [] });
  setUp(world);
  world.session.signIn(aCurrentUser({ role }));
  const view = renderApp(world, path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return { world, ...view };
}

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('Users', () => {
  const openUsers = () => open('/admin/users', 'Users', (world) => {
    world.server.on('GET', 'Users', paged([toWireUser(STAFF)]));
    world.server.on('PUT', 'Users/Update2FA', { status: 204 });
    world.server.on('PUT', 'Users/UpdateUserStatus', { status: 204 });
    world.server.on('GET', 'Users/UsersResolve', { status: 200, body: { billingPrograms: [], recordPrograms: [], services: [], genders: [], roles: [{ roleId: 3, rolName: 'Staff' }], insurances: [] } });
    world.server.on('GET', 'Doctors', paged([]));
  });

  it('shows the columns of the spec and searches by username, document id or e-mail', async () => {
    const { world } = await openUsers();
    await screen.findByText('sam.staff');
    expect(headers()).toEqual(expect.arrayContaining(['#', 'Document ID', 'Speciality', 'Username', 'Sex', 'DOB', 'Phone 1', 'Email', 'Role', 'Active', '2FA', 'Actions']));
    fireEvent.change(screen.getByLabelText('Username, Document ID, Email:'), { target: { value: '9000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(world.server.requests('GET', 'Users').at(-1)?.query.get('SearchQuery')).toBe('9000'));
    expect(screen.getByRole('button', { name: 'Clear Filter' })).toBeTruthy();
  });

  it('turns 2FA on at once but asks before deactivating', async () => {
    const { world } = await openUsers();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Two-factor sign-in: sam.staff' }));
    await waitFor(() => expect(world.server.requests('PUT', 'Users/Update2FA')[0]?.body).toEqual({ userId: 12, checked: true }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Active: sam.staff' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This user status will be set as Inactive')).toBeTruthy();
    expect(world.server.requests('PUT', 'Users/UpdateUserStatus')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(world.server.requests('PUT', 'Users/UpdateUserStatus')[0]?.body).toEqual({ userId: 12, statusValue: false }));
    // Spec 02 §4: a user's success message has its title and no text.
    const done = await screen.findByRole('dialog', { name: 'Deactivated!' });
    expect(within(done).queryByText(/has been Deactivated/)).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Active: sam.staff' })).toHaveProperty('checked', false);
  });

  it('names every missing field of a new user and sends nothing', async () => {
    const { world } = await openUsers();
    fireEvent.click(screen.getByRole('button', { name: 'Add New' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    await waitFor(() => expect(document.getElementById('user-role-error')?.textContent).toBe('This field is required'));
    expect(document.getElementById('user-firstName-error')?.textContent).toBe('This field is required');
    expect(world.server.requests('POST', 'Users')).toHaveLength(0);
  });

  it('says a saved user was saved, naming the user', async () => {
    const { world } = await openUsers();
    world.server.on('GET', 'Users/ActingDoctors', { status: 200, body: [] });
    world.server.on('PUT', 'Users/UpdateUser', { status: 200, body: toWireUser(STAFF) });
    world.server.on('PUT', 'Users/ActingDoctors', { status: 204 });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit sam.staff' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(world.toasts).toContainEqual(expect.objectContaining({ severity: 'success', title: 'Saved', text: expect.stringMatching(/^The changes to .+ were saved$/) })));
  });

  it('shows the server\'s reasons under their fields when it refuses a saved user', async () => {
    const { world } = await openUsers();
    world.server.on('GET', 'Users/ActingDoctors', { status: 200, body: [] });
    world.server.on('PUT', 'Users/UpdateUser', { status: 400, body: { errors: ['email1: The e-mail address is already in use', 'phone: The Phone field must be at least 10 characters'] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit sam.staff' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(document.getElementById('user-email-error')?.textContent).toBe('The e-mail address is already in use'));
    expect(document.getElementById('user-phone-error')?.textContent).toBe('The Phone field must be at least 10 characters');
  });
});

describe('Doctors List', () => {
  it('lets a Superuser edit a doctor with the doctor lookups (the user-form lookups are Admin-only)', async () => {
    const doctor = aDoctor({ id: 4, npi: '1234567893', fullName: 'Elena Rivera' });
    const { world } = await open('/doctors', 'Doctors List', (built) => {
      built.server.on('GET', 'Doctors', paged([toWireDoctor(doctor)]));
      built.server.on('GET', 'Users/GetDoctorProfile', { status: 200, body: toWireUser(aUser({ role: 'Doctor', documentId: '1234567893', firstName: 'Elena' })) });
      built.server.on('GET', 'Doctors/DoctorsResolve', { status: 200, body: { billingPrograms: [], recordPrograms: [], services: [], genders: [] } });
    }, 'Superuser');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Elena Rivera' }));
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeTruthy();
    expect((document.getElementById('user-firstName') as HTMLInputElement).value).toBe('Elena');
    expect(world.server.requests('GET', 'Users/UsersResolve')).toHaveLength(0);
  });
});

describe('Login Report', () => {
  it('asks for 20 rows by default and shows the last login with its time', async () => {
    const { world } = await open('/admin/loginReport', 'Login Report', (built) => built.server.on('GET', 'Authentication',
      paged([{ username: 'admin', firstName: 'Ana', lastName: 'Admin', lastLogin: '2026-03-02T14:05:00Z', dayS_ACTIVITY: 41 }], 20)));
    await screen.findByText('41');
    expect(world.server.requests('GET', 'Authentication')[0]?.query.get('pageSize')).toBe('20');
    expect(screen.getByText(/^03\/02\/2026 \d\d:\d\d$/)).toBeTruthy();
    expect(headers()).toEqual(expect.arrayContaining(['#', 'Username', 'First Name', 'Last Name', 'Last Login', 'Days Activity']));
  });
});

describe('Audit Log', () => {
  it('refuses a reversed day range without asking the server, and sends the filters it is given', async () => {
    const { world } = await open('/admin/audit', 'Audit Log', (built) => built.server.on('GET', 'Audit', paged([])));
    await waitFor(() => expect(world.server.requests('GET', 'Audit')).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-02' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('To must not be before the From date')).toBeTruthy();
    expect(world.server.requests('GET', 'Audit')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-03' } });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'patients' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(world.server.requests('GET', 'Audit')).toHaveLength(2));
    const query = world.server.requests('GET', 'Audit')[1]?.query;
    expect([query?.get('action'), query?.get('fromDate'), query?.get('toDate'), query?.get('userName')]).toEqual(['patients', '2026-03-02', '2026-03-03', null]);
  });
});
