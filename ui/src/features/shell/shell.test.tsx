import { describe, it, expect, afterEach } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CurrentDoctor } from '@rafdesk/core';
import { buildTestWorld } from '../../testing/test-composition-root.js';
import { renderApp } from '../../testing/render-app.js';
import { aCurrentUser } from '../../testing/builders.js';

afterEach(cleanup);

function signedIn(role: Parameters<typeof aCurrentUser>[0] = {}) {
  const world = buildTestWorld();
  world.server.on('GET', 'Notifications', { status: 200, body: [] });
  world.server.on('GET', 'Patients/GetPatientListAll', { status: 200, body: [] });
  world.server.on('GET', 'Doctors', { status: 200, body: [] });
  world.session.signIn(aCurrentUser(role));
  return world;
}

describe('the top navigation', () => {
  it('lists the role menu sorted by position: internal links, dropdown groups and external links in a new tab', async () => {
    const world = signedIn();
    renderApp(world, '/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    const labels = [...document.querySelectorAll('.main-menu__list > li > .main-menu__item')].map((node) => node.firstChild?.textContent?.trim());
    expect(labels).toEqual(['Dashboard', 'Patients', 'Reports', 'Training Portal']);
    const external = screen.getByRole('link', { name: /^Training Portal/ });
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('href')).toBe('https://training.example.org');
    expect(document.body.textContent).toContain('Insurance General Report');
  });

  it('follows an internal menu link inside the app', async () => {
    const world = signedIn();
    const { router } = renderApp(world, '/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    fireEvent.click(screen.getByRole('link', { name: 'Patients' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/patients'));
  });

  it('shows the full name and the IPA number, and no doctor dropdown until a doctor is chosen', async () => {
    const world = signedIn({ role: 'Admin', fullName: 'Luis Ortiz', ipaNumber: 'IPA-77' });
    renderApp(world, '/about');
    await screen.findByRole('heading', { name: 'About RAFdesk' });
    expect(document.querySelector('.top-nav__user')?.textContent).toContain('Luis Ortiz');
    expect(screen.getByText('IPA IPA-77')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Dr\. / })).toBeNull();
  });

  it('lets staff switch doctor: the current doctor is forgotten and doctor selection opens', async () => {
    const world = signedIn({ role: 'Staff' });
    world.session.chooseDoctor({ id: 4, fullName: 'Carmen Díaz' } as CurrentDoctor);
    world.server.on('GET', 'Doctors/GetStaffDoctors', { status: 200, body: [] });
    const { router } = renderApp(world, '/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Dr. Carmen Díaz' }));
    fireEvent.click(await screen.findByText('Switch Doctor'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctorSelection'));
    expect(world.storage.getItem('currentDoctor')).toBeNull();
    expect(world.storage.getItem('selectedDoctor')).toBeNull();
    expect(world.session.current().needsDoctor).toBe(true);
  });

  it('logs out: real-time stopped, local storage cleared, Login shown', async () => {
    const world = signedIn();
    const { router } = renderApp(world, '/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    // The feed starts in an effect after the first paint: on a loaded machine the heading can show before it runs.
    await waitFor(() => expect(world.feed.started).toEqual([21]));
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(world.feed.stops).toBe(1);
    expect(world.storage.getItem('user')).toBeNull();
  });
});

describe('the guard and the routes', () => {
  it('sends a signed-out visitor to Login from any protected route', async () => {
    for (const path of ['/', '/dashboard', '/record/5', '/admin/users', '/doctorSelection', '/no/such/page']) {
      const { router } = renderApp(buildTestWorld(), path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      cleanup();
    }
  });

  it('sends / to /dashboard, and staff still without a doctor from the dashboard to doctor selection', async () => {
    const doctor = renderApp(signedIn(), '/');
    await waitFor(() => expect(doctor.router.state.location.pathname).toBe('/dashboard'));
    cleanup();
    const staff = signedIn({ role: 'Staff' });
    staff.server.on('GET', 'Doctors/GetStaffDoctors', { status: 200, body: [] });
    const view = renderApp(staff, '/');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/doctorSelection'));
  });

  it('goes to UnderMaintenance when the server answers 503, and to Login on 401', async () => {
    const world = buildTestWorld();
    world.server.on('GET', 'Notifications', { status: 503 });
    world.server.on('GET', 'Patients/GetPatientListAll', { status: 503 });
    world.session.signIn(aCurrentUser());
    const { router } = renderApp(world, '/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/underMaintenance'));
    cleanup();
    const expired = buildTestWorld();
    expired.server.on('GET', 'Notifications', { status: 401 });
    expired.server.on('GET', 'Patients/GetPatientListAll', { status: 401 });
    expired.session.signIn(aCurrentUser());
    const view = renderApp(expired, '/dashboard');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(expired.session.current().user).toBeNull();
  });

  it('shows a toast bottom right for an answer the response policy turns into one', async () => {
    const world = signedIn();
    renderApp(world, '/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    act(() => world.effects.apply([{ kind: 'toast', severity: 'danger', title: 'Error!', text: 'Record locked' }]));
    expect(await screen.findByText('Record locked')).toBeTruthy();
    expect(document.querySelector('.p-toast-bottom-right')).not.toBeNull();
  });
});
