import type { Result } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { PaymentYear } from '../../raf/tables/table-types.js';
import { scoreBeneficiary } from '../../raf/score-beneficiary.js';
import { scoreEsrd } from '../../raf/esrd/score-esrd.js';
import { describeRafError, type RafError } from '../../raf/scoring-plan.js';
import { aPatientInput } from '../../testing/builders/patient-builders.js';
import { catalogueEntry, must, PATIENT_DOB, recordPractice } from '../../testing/practice/record-practice.js';
import { addDiagnoses } from './add-diagnoses.js';
import { calculateMasterRaf } from './diagnostic-changes.js';
import { recordDiagnostics } from './record-queries.js';

// Which model and which diagnoses the stored figures count: the diagnosis source rules of PY2027 and the ESRD model.
const score = (result: Result<{ paymentScore: number | null; rawScore: number }, RafError>) => {
  if (result.isErr()) throw new Error(describeRafError(result.error));
  return result.value.paymentScore ?? result.value.rawScore;
};
const payment = (codes: readonly string[], year: PaymentYear) => score(scoreBeneficiary({ dob: PATIENT_DOB, sex: 'M', diagnoses: [...codes] }, { year }));
const dialysis = (codes: readonly string[], year: PaymentYear) => score(scoreEsrd({ dob: PATIENT_DOB, sex: 'M', esrd: true, dialysis: true, diagnoses: [...codes] }, { year }));

describe('the figures stored on a record', () => {
  it('keep each inserted code\'s source and leave audio-only and unlinked chart review codes out of the PY2027 figures', async () => {
    const { ports, callers, recordId: record2026 } = await recordPractice();
    const owner = await must(ports.patients.recordOwner(record2026));
    const recordId = await must(ports.patients.ensureRecord(owner!.patientId, 2027, ports.clock.now()));
    await must(ports.catalogue.upsertMany(['I5022'].map(catalogueEntry), ports.clock.now()));
    await must(addDiagnoses(ports, callers.doctor, { recordId, codes: ['E1122'], optimize: false }));
    await must(addDiagnoses(ports, callers.doctor, { recordId, codes: ['I5022'], optimize: false, source: 'audio-only' }));
    const last = await must(addDiagnoses(ports, callers.doctor, { recordId, codes: ['J449'], optimize: false, source: 'chart-review-unlinked' }));
    // Only the face-to-face code counts in PY2027.
    expect(last.card.rafTotal).toBe(payment(['E1122'], 2027));
    expect(payment(['E1122'], 2027)).toBeLessThan(payment(['E1122', 'I5022', 'J449'], 2027));
    const rows = await must(recordDiagnostics(ports, callers.doctor, recordId, { pageNumber: 1, pageSize: 100 }));
    expect(Object.fromEntries(rows.items.map((row) => [row.code, row.source]))).toEqual({ E1122: 'face-to-face', I5022: 'audio-only', J449: 'chart-review-unlinked' });
    expect((await must(calculateMasterRaf(ports, callers.doctor, recordId))).card.rafTotal).toBe(payment(['E1122'], 2027));
  });

  it('are the ESRD model\'s payment score for a patient on dialysis, and CMS-HCC\'s again once they are not', async () => {
    const { ports, callers, recordId, stored } = await recordPractice();
    const owner = await must(ports.patients.recordOwner(recordId));
    const codes = ['N186', 'E1122'];
    await must(ports.catalogue.upsertMany(['N186'].map(catalogueEntry), ports.clock.now()));
    const form = (esrdStatus: 'dialysis' | 'none') => ({
      ...aPatientInput({ documentId: '40000000001', lastName: 'Coded', sex: 'M', dateOfBirth: PATIENT_DOB, insuranceId: owner!.insuranceId, planId: 1, esrdStatus }),
      doctorId: owner!.doctorId,
    });
    await must(ports.patients.update(owner!.patientId, form('dialysis'), ports.clock.now()));
    const change = await must(addDiagnoses(ports, callers.doctor, { recordId, codes, optimize: false }));
    expect(change.card.rafTotal).toBe(dialysis(codes, 2026));
    expect(change.card.rafTotal).not.toBe(payment(codes, 2026));
    expect((await stored()).rafTotal).toBe(dialysis(codes, 2026));
    await must(ports.patients.update(owner!.patientId, form('none'), ports.clock.now()));
    expect((await must(calculateMasterRaf(ports, callers.doctor, recordId))).card.rafTotal).toBe(payment(codes, 2026));
  });
});
