import type { Result } from 'neverthrow';
import { NO_PAYMENT_FACTS } from '@rafdesk/core';
import type { Portal } from '@rafdesk/cli/composition-root';

/** Patient data no log line may ever hold (SECURITY.md: PHI canary). */
export const CANARY = { firstName: 'ZZCANARYFIRST', lastName: 'ZZCANARYLAST', documentId: '99887766554', dateOfBirth: '1901-02-03', email: 'zzcanary@patients.example' } as const;

async function must<T, E>(promise: PromiseLike<Result<T, E>>): Promise<T> {
  const result = await promise;
  if (result.isErr()) throw new Error(`canary seed failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

/** Gives the demo `doctor` a patient with recognisable name, birth date, document id and e-mail. */
export async function seedCanaryPatient(portal: Portal): Promise<void> {
  const { ports } = portal;
  const doctor = await must(ports.doctors.findByNpi('1234567893'));
  const insurance = (await must(ports.insurances.listAll({ activeOnly: true })))[0];
  if (!doctor || !insurance) throw new Error('the demo accounts are missing');
  const plan = (await must(ports.insurances.plans(insurance.id)))[0];
  if (!plan) throw new Error('the demo insurance has no plan');
  await must(ports.patients.createMany([{
    documentId: CANARY.documentId, firstName: CANARY.firstName, lastName: CANARY.lastName, sex: 'F', dateOfBirth: CANARY.dateOfBirth,
    insuranceId: insurance.id, planId: plan.id, insuranceContractNumber: null, doctorRecordId: null, phone: '7875550199', phone2: null,
    email: CANARY.email, street: '1 Canary Road', city: 'San Juan', state: 'PR', zip: '00901', doctorId: doctor.id, insuranceName: null, planName: null, ...NO_PAYMENT_FACTS,
  }], 2026, ports.clock.now()));
}
