import { describe, expect, it } from 'vitest';
import { ROLE_NAMES, type RoleName } from '../domain/role.js';
import { PERMISSIONS, type Action } from './permission-table.js';
import { can } from './can.js';

// The spec's tables restated independently of PERMISSIONS, so a wrong row fails here.
const S = 'Superuser', A = 'Admin', St = 'Staff', T = 'Training', D = 'Doctor', I = 'InsuranceStaff';
const EXPECTED: Record<Action, readonly RoleName[]> = {
  'record.view': [S, A, St, T, D, I],
  'record.autoBilling': [S, St, A],
  'record.addMagNote': [S, St, A],
  'record.deleteAllDiagnostics': [S, St, A],
  'record.useOptimizer': [S, St, A],
  'record.exportExcel': [A, S, St],
  'record.addDoctorNote': [T, D],
  'record.viewPnHistory': [T, D, I],
  'record.addAsSuspect': [S, St, A],
  'record.createSmartPn': [T, D],
  'record.addDiagnostics': [S, A, St, T, D],
  'record.calculateRaf': [S, A, St, T, D],
  'record.toggleBilling': [S, A, St, T, D],
  'record.toggleDiagnosticActive': [S, A, St, T, D],
  'record.deleteDiagnostic': [S, St, A],
  'record.restoreDiagnostics': [S, St, A],
  'record.restoreNoteDraft': [T, D],
  'calculator.use': [S, A, St, T, D, I],
  'calculator.edit': [S, A, St, T, D],
  'calculator.deleteDiagnostic': [S, St, A, T],
  'calculator.useOptimizer': [S, St, A, T],
  'catalogue.view': [S, A, St, T, D, I],
  'catalogue.create': [A],
  'catalogue.edit': [A],
  'patients.view': [S, A, St, T, D, I],
  'patients.create': [S, A, St, T, D],
  'patients.importForAnyDoctor': [S, A],
  'patients.edit': [S, A, St, T, D],
  'patients.changeStatus': [S, A, St, T, D],
  'patients.filterByInsurance': [S, A, St, T, D],
  'patients.searchByDoctor': [A, I],
  'patients.exportExcel': [S, A, St, T, D, I],
  'progressNotes.listAcrossRecords': [S, A, St, T, D],
  'dashboard.acrossDoctors': [S, A, T, I],
  'patients.exportWithDoctorColumns': [D],
  'myPatients.viewDoctorColumns': [S, A, T, I],
  'reports.view': [S, A, St, D, I],
  'reports.viewDoctorColumns': [S, A, I],
  'gallery.view': [S, A, St, T, D, I],
  'gallery.create': [A, S],
  'gallery.edit': [A, S],
  'gallery.delete': [A, S],
  'gallery.restore': [A, S],
  'gallery.filterByRole': [A, S],
  'gallery.viewAll': [A, S],
  'users.manage': [A],
  'users.setMaintenance': [A],
  'maintenance.signIn': [A],
  'identityProvider.signInWithoutSecondFactor': [St, T, D, I],
  'rafFactors.set': [A],
  'audit.view': [A],
  'notifications.send': [A, S],
  'doctors.view': [A, S],
  'doctors.manage': [A, S],
  'doctors.select': [St],
  'insurances.manage': [A, S],
  'loginReport.view': [A, S],
  'forms.manage': [A, S],
  'profile.complete': [D],
  'gaps.view': [S, A, St, T, D, I],
  'gaps.dispose': [S, A, St, T, D],
  'gaps.importHistory': [S, A, St, T, D],
  'gaps.previsitSummary': [S, A, St, T, D, I],
  'compliance.justify': [S, A, St, T, D],
  'compliance.viewOverrides': [S, A, St, D],
  'radv.manage': [S, A, St],
};

describe('permission table', () => {
  it('has exactly one row per action, each restated in this test', () => {
    const actions = PERMISSIONS.map((row) => row.action);
    expect(new Set(actions).size).toBe(actions.length);
    expect([...actions].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const row of PERMISSIONS) {
    it(`${row.action}: ${row.source}`, () => {
      const allowed = ROLE_NAMES.filter((role) => can({ role }, row.action));
      expect(allowed.sort()).toEqual([...EXPECTED[row.action]].sort());
    });
  }
});
