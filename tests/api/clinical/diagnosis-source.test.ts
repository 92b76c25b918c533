import { expect, it } from 'vitest';
import { NO_PAYMENT_FACTS } from '@rafdesk/core';
import * as raf from '@rafdesk/core/raf';
import type { Portal } from '@rafdesk/cli/composition-root';
import { call, errorsOf, signIn } from '../harness/client.js';
import { checkLogsAfterAll } from '../harness/log-check.js';
import { describeApi } from '../harness/portal-harness.js';
import { PATIENT_DOB, doctorIdOf, insurances, must, seedCatalogue } from './clinical-fixtures.js';

// Where a diagnosis was documented decides whether it counts from PY2027 (CY2027 Rate Announcement): audio-only and
// unlinked chart review diagnoses are left out of the stored figures, and the record says where each came from.

const CODES = ['E1122', 'I5022', 'J449'];

/** A PY2027 record of the demo doctor (dates of service in 2026 pay in 2027). */
async function recordOf2027(portal: Portal): Promise<number> {
  const doctorId = await doctorIdOf(portal, 'doctor');
  const [insurance] = await insurances(portal);
  const [owner] = await must(portal.ports.patients.createMany([{
    documentId: '40000000077', firstName: 'Pat', lastName: 'Sourced', sex: 'M', dateOfBirth: PATIENT_DOB, insuranceId: insurance!.id,
    planId: insurance!.plans[0]!.id, insuranceContractNumber: 'C-7', doctorRecordId: null, phone: '7875550123', phone2: null, email: null,
    street: '2 Calle Sol', city: 'Ponce', state: 'PR', zip: '00716', doctorId, insuranceName: null, planName: null, ...NO_PAYMENT_FACTS,
  }], 2027, portal.ports.clock.now()));
  return owner!.recordId;
}

function payment2027(codes: readonly string[]): number {
  const result = raf.scoreBeneficiary({ dob: PATIENT_DOB, sex: 'M', diagnoses: codes }, { year: 2027 });
  if (result.isErr()) throw new Error(raf.describeRafError(result.error));
  return result.value.paymentScore ?? result.value.rawScore;
}

describeApi('Diagnosis source', (world) => {
  it('stores each inserted code\'s source, lists it with the record\'s diagnostics, and leaves audio-only and unlinked chart review codes out of the PY2027 figures', async () => {
    const portal = world.portal();
    await seedCatalogue(portal, CODES);
    const recordID = await recordOf2027(portal);
    const { token } = await signIn(portal, 'doctor');
    const add = (diagnostics: string, diagnosisSource?: string) =>
      call(portal, 'POST', '/api/Patients/AddDiagnostics', { token, body: { recordID, diagnostics, optimizerFlag: false, ...(diagnosisSource ? { diagnosisSource } : {}) } });

    expect((await add('E1122')).status).toBe(200);
    expect((await add('I5022', 'audio-only')).status).toBe(200);
    const last = await add('J449', 'chart-review-unlinked');
    expect(last.status).toBe(200);
    // Only the face-to-face code counts in PY2027.
    expect((last.body as { raF_TOTAL: number }).raF_TOTAL).toBe(payment2027(['E1122']));
    expect(payment2027(['E1122'])).toBeLessThan(payment2027(CODES));

    const listed = await call(portal, 'GET', `/api/Patients/GetRecordDiagnostics?RecordID=${recordID}&PageNumber=1&PageSize=1000`, { token });
    const sources = Object.fromEntries((listed.body as { diagnosticId: string; diagnosisSource: string }[]).map((row) => [row.diagnosticId, row.diagnosisSource]));
    expect(sources).toEqual({ E1122: 'face-to-face', I5022: 'audio-only', J449: 'chart-review-unlinked' });

    const recomputed = await call(portal, 'POST', `/api/Patients/CalculateMasterRaf?recordID=${recordID}`, { token });
    expect((recomputed.body as { raF_TOTAL: number }).raF_TOTAL).toBe(payment2027(['E1122']));
  });

  it('refuses a source that is not one of the five, naming the field, and stores nothing', async () => {
    const portal = world.portal();
    await seedCatalogue(portal, CODES);
    const recordID = await recordOf2027(portal);
    const { token } = await signIn(portal, 'doctor');
    const refused = await call(portal, 'POST', '/api/Patients/AddDiagnostics', { token, body: { recordID, diagnostics: 'E1122', optimizerFlag: false, diagnosisSource: 'telegram' } });
    expect(refused.status).toBe(400);
    expect(errorsOf(refused)).toEqual([expect.stringMatching(/^diagnosisSource: /)]);
    const listed = await call(portal, 'GET', `/api/Patients/GetRecordDiagnostics?RecordID=${recordID}&PageNumber=1&PageSize=1000`, { token });
    expect(listed.body).toEqual([]);
  });

  checkLogsAfterAll();
});
