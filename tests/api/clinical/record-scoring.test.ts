import { describe, expect, it } from 'vitest';
import { call, signIn } from '../harness/client.js';
import { checkLogsAfterAll } from '../harness/log-check.js';
import { describeApi } from '../harness/portal-harness.js';
import { loadRafEngine, recordPaymentFigures } from '@rafdesk/core';
import { PATIENT_DOB, must, twoPatients } from './clinical-fixtures.js';

describeApi('Clinical API: a record\'s scoring demographics', (world) => {
  describe('GET Patients/GetRecordScoring', () => {
    it('gives the doctor the demographics and payment year the engine scores the record with', async () => {
      const portal = world.portal();
      const { recordId } = await twoPatients(portal);
      const { token } = await signIn(portal, 'doctor');
      const answer = await call(portal, 'GET', `/api/Patients/GetRecordScoring?RecordID=${recordId}`, { token });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      // The card's factor status and Part D score, as core works them out for the stored record.
      const subject = await must(portal.ports.patients.scoringSubject(recordId));
      const engine = (await loadRafEngine())._unsafeUnwrap();
      expect(answer.body).toEqual({
        paymentYear: 2026, sex: 'M', dob: PATIENT_DOB, dualStatus: 'none', institutional: false, newEnrollee: false, originalReasonForEntitlement: 0, rafFactors: [],
        esrdStatus: 'none', monthsSinceTransplant: null, lowIncomeSubsidy: false, paymentFigures: recordPaymentFigures(engine, subject!, []),
      });
      expect((answer.body as { paymentFigures: { partD: { lowIncome: boolean } } }).paymentFigures.partD.lowIncome).toBe(false);
    });

    it('refuses another doctor\'s record, an unknown one and a missing RecordID', async () => {
      const portal = world.portal();
      const { foreignRecordId } = await twoPatients(portal);
      const { token } = await signIn(portal, 'doctor');
      expect((await call(portal, 'GET', `/api/Patients/GetRecordScoring?RecordID=${foreignRecordId}`, { token })).status).toBe(404);
      expect((await call(portal, 'GET', '/api/Patients/GetRecordScoring?RecordID=999999', { token })).status).toBe(404);
      const missing = await call(portal, 'GET', '/api/Patients/GetRecordScoring', { token });
      expect(missing.status).toBe(400);
      expect(JSON.stringify(missing.body)).toContain('RecordID');
      expect((await call(portal, 'GET', `/api/Patients/GetRecordScoring?RecordID=${foreignRecordId}`)).status).toBe(401);
    });
  });

  checkLogsAfterAll();
});
