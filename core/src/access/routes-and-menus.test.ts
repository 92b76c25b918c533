import { describe, expect, it } from 'vitest';
import { ROLE_NAMES, type RoleName } from '../domain/role.js';
import type { MenuItem } from '../domain/menu.js';
import { ROUTES, canOpenRoute, isPublicRoute, routeFor } from './routes.js';
import { menusFor, CMS_RISK_ADJUSTMENT_URL } from './menus.js';

const paths = (items: MenuItem[]): string[] => items.flatMap((item) => (item.children.length > 0 ? paths(item.children) : [item.path]));

describe('route table', () => {
  it('leaves exactly login, sign-up, both privacy, both terms and under-maintenance public, and the mailed set-password link', () => {
    expect(ROUTES.filter((r) => r.access === 'public').map((r) => r.path)).toEqual(['/login', '/signUp', '/privacy', '/privacyPolicy', '/termsandconditions', '/terms', '/underMaintenance', '/set-password']);
  });

  it('holds every protected route of the spec', () => {
    const protectedPaths = ['/doctorSelection', '/dashboard', '/patients', '/completeProfile', '/magCalculator', '/doctors', '/admin/users', '/admin/notifications',
      '/patientList', '/record/:recordID', '/insurances', '/reports/insuranceGeneral', '/reports/insuranceBFS', '/reports/insuranceBSS', '/insuranceAgreements',
      '/diagnostics', '/gallery', '/galleryFile/:id', '/upload', '/admin/loginReport', '/about', '/smartPN/:recordID/:ID', '/smartPNHistory/:recordID', '/admin/forms', '/support',
      // Beyond the spec: every user changes their own password; the audit log viewer.
      '/changePassword', '/admin/audit', '/gapWorklist', '/radvAudits'];
    expect(ROUTES.filter((r) => r.access !== 'public').map((r) => r.path)).toEqual(protectedPaths);
  });

  it('names a permission row for every screen some roles may not open, so screens have no role list of their own', () => {
    for (const route of ROUTES.filter((r) => r.access !== 'public' && r.access !== 'signed-in')) {
      expect(ROLE_NAMES.filter((role) => canOpenRoute(role, route.path.replace(/:\w+/g, '1'))).length, route.path).toBeGreaterThan(0);
    }
  });

  it('matches concrete paths to their patterns, case-insensitively', () => {
    expect(routeFor('/record/42')?.name).toBe('RecordsView');
    expect(routeFor('/smartPN/42/0')?.name).toBe('SmartPN');
    expect(routeFor('/SIGNUP')?.path).toBe('/signUp');
    expect(routeFor('/')?.name).toBe('Dashboard');
    expect(routeFor('/record')).toBeNull();
    expect(isPublicRoute('/terms')).toBe(true);
  });

  const opens: [string, readonly RoleName[]][] = [
    ['/admin/users', ['Admin']],
    ['/admin/notifications', ['Admin', 'Superuser']],
    ['/doctorSelection', ['Staff']],
    ['/completeProfile', ['Doctor']],
    ['/smartPN/1/0', ['Doctor', 'Training']],
    ['/reports/insuranceBSS', ['Superuser', 'Admin', 'Staff', 'Doctor', 'InsuranceStaff']],
    ['/dashboard', ROLE_NAMES],
  ];
  for (const [path, roles] of opens) {
    it(`opens ${path} for ${roles.join(', ')} only`, () => {
      expect(ROLE_NAMES.filter((role) => canOpenRoute(role, path)).sort()).toEqual([...roles].sort());
    });
  }
});

describe('menus per role', () => {
  it('offers each role only screens it may open, sorted by position', () => {
    for (const role of ROLE_NAMES) {
      const menu = menusFor(role);
      expect(menu.map((item) => item.position)).toEqual([...menu.map((item) => item.position)].sort((a, b) => a - b));
      for (const path of paths(menu)) if (!path.includes('http')) expect(canOpenRoute(role, path)).toBe(true);
    }
  });

  it('gives administrators the admin group and doctors none of it', () => {
    expect(menusFor('Admin').find((item) => item.label === 'Admin')?.children.map((c) => c.label)).toEqual(['Users', 'Notifications', 'Login Report', 'Forms', 'Audit Log']);
    expect(menusFor('Superuser').find((item) => item.label === 'Admin')?.children.map((c) => c.label)).toEqual(['Notifications', 'Login Report', 'Forms']);
    expect(menusFor('Doctor').map((item) => item.label)).toEqual(['Dashboard', 'Patients', 'Diagnostics', 'Mag Calculator', 'Reports', 'Gallery', 'Help']);
    expect(menusFor('InsuranceStaff').map((item) => item.label)).not.toContain('Doctors');
  });

  it('includes the external CMS link for everyone', () => {
    for (const role of ROLE_NAMES) expect(paths(menusFor(role))).toContain(CMS_RISK_ADJUSTMENT_URL);
  });
});
