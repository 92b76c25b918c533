import { describe, expect, it } from 'vitest';
import type { Portal } from '@rafdesk/cli/composition-root';
import { call, errorsOf, signIn } from '../harness/client.js';
import { checkLogsAfterAll } from '../harness/log-check.js';
import { describeApi, BOTH_ENGINES, DEMO_SETUP } from '../harness/portal-harness.js';
import { engineRaf, must, NOT_A_CATALOGUE_CODE, seedCatalogue, storedCard, twoPatients } from './clinical-fixtures.js';

const CATALOGUE = ['E119', 'E1122', 'I509', 'N184', 'C50911', 'J449', 'I10', 'F329', 'E785', 'I480', 'M069', 'G309', 'K5090'];

async function coded(portal: Portal, options: { activeFirst?: boolean } = {}) {
  await seedCatalogue(portal, CATALOGUE);
  return twoPatients(portal, options);
}

async function add(portal: Portal, token: string, recordId: number, diagnostics: string, optimizerFlag = false) {
  return call(portal, 'POST', '/api/Patients/AddDiagnostics', { token, body: { recordID: recordId, diagnostics, optimizerFlag } });
}

describeApi('Clinical API: coding a record', (world) => {
  describe('POST Patients/AddDiagnostics', () => {
    it('adds normalised codes and stores exactly the engine\'s RAF for the same patient and codes', async () => {
      const portal = world.portal();
      const { recordId } = await coded(portal);
      const { token } = await signIn(portal, 'doctor');
      const answer = await add(portal, token, recordId, 'e11.22, I50.9,N18.4,e11.22');
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ recordID: recordId, added: ['E1122', 'I509', 'N184'], unknown: [], alreadyPresent: [], modelLabel: 'V28 2026' });
      const expected = engineRaf(['E1122', 'I509', 'N184']);
      expect((answer.body as { raF_TOTAL: number }).raF_TOTAL).toBe(expected);

      const read = await call(portal, 'GET', `/api/Patients/GetByRecord?RecordID=${recordId}`, { token });
      expect(read.status).toBe(200);
      // Nothing billed yet: the billed RAF is the demographic part alone.
      const fraction = engineRaf([]) / expected;
      expect(read.body).toEqual([expect.objectContaining({ recordID: recordId, raF_TOTAL: expected, dXs: 3, percentage_BFSM: fraction, percentage_BSSM: fraction })]);
      const rows = await call(portal, 'GET', `/api/Patients/GetRecordDiagnostics?RecordID=${recordId}&pageNumber=1&pageSize=1000`, { token });
      expect((rows.body as { diagnosticId: string }[]).map((row) => row.diagnosticId)).toEqual(['E1122', 'I509', 'N184']);
      expect(JSON.parse(String(rows.headers['x-pagination']))).toEqual({ totalCount: 3, pageSize: 1000, currentPage: 1 });
      // The reply carries the added rows exactly as the list shows them, so a client need not read the list again.
      expect((answer.body as { rows: unknown[] }).rows).toEqual(rows.body);
    });

    it('reports codes outside the catalogue and things that are not codes, and adds the rest', async () => {
      const portal = world.portal();
      const { recordId } = await coded(portal);
      const { token } = await signIn(portal, 'doctor');
      const answer = await add(portal, token, recordId, `E11.9,${NOT_A_CATALOGUE_CODE}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ added: ['E119'], unknown: ['A0009'] });
      const again = await add(portal, token, recordId, 'E119');
      expect(again.body).toMatchObject({ added: [], alreadyPresent: ['E119'] });
    });

    it('with the Optimizer (MAG roles) keeps only codes that still count and reports the others with the HCC that trumps them', async () => {
      const portal = world.portal();
      const { recordId } = await coded(portal);
      const { token } = await signIn(portal, 'staff');
      const answer = await add(portal, token, recordId, 'E11.9,E11.22,I10', true);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({
        added: ['E1122'],
        optimizedOut: [
          { diagnosticId: 'E119', trumpedBy: 'HCC37', reason: expect.stringContaining('HCC38 trumped by HCC37') },
          { diagnosticId: 'I10', trumpedBy: null, reason: 'raises no HCC' },
        ],
      });
      const rows = await must(portal.ports.recordDiagnostics.list(recordId, { pageNumber: 1, pageSize: 10 }));
      expect(rows.items.map((row) => [row.code, row.specialty])).toEqual([['E1122', 'Possible : Validate or Delete']]);
    });

    it('refuses the Optimizer to a doctor (403) and any change on an inactive patient (400) or another doctor\'s record (403)', async () => {
      const portal = world.portal();
      const { recordId, foreignRecordId } = await coded(portal, { activeFirst: false });
      const { token } = await signIn(portal, 'doctor');
      expect((await add(portal, token, recordId, 'E119', true)).status).toBe(403);
      const inactive = await add(portal, token, recordId, 'E119');
      expect(inactive.status).toBe(400);
      expect(errorsOf(inactive)[0]).toMatch(/inactive/);
      expect((await add(portal, token, foreignRecordId, 'E119')).status).toBe(404);
      expect((await add(portal, token, 999_999, 'E119')).status).toBe(404);
      const insurance = await signIn(portal, 'insurance');
      expect((await add(portal, insurance.token, recordId, 'E119')).status).toBe(403);
    });

    it('answers 400 naming the field, 401 without a token and 503 under maintenance', async () => {
      const portal = world.portal();
      const { recordId } = await coded(portal);
      const { token } = await signIn(portal, 'doctor');
      const bad = await call(portal, 'POST', '/api/Patients/AddDiagnostics', { token, body: { diagnostics: 'E119' } });
      expect(bad.status).toBe(400);
      expect(errorsOf(bad).join(' ')).toMatch(/recordID/);
      expect((await add(portal, '', recordId, 'E119')).status).toBe(401);
      await must(portal.ports.settings.setMaintenance(true, null, portal.ports.clock.now()));
      expect((await add(portal, token, recordId, 'E119')).status).toBe(503);
    });
  });

  describe('billing and the record figures', () => {
    it('billing toggles change the billed fractions as the formulas say (billed RAF ÷ RAF total), in one call or a list', async () => {
      const portal = world.portal();
      const { recordId } = await coded(portal);
      const { token } = await signIn(portal, 'doctor');
      await add(portal, token, recordId, 'E1122,I509,N184');
      const total = engineRaf(['E1122', 'I509', 'N184']);

      const one = await call(portal, 'PUT', '/api/Patients/UpdateBillingSemester', { token, body: { recordID: recordId, diagnosticID: 'I509', billing: true, billingSemester: 1 } });
      expect(one.status, JSON.stringify(one.body)).toBe(200);
      expect(one.body).toMatchObject({ raF_TOTAL: total, raF_TOTAL_BilledFSM: engineRaf(['I509']), percentage_BFSM: engineRaf(['I509']) / total, percentage_BSSM: engineRaf([]) / total });

      const list = await call(portal, 'PUT', '/api/Patients/UpdateBillingSemesterList', { token, body: { recordID: recordId, diagnosticID: 'E1122,N184', billing: true, billingSemester: 2 } });
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ raF_TOTAL_BilledSSM: engineRaf(['E1122', 'N184']), percentage_BSSM: engineRaf(['E1122', 'N184']) / total });

      const unbilled = await call(portal, 'PUT', '/api/Patients/UpdateBillingSemester', { token, body: { recordID: recordId, diagnosticID: 'I509', billing: false, billingSemester: 1 } });
      expect(unbilled.body).toMatchObject({ percentage_BFSM: engineRaf([]) / total });
      const stored = await storedCard(portal, recordId);
      expect(stored.billedFractionSecondSemester).toBe(engineRaf(['E1122', 'N184']) / total);
    });

    it('refuses billing an inactive diagnostic or a code the record lacks, and changes nothing', async () => {
      const portal = world.portal();
      const { recordId } = await coded(portal);
      const { token } = await signIn(portal, 'doctor');
      await add(portal, token, recordId, 'E1122,I509');
      const inactive = await call(portal, 'PUT', '/api/Patients/UpdateRecordDiagnosticStatus', { token, body: { recordID: recordId, diagnosticID: 'I509', statusValue: false } });
      expect(inactive.status).toBe(200);
      expect(inactive.body).toMatchObject({ raF_TOTAL: engineRaf(['E1122']) });
      const refused = await call(portal, 'PUT', '/api/Patients/UpdateBillingSemesterList', { token, body: { recordID: recordId, diagnosticID: 'E1122,I509', billing: true, billingSemester: 1 } });
      expect(refused.status).toBe(400);
      expect(errorsOf(refused)).toEqual(['diagnosticID: The diagnostic I509 is inactive']);
      const missing = await call(portal, 'PUT', '/api/Patients/UpdateBillingSemester', { token, body: { recordID: recordId, diagnosticID: 'N184', billing: true, billingSemester: 1 } });
      expect(errorsOf(missing)).toEqual(['diagnosticID: The record has no diagnostic N184']);
      expect((await storedCard(portal, recordId)).rafBilledFirstSemester).toBe(engineRaf([]));
    });

    it('Auto Billing (MAG roles) bills every active diagnostic in the current semester, so the billed fraction becomes 1', async () => {
      const portal = world.portal();
      const { recordId } = await coded(portal);
      const doctor = await signIn(portal, 'doctor');
      await add(portal, doctor.token, recordId, 'E1122,I509');
      expect((await call(portal, 'POST', '/api/Patients/AutoBilling', { token: doctor.token, body: { recordID: recordId } })).status).toBe(403);
      const { token } = await signIn(portal, 'admin');
      const answer = await call(portal, 'POST', `/api/Patients/AutoBilling?recordID=${recordId}`, { token });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ billingSemester: 1, diagnosticID: ['E1122', 'I509'], percentage_BFSM: 1, percentage_BSSM: engineRaf([]) / engineRaf(['E1122', 'I509']) });
    });

    it('Calculate RAF recomputes and stores the figures of a record', async () => {
      const portal = world.portal();
      const { recordId } = await coded(portal);
      await must(portal.ports.recordDiagnostics.add(recordId, [{ code: 'C50911', serviceDate: null, queue: null, provider: null, specialty: null, documentation: null }], null, portal.ports.clock.now()));
      const { token } = await signIn(portal, 'doctor');
      const answer = await call(portal, 'POST', `/api/Patients/CalculateMasterRaf?recordID=${recordId}`, { token });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ raF_TOTAL: engineRaf(['C50911']), patientStatus: true });
      expect((await storedCard(portal, recordId)).rafTotal).toBe(engineRaf(['C50911']));
    });
  });

  describe('attaching, deleting, one diagnostic with details', () => {
    it('refuses a 13th attached diagnostic with the spec\'s message and attaches 12', async () => {
      const portal = world.portal();
      const { recordId } = await coded(portal);
      const { token } = await signIn(portal, 'doctor');
      await add(portal, token, recordId, CATALOGUE.join(','));
      const thirteen = await call(portal, 'POST', '/api/Diagnostics/TempDiagnostics', { token, body: { recordID: recordId, diagnostics: CATALOGUE.join(',') } });
      expect(thirteen.status).toBe(400);
      expect(errorsOf(thirteen)).toEqual(['Selection exceeded: Please select up to 12 diagnostics.']);
      const twelve = await call(portal, 'POST', '/api/Diagnostics/TempDiagnostics', { token, body: { recordID: recordId, diagnostics: CATALOGUE.slice(0, 12).join(',') } });
      expect(twelve.status, JSON.stringify(twelve.body)).toBe(200);
      expect((twelve.body as { attached: string[] }).attached).toHaveLength(12);
      const rows = await must(portal.ports.recordDiagnostics.list(recordId, { pageNumber: 1, pageSize: 100 }));
      expect(rows.items.filter((row) => row.inProgressNotePreview)).toHaveLength(12);
      expect(await must(portal.ports.tempDiagnoses.list(recordId))).toHaveLength(12);
    });

    it('deletes one diagnostic and then all (MAG roles), recomputing the figures; a doctor may not', async () => {
      const portal = world.portal();
      const { recordId } = await coded(portal);
      const { token } = await signIn(portal, 'doctor');
      await add(portal, token, recordId, 'E1122,I509');
      expect((await call(portal, 'DELETE', `/api/Diagnostics/DeleteDiagnostic?RecordId=${recordId}&DiagnosticId=I509`, { token })).status).toBe(403);
      const staff = await signIn(portal, 'staff');
      const one = await call(portal, 'DELETE', `/api/Diagnostics/DeleteDiagnostic?RecordId=${recordId}&DiagnosticId=I50.9&ServiceDate=&Queue=`, { token: staff.token });
      expect(one.status, JSON.stringify(one.body)).toBe(200);
      expect(one.body).toMatchObject({ raF_TOTAL: engineRaf(['E1122']) });
      const all = await call(portal, 'DELETE', `/api/Diagnostics/deleteAllDiagnostics?RecordId=${recordId}`, { token: staff.token });
      expect(all.body).toMatchObject({ deleted: 1, raF_TOTAL: engineRaf([]), percentage_BFSM: 1 });
    });

    it('POST Diagnostics adds one diagnostic with its service date; a code outside the catalogue is refused naming the field', async () => {
      const portal = world.portal();
      const { recordId } = await coded(portal);
      const { token } = await signIn(portal, 'doctor');
      const answer = await call(portal, 'POST', '/api/Diagnostics', { token, body: { recordID: recordId, diagnosticId: 'E11.9', serviceDate: '02-20-2026', provider: 'Dr. Rivera' } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body).toMatchObject({ added: ['E119'], raF_TOTAL: engineRaf(['E119']) });
      const rows = await must(portal.ports.recordDiagnostics.list(recordId, { pageNumber: 1, pageSize: 10 }));
      expect(rows.items[0]).toMatchObject({ code: 'E119', serviceDate: '2026-02-20', provider: 'Dr. Rivera' });
      const unknown = await call(portal, 'POST', '/api/Diagnostics', { token, body: { recordID: recordId, diagnosticId: NOT_A_CATALOGUE_CODE } });
      expect(unknown.status).toBe(400);
      expect(errorsOf(unknown)).toEqual(['diagnosticId: A0009 is not in the diagnostic catalogue']);
    });
  });

  describe('notes', () => {
    it('doctors write doctor notes, MAG roles MAG notes, insurance staff none', async () => {
      const portal = world.portal();
      const { recordId, foreignRecordId } = await coded(portal);
      const doctor = await signIn(portal, 'doctor');
      const note = await call(portal, 'POST', '/api/Doctors/CreateDoctorNote', { token: doctor.token, body: { RecordID: recordId, DoctorNotes: 'Reviewed labs' } });
      expect(note.status, JSON.stringify(note.body)).toBe(201);
      expect(note.body).toMatchObject({ recordID: recordId, kind: 'doctor', note: 'Reviewed labs' });
      expect((await call(portal, 'POST', '/api/Doctors/CreateMAGNote', { token: doctor.token, body: { RecordID: recordId, MAGNotes: 'x' } })).status).toBe(403);
      expect((await call(portal, 'POST', '/api/Doctors/CreateDoctorNote', { token: doctor.token, body: { RecordID: foreignRecordId, DoctorNotes: 'x' } })).status).toBe(404);
      const empty = await call(portal, 'POST', '/api/Doctors/CreateDoctorNote', { token: doctor.token, body: { RecordID: recordId, DoctorNotes: ' ' } });
      expect(empty.status).toBe(400);
      expect(errorsOf(empty)).toEqual(['DoctorNotes: This field is required']);

      const staff = await signIn(portal, 'staff');
      expect((await call(portal, 'POST', '/api/Doctors/CreateMAGNote', { token: staff.token, body: { recordID: recordId, magNotes: 'Coded E11.22' } })).status).toBe(201);
      expect((await call(portal, 'POST', '/api/Doctors/CreateDoctorNote', { token: staff.token, body: { RecordID: recordId, DoctorNotes: 'x' } })).status).toBe(403);
      const insurance = await signIn(portal, 'insurance');
      expect((await call(portal, 'POST', '/api/Doctors/CreateMAGNote', { token: insurance.token, body: { RecordID: recordId, MAGNotes: 'x' } })).status).toBe(403);

      const read = await call(portal, 'GET', `/api/Patients/GetByRecord?RecordID=${recordId}`, { token: doctor.token });
      expect(read.body).toEqual([expect.objectContaining({ doctorNotes: expect.stringContaining('Reviewed labs'), magNotes: expect.stringContaining('Coded E11.22') })]);
    });
  });

  checkLogsAfterAll();
}, DEMO_SETUP, BOTH_ENGINES);
