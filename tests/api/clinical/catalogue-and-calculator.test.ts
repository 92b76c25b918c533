import { describe, expect, it } from 'vitest';
import { call, errorsOf, signIn } from '../harness/client.js';
import { checkLogsAfterAll } from '../harness/log-check.js';
import { describeApi } from '../harness/portal-harness.js';
import { engineRaf, must, NOT_A_CATALOGUE_CODE, PATIENT_DOB, seedCatalogue } from './clinical-fixtures.js';

/** The catalogue form (wire names) for C50.911 with texts and, unless overridden, no category columns. */
function catalogueForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    diagnosticId: 'C50.911', descriptions: 'Malignant neoplasm of unspecified site of right female breast', alert: 'Document staging',
    alertDelete: null, crosswalkDx: null, crosswalkRx: null, clinical_Manifestations: 'Mass', treatment: 'Oncology referral', diagnosticStatus: true,
    ...overrides,
  };
}

function calculation(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { recordID: 15, patientName: 'Walk In', dob: PATIENT_DOB, sex: 'Male', plan: 'Gold', diagnostics: `E11.9,E11.22,I50.9,${NOT_A_CATALOGUE_CODE}`, optimizerFlag: false, ...overrides };
}

describeApi('Clinical API: catalogue and calculator', (world) => {
  describe('the diagnostic catalogue', () => {
    it('searches by code prefix with paging, hides canceled codes unless asked, and gives the last change', async () => {
      const portal = world.portal();
      await seedCatalogue(portal, ['E119', 'E1122', 'I509']);
      await must(portal.ports.catalogue.setActive('E1122', false, portal.ports.clock.now()));
      const { token } = await signIn(portal, 'doctor');
      const search = await call(portal, 'GET', '/api/Diagnostics?getCanceled=false&searchQuery=e11.9&PageNumber=1&PageSize=10', { token });
      expect(search.status).toBe(200);
      expect(search.body).toEqual([expect.objectContaining({ diagnosticId: 'E119', cmshcc1: 38, v24_Cmshcc1: 19, rxHcc1: 31 })]);
      expect(JSON.parse(String(search.headers['x-pagination']))).toEqual({ totalCount: 1, pageSize: 10, currentPage: 1 });
      expect((await call(portal, 'GET', '/api/Diagnostics?getCanceled=false&searchQuery=E11.22', { token })).body).toEqual([]);
      const canceled = await call(portal, 'GET', '/api/Diagnostics?getCanceled=true&searchQuery=E11.22', { token });
      expect(canceled.body).toEqual([expect.objectContaining({ diagnosticId: 'E1122', diagnosticStatus: false })]);
      const last = await call(portal, 'GET', '/api/Diagnostics/GetLastRecord', { token });
      expect(last.status).toBe(200);
      expect(last.body).toMatchObject({ diagnosticId: expect.any(String) });
      expect((await call(portal, 'GET', '/api/Diagnostics')).status).toBe(401);
    });

    it('lets an Admin add a code, and only an Admin; blank category columns follow the engine\'s tables', async () => {
      const portal = world.portal();
      // PY2026, the last year with V24 tables: the V24 columns are filled too (PY2027, today's default, has V24 none).
      (await portal.ports.settings.setPaymentYear(2026, null, new Date()))._unsafeUnwrap();
      await seedCatalogue(portal, ['C50911']);
      const admin = await signIn(portal, 'admin');
      const created = await call(portal, 'POST', '/api/Diagnostics/CreateDiagnostic', { token: admin.token, body: catalogueForm({ diagnosticId: NOT_A_CATALOGUE_CODE, cmshcc1: null }) });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({ diagnosticId: 'A0009', cmshcc1: null, v24_Cmshcc1: null, rxHcc1: null, alert: 'Document staging' });
      const mapped = await call(portal, 'PUT', '/api/Diagnostics/UpdateDiagnostic', { token: admin.token, body: catalogueForm() });
      expect(mapped.body).toMatchObject({ diagnosticId: 'C50911', cmshcc1: 22, cmshcc2: 23, v24_Cmshcc1: 12, v24_Cmshcc2: null, rxHcc1: 22 });
      expect((await call(portal, 'POST', '/api/Diagnostics/CreateDiagnostic', { token: admin.token, body: catalogueForm() })).status).toBe(409);
      const superuser = await signIn(portal, 'superuser');
      expect((await call(portal, 'POST', '/api/Diagnostics/CreateDiagnostic', { token: superuser.token, body: catalogueForm({ diagnosticId: 'E119' }) })).status).toBe(403);
      const missing = await call(portal, 'POST', '/api/Diagnostics/CreateDiagnostic', { token: admin.token, body: catalogueForm({ diagnosticId: '', descriptions: '' }) });
      expect(errorsOf(missing)).toEqual(['diagnosticId: This field is required', 'descriptions: This field is required']);
    });

    it('refuses an edit whose categories disagree with the engine, with the reason, and saves texts and status otherwise', async () => {
      const portal = world.portal();
      (await portal.ports.settings.setPaymentYear(2026, null, new Date()))._unsafeUnwrap();
      await seedCatalogue(portal, ['E1122']);
      const { token } = await signIn(portal, 'admin');
      const wrong = await call(portal, 'PUT', '/api/Diagnostics/UpdateDiagnostic', { token, body: catalogueForm({ diagnosticId: 'E11.22', descriptions: 'Diabetes with CKD', cmshcc1: 18 }) });
      expect(wrong.status).toBe(400);
      expect(errorsOf(wrong)).toEqual(['cmshcc1: must be 37: the 2026 V28 mapping of E1122 gives 37, not 18']);
      const edited = await call(portal, 'PUT', '/api/Diagnostics/UpdateDiagnostic', { token, body: catalogueForm({ diagnosticId: 'E11.22', descriptions: 'Diabetes with CKD', cmshcc1: 37, alert: 'Stage the CKD' }) });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body).toMatchObject({ diagnosticId: 'E1122', descriptions: 'Diabetes with CKD', cmshcc1: 37, alert: 'Stage the CKD' });
      expect((await call(portal, 'PUT', '/api/Diagnostics/UpdateDiagnostic', { token, body: catalogueForm({ diagnosticId: 'A00.08' }) })).status).toBe(404);
      const status = await call(portal, 'PUT', '/api/Diagnostics/UpdateDiagnosticStatus?diagnosticId=E11.22&statusValue=false', { token });
      expect(status.status).toBe(204);
      expect((await must(portal.ports.catalogue.find('E1122')))?.active).toBe(false);
      const doctor = await signIn(portal, 'doctor');
      expect((await call(portal, 'PUT', '/api/Diagnostics/UpdateDiagnosticStatus?diagnosticId=E11.22&statusValue=true', { token: doctor.token })).status).toBe(403);
      await must(portal.ports.settings.setMaintenance(true, null, portal.ports.clock.now()));
      expect((await call(portal, 'PUT', '/api/Diagnostics/UpdateDiagnostic', { token: doctor.token, body: catalogueForm() })).status).toBe(503);
    });
  });

  describe('POST Calculator/Calculate', () => {
    it('scores a pasted list for the entered demographics with the engine, one row per code, nothing stored', async () => {
      const portal = world.portal();
      await seedCatalogue(portal, ['E119', 'E1122', 'I509']);
      const { token } = await signIn(portal, 'doctor');
      const answer = await call(portal, 'POST', '/api/Calculator/Calculate', { token, body: calculation() });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const rows = answer.body as { diagnosticId: string; raF_TOTAL: number; counted: boolean; reason: string | null }[];
      expect(rows.map((row) => [row.diagnosticId, row.counted])).toEqual([['E119', true], ['E1122', true], ['I509', true], ['A0009', false]]);
      expect(rows[0]!.raF_TOTAL).toBe(engineRaf(['E119', 'E1122', 'I509']));
      expect(rows[3]!.reason).toBe('not in the diagnostic catalogue');
    });

    it('runs the Optimizer for the calculator\'s internal roles (Training included) and refuses it to a doctor', async () => {
      const portal = world.portal();
      await seedCatalogue(portal, ['E119', 'E1122', 'I509']);
      const training = await signIn(portal, 'training');
      const answer = await call(portal, 'POST', '/api/Calculator/Calculate', { token: training.token, body: calculation({ optimizerFlag: true }) });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const rows = answer.body as { diagnosticId: string; counted: boolean; trumpedBy: string | null; raF_TOTAL: number }[];
      expect(rows.find((row) => row.diagnosticId === 'E119')).toMatchObject({ counted: false, trumpedBy: 'HCC37' });
      expect(rows[0]!.raF_TOTAL).toBe(engineRaf(['E1122', 'I509']));
      const doctor = await signIn(portal, 'doctor');
      expect((await call(portal, 'POST', '/api/Calculator/Calculate', { token: doctor.token, body: calculation({ optimizerFlag: true }) })).status).toBe(403);
    });

    it('answers 400 naming the field for an empty list or a missing date of birth', async () => {
      const portal = world.portal();
      const { token } = await signIn(portal, 'insurance');
      const empty = await call(portal, 'POST', '/api/Calculator/Calculate', { token, body: calculation({ diagnostics: '', dob: '' }) });
      expect(empty.status).toBe(400);
      expect(errorsOf(empty)).toEqual(['dob: This field is required', 'diagnostics: The Diagnostics must list at least one diagnostic']);
    });
  });

  checkLogsAfterAll();
});
