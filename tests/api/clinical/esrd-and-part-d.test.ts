import { expect, it } from 'vitest';
import * as raf from '@rafdesk/core/raf';
import type { Portal } from '@rafdesk/cli/composition-root';
import { call, errorsOf, signIn } from '../harness/client.js';
import { checkLogsAfterAll } from '../harness/log-check.js';
import { describeApi } from '../harness/portal-harness.js';
import { insurances, must, seedCatalogue } from './clinical-fixtures.js';

// CMS pays a patient on dialysis with the ESRD model, not CMS-HCC: the patient form stores the ESRD status, and the
// record's stored figures are the ESRD model's payment score.

const DOB = '1948-11-02';
const CODES = ['N186', 'E1122'];

/** A valid patient form (wire names) of the signed-in doctor, with the ESRD and Part D fields. */
async function patientForm(portal: Portal, overrides: Record<string, unknown>): Promise<Record<string, unknown>> {
  const [insurance] = await insurances(portal);
  return {
    documentID: '1EG4TE5MK88', firstName: 'Rosa', lastName: 'Esrdpatient', sexId: 'F', dob: DOB, insuranceID: insurance!.id,
    planID: insurance!.plans[0]!.id, insuranceContractNo: 'H1234-009', drRecordID: null, phone: '(787) 555-0188', mobile: null,
    email1: null, street: '9 Calle Rio', city: 'Ponce', state: 'PR', zip: '00716', doctorID: null, email2: null, ...overrides,
  };
}

/** How many patients named Esrdpatient any payment year lists. */
async function esrdPatients(portal: Portal): Promise<number> {
  let count = 0;
  for (const paymentYear of raf.PAYMENT_YEARS) {
    count += (await must(portal.ports.patients.list({
      window: { pageNumber: 1, pageSize: 10 }, searchQuery: 'Esrdpatient', searchDoctors: false, doctorId: null, insuranceId: null, insuranceName: null,
      active: null, paymentYear, asOf: '2026-03-02',
    }))).totalCount;
  }
  return count;
}

function dialysisPayment(codes: readonly string[], year: raf.PaymentYear): number {
  const result = raf.scoreEsrd({ dob: DOB, sex: 'F', esrd: true, dialysis: true, diagnoses: codes }, { year });
  if (result.isErr()) throw new Error(raf.describeRafError(result.error));
  return result.value.paymentScore ?? result.value.rawScore;
}

describeApi('ESRD and Part D patients', (world) => {
  it('stores a dialysis patient and scores the record with the ESRD model', async () => {
    const portal = world.portal();
    await seedCatalogue(portal, CODES);
    const { token } = await signIn(portal, 'doctor');
    const created = await call(portal, 'POST', '/api/Patients', { token, body: await patientForm(portal, { esrdStatus: 'dialysis', lowIncomeSubsidy: true }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const recordID = (created.body as { recordID: number }).recordID;
    expect(created.body).toMatchObject({ esrdStatus: 'dialysis', monthsSinceTransplant: null, lowIncomeSubsidy: true });

    const scoring = await call(portal, 'GET', `/api/Patients/GetRecordScoring?RecordID=${recordID}`, { token });
    expect(scoring.body).toMatchObject({ esrdStatus: 'dialysis', monthsSinceTransplant: null, lowIncomeSubsidy: true });
    const year = (scoring.body as { paymentYear: raf.PaymentYear }).paymentYear;

    for (const code of CODES) {
      const added = await call(portal, 'POST', '/api/Patients/AddDiagnostics', { token, body: { recordID, diagnostics: code, optimizerFlag: false } });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    const read = await call(portal, 'GET', `/api/Patients/GetByRecord?RecordID=${recordID}`, { token });
    const [row] = read.body as { raF_TOTAL: number }[];
    expect(row!.raF_TOTAL).toBe(dialysisPayment(CODES, year));
    const cmsHcc = raf.scoreBeneficiary({ dob: DOB, sex: 'F', diagnoses: CODES }, { year })._unsafeUnwrap();
    expect(row!.raF_TOTAL).not.toBe(cmsHcc.paymentScore);

    // A body of the spec's form, without the payment facts, keeps the stored ones; one that says them changes them.
    const renamed = await call(portal, 'PUT', `/api/Patients/UpdatePatient?recordID=${recordID}`, { token, body: await patientForm(portal, { lastName: 'Esrdpatient Two' }) });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ esrdStatus: 'dialysis', lowIncomeSubsidy: true, raF_TOTAL: dialysisPayment(CODES, year) });
    const recovered = await call(portal, 'PUT', `/api/Patients/UpdatePatient?recordID=${recordID}`, { token, body: await patientForm(portal, { esrdStatus: 'none', lowIncomeSubsidy: false }) });
    expect(recovered.status, JSON.stringify(recovered.body)).toBe(200);
    expect(recovered.body).toMatchObject({ esrdStatus: 'none', lowIncomeSubsidy: false, raF_TOTAL: cmsHcc.paymentScore });
  });

  it('refuses a transplant with months out of range, naming the field, and stores nothing', async () => {
    const portal = world.portal();
    const { token } = await signIn(portal, 'doctor');
    const refused = await call(portal, 'POST', '/api/Patients', { token, body: await patientForm(portal, { esrdStatus: 'transplant', monthsSinceTransplant: 0 }) });
    expect(refused.status).toBe(400);
    expect(errorsOf(refused)).toEqual(['monthsSinceTransplant: The Months since transplant field must be between 1 and 1200']);
    const missing = await call(portal, 'POST', '/api/Patients', { token, body: await patientForm(portal, { esrdStatus: 'transplant' }) });
    expect(errorsOf(missing)).toEqual(['monthsSinceTransplant: This field is required']);
    expect(await esrdPatients(portal)).toBe(0);
  });

  checkLogsAfterAll();
});
