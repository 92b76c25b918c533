import { describe, expect, it } from 'vitest';
import { call, signIn } from '../harness/client.js';
import { checkLogsAfterAll } from '../harness/log-check.js';
import { describeApi } from '../harness/portal-harness.js';
import { must, seedPatient, twoPatients } from './clinical-fixtures.js';

describeApi('Clinical API: the dashboard figures', (world) => {
  describe('Patients/DashboardFigures', () => {
    it('counts the caller\'s patients in the database and audits an aggregate read, with no patient ids', async () => {
      const portal = world.portal();
      const { doctorId } = await twoPatients(portal);
      await seedPatient(portal, { doctorId, documentId: '40000000003', lastName: 'Resting', active: false });
      const doctor = await signIn(portal, 'doctor');
      const mine = await call(portal, 'GET', '/api/Patients/DashboardFigures', { token: doctor.token });
      expect(mine.status).toBe(200);
      // The same patients the doctor's full list holds, counted without sending them.
      const rows = await must(portal.ports.patients.list({
        window: { pageNumber: 1, pageSize: 1000 }, searchQuery: null, searchDoctors: false, doctorId, insuranceId: null, insuranceName: null, active: null, paymentYear: 2026, asOf: '2026-03-02',
      }));
      const active = rows.items.filter((row) => row.active);
      expect(active.length).toBeLessThan(rows.items.length);
      expect(mine.body).toMatchObject({
        patients: rows.items.length, activePatients: active.length,
        averageRaf: active.length === 0 ? null : active.reduce((sum, row) => sum + row.rafTotal, 0) / active.length,
      });
      const admin = await signIn(portal, 'admin');
      const everyone = (await call(portal, 'GET', '/api/Patients/DashboardFigures', { token: admin.token })).body as { patients: number };
      expect(everyone.patients).toBe(rows.items.length + 1);
      expect((await call(portal, 'GET', `/api/Patients/DashboardFigures?doctorId=${doctorId}`, { token: admin.token })).body).toMatchObject({ patients: rows.items.length });
      const lines = await portal.database.db.selectFrom('audit_log').select(['action', 'record_id', 'outcome']).where('action', 'in', ['patients.figures', 'patients.listAll']).execute();
      expect(lines).toEqual([
        { action: 'patients.figures', record_id: null, outcome: 'success' },
        { action: 'patients.figures', record_id: null, outcome: 'success' },
        { action: 'patients.figures', record_id: null, outcome: 'success' },
      ]);
      expect(await must(portal.ports.patients.figureGroups({ doctorId, insuranceId: null, insuranceName: null, active: false, paymentYear: 2026 })))
        .toEqual([expect.objectContaining({ active: false, patients: 1 })]);
    });

    it('keeps a doctor to their own patients and refuses a doctor id that is not a number', async () => {
      const portal = world.portal();
      const { doctor2Id } = await twoPatients(portal);
      const doctor = await signIn(portal, 'doctor');
      const other = await call(portal, 'GET', `/api/Patients/DashboardFigures?doctorId=${doctor2Id}`, { token: doctor.token });
      expect(other.status).toBe(403);
      const bad = await call(portal, 'GET', '/api/Patients/DashboardFigures?doctorId=abc', { token: doctor.token });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ errors: [expect.stringMatching(/^doctorId: /)] });
    });
  });
  checkLogsAfterAll();
});
