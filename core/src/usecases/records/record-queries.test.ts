import { loadRafEngine } from '../../coding/raf-engine.js';
import { recordPaymentFigures } from '../../coding/record-payment-figures.js';
import { describe, expect, it } from 'vitest';
import { must, PATIENT_DOB, recordPractice } from '../../testing/practice/record-practice.js';
import { recordDiagnostics, recordPatient, recordScoring } from './record-queries.js';

// Reading a record on the fakes: within reach only, and the scoring inputs exactly as the server scores with them.
describe('record queries', () => {
  it('let a doctor read only their own records; insurance staff of another insurance read none', async () => {
    const { ports, callers, recordId, foreignRecordId } = await recordPractice();
    expect((await must(recordPatient(ports, callers.doctor, recordId))).recordId).toBe(recordId);
    expect((await recordPatient(ports, callers.doctor, foreignRecordId))._unsafeUnwrapErr()).toEqual({ kind: 'NotFound', entity: 'record' });
    expect((await recordDiagnostics(ports, callers.doctor2, recordId, { pageNumber: 1, pageSize: 10 }))._unsafeUnwrapErr()).toEqual({ kind: 'NotFound', entity: 'record' });
    expect((await recordPatient(ports, callers.insuranceStaff, recordId))._unsafeUnwrapErr()).toEqual({ kind: 'NotFound', entity: 'record' });
    expect((await recordPatient(ports, callers.admin, 999_999 as never))._unsafeUnwrapErr()).toMatchObject({ kind: 'NotFound' });
  });

  it('give the demographics and payment year the engine scores the record with, and the card\'s factor status and Part D score', async () => {
    const { ports, callers, recordId } = await recordPractice();
    const subject = await must(ports.patients.scoringSubject(recordId));
    const engine = (await loadRafEngine())._unsafeUnwrap();
    expect(await must(recordScoring(ports, callers.staff, recordId))).toEqual({
      paymentYear: 2026, sex: 'M', dateOfBirth: PATIENT_DOB, dualStatus: 'none', institutional: false, newEnrollee: false, originalReasonForEntitlement: 0,
      esrdStatus: 'none', monthsSinceTransplant: null, lowIncomeSubsidy: false, rafFactors: [],
      paymentFigures: recordPaymentFigures(engine, subject!, []),
    });
  });
});
