import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { SHELL_ROUTES, PUBLIC_ROUTES } from './route-table.js';
import { ROUTE_PATHS, pathTo } from '../shared/services/route-names.js';
import { buildTestWorld } from '../testing/test-composition-root.js';
import { renderApp } from '../testing/render-app.js';
import { aCurrentUser } from '../testing/builders.js';

afterEach(cleanup);

const SPEC_SHELL_PATHS = ['/dashboard', '/patients', '/completeProfile', '/magCalculator', '/doctors', '/admin/users', '/admin/notifications', '/patientList',
  '/record/:recordID', '/insurances', '/reports/insuranceGeneral', '/reports/insuranceBFS', '/reports/insuranceBSS', '/insuranceAgreements', '/diagnostics',
  '/gallery', '/galleryFile/:id', '/upload', '/admin/loginReport', '/about', '/smartPN/:recordID/:ID', '/smartPNHistory/:recordID', '/admin/forms', '/support'];

describe('the route table', () => {
  it('has exactly the public routes and the shell children of the specification, and the two password screens', () => {
    expect(PUBLIC_ROUTES.map((route) => route.path)).toEqual(['/login', '/signUp', '/privacy', '/privacyPolicy', '/termsandconditions', '/terms', '/underMaintenance', '/set-password']);
    expect(SHELL_ROUTES.map((route) => `/${route.path}`)).toEqual([...SPEC_SHELL_PATHS, '/changePassword', '/admin/audit']);
  });

  it('names the routes the app navigates to by name', () => {
    expect(pathTo('RecordsView', { recordID: 12 })).toBe('/record/12');
    expect(pathTo('SmartPN', { recordID: 12, ID: 0 })).toBe('/smartPN/12/0');
    expect(pathTo('GalleryFile', { id: 3 })).toBe('/galleryFile/3');
    expect(Object.keys(ROUTE_PATHS)).toEqual(expect.arrayContaining(['Login', 'Dashboard', 'DoctorSelection', 'UnderMaintenance', 'PatientsView',
      'RecordsView', 'SmartPN', 'SmartPNHistory', 'Gallery', 'GalleryFile']));
  });

  it.each([['/about', 'About RAFdesk'], ['/support', 'Support']])(
    'opens %s for a signed-in user with its title', async (path, title) => {
      const world = buildTestWorld();
      world.server.on('GET', 'Notifications', { status: 200, body: [] });
      world.session.signIn(aCurrentUser());
      renderApp(world, path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    });
});
