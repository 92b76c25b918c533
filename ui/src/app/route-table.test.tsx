import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { SHELL_ROUTES, PUBLIC_ROUTES } from './route-table.js';
import { ROUTES, routePath } from '@rafdesk/core';
import { pathTo } from '../shared/services/route-names.js';
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
    expect(SHELL_ROUTES.map((route) => `/${route.path}`)).toEqual([...SPEC_SHELL_PATHS, '/changePassword', '/admin/audit', '/gapWorklist', '/radvAudits']);
  });

  it('serves every path of core\'s route table, each screen named as core names it', () => {
    const served = [...PUBLIC_ROUTES.map((route) => route.path), '/doctorSelection', ...SHELL_ROUTES.map((route) => `/${route.path}`)];
    expect([...served].sort()).toEqual(ROUTES.map((route) => route.path).sort());
    for (const route of [...PUBLIC_ROUTES, ...SHELL_ROUTES]) {
      const rule = ROUTES.find((candidate) => candidate.path.replace(/^\//, '') === route.path?.replace(/^\//, ''));
      expect({ path: route.path, name: (route.handle as { name?: string }).name ?? null }).toEqual({ path: route.path, name: rule?.name ?? null });
    }
  });

  it('names the routes the app navigates to by name', () => {
    expect(pathTo('RecordsView', { recordID: 12 })).toBe('/record/12');
    expect(pathTo('SmartPN', { recordID: 12, ID: 0 })).toBe('/smartPN/12/0');
    expect(pathTo('GalleryFile', { id: 3 })).toBe('/galleryFile/3');
    expect(ROUTES.flatMap((route) => route.name === null ? [] : [route.name])).toEqual(expect.arrayContaining(['Login', 'Dashboard', 'DoctorSelection',
      'UnderMaintenance', 'PatientsView', 'RecordsView', 'SmartPN', 'SmartPNHistory', 'Gallery', 'GalleryFile']));
    expect(routePath('CompleteProfile')).toBe('/completeProfile');
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
