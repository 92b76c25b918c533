import { NO_PAYMENT_FACTS, type PatientId, type RecordId, type UserId } from '@rafdesk/core';
import * as raf from '@rafdesk/core/raf';
import type { Portal } from '@rafdesk/cli/composition-root';
import { PATIENT_DOB, doctorIdOf, insurances, must } from '../clinical/clinical-fixtures.js';

/** A PY2027 record of the demo doctor (dates of service in 2026 pay in 2027) with a signed note of 2026-03-02. */
export async function recordWithNote(portal: Portal, documentId = '40000000135'): Promise<{ recordID: RecordId; patientId: PatientId; noteId: number }> {
  const doctorId = await doctorIdOf(portal, 'doctor');
  const [insurance] = await insurances(portal);
  const [owner] = await must(portal.ports.patients.createMany([{
    documentId, firstName: 'Pat', lastName: 'Flagged', sex: 'M', dateOfBirth: PATIENT_DOB, insuranceId: insurance!.id,
    planId: insurance!.plans[0]!.id, insuranceContractNumber: 'C-35', doctorRecordId: null, phone: '7875550123', phone2: null, email: null,
    street: '2 Calle Sol', city: 'Ponce', state: 'PR', zip: '00716', doctorId, insuranceName: null, planName: null, ...NO_PAYMENT_FACTS,
  }], 2027, portal.ports.clock.now()));
  const account = await must(portal.ports.users.findSignInAccount('doctor'));
  const note = await must(portal.ports.progressNotes.create({
    recordId: owner!.recordId, doctorId, authorUserId: account!.userId as UserId, serviceDate: '2026-03-02', specialty: 'Internal Medicine', provider: 'Dr. Demo',
    visitOptionIds: [], cpt: null, otherCpt: null, content: { medications: [] }, pdf: new TextEncoder().encode('%PDF-1.4\n'),
  }, portal.ports.clock.now()));
  return { recordID: owner!.recordId, patientId: owner!.patientId, noteId: note.id };
}

/** The engine's PY2027 payment score of the fixture patient with these codes. */
export function payment2027(codes: readonly string[]): number {
  const result = raf.scoreBeneficiary({ dob: PATIENT_DOB, sex: 'M', diagnoses: codes }, { year: 2027 });
  if (result.isErr()) throw new Error(raf.describeRafError(result.error));
  return result.value.paymentScore ?? result.value.rawScore;
}
