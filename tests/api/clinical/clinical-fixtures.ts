import type { Result } from 'neverthrow';
import { NO_PAYMENT_FACTS, categoryColumnsOf, type CatalogueEntry, type DoctorId, type InsuranceId, type RecordId, type RecordOwner } from '@rafdesk/core';
import * as raf from '@rafdesk/core/raf';
import type { Portal } from '@rafdesk/cli/composition-root';

export const PATIENT_DOB = '1950-06-15';
/** Shaped like a code, known to no ICD-10-CM table. */
export const NOT_A_CATALOGUE_CODE = 'A00.09';

/** Unwraps a port call of a fixture; a failing fixture fails the test loudly. */
export async function must<T, E>(promise: PromiseLike<Result<T, E>>): Promise<T> {
  const result = await promise;
  if (result.isErr()) throw new Error(`fixture failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

/** The doctor a demo Doctor account (`doctor`, `doctor2`) is. */
export async function doctorOf(portal: Portal, userName: string) {
  const account = await must(portal.ports.users.findSignInAccount(userName));
  const doctor = account?.doctorId ? await must(portal.ports.doctors.findById(account.doctorId)) : null;
  if (doctor === null) throw new Error(`no doctor account ${userName}`);
  return doctor;
}

export async function doctorIdOf(portal: Portal, userName: string): Promise<DoctorId> {
  return (await doctorOf(portal, userName)).id;
}

/** The insurance of the demo InsuranceStaff account (`insurance`). */
export async function insuranceStaffInsuranceId(portal: Portal): Promise<InsuranceId> {
  const account = await must(portal.ports.users.findSignInAccount('insurance'));
  const user = account ? await must(portal.ports.users.findById(account.userId)) : null;
  if (!user?.insuranceId) throw new Error('the insurance staff account has no insurance');
  return user.insuranceId;
}

/** The active insurances with their plans, the insurance staff's last (tests take the first for their patients). */
export async function insurances(portal: Portal) {
  const theirs = await insuranceStaffInsuranceId(portal);
  const all = await must(portal.ports.insurances.listAll({ activeOnly: true }));
  const ordered = [...all.filter((insurance) => insurance.id !== theirs), ...all.filter((insurance) => insurance.id === theirs)];
  return Promise.all(ordered.map(async (insurance) => ({ ...insurance, plans: await must(portal.ports.insurances.plans(insurance.id)) })));
}

/** Active catalogue rows for codes (normal form), with the categories of the engine's 2026 tables (replacing any). */
export async function seedCatalogue(portal: Portal, codes: readonly string[]): Promise<void> {
  const entries = codes.map((code): CatalogueEntry => ({
    code, description: `Diagnosis ${code}`, ...categoryColumnsOf(raf.lookupCode(code, 2026)), v28Interaction: null, v24Interaction: null,
    alert: null, deletionAlert: null, crosswalkDx: null, crosswalkRx: null, clinicalManifestations: null, treatment: null, active: true,
    shortTitle: null, longTitle: null, billable: true, categoriesYear: 2026,
  }));
  await must(portal.ports.catalogue.upsertMany(entries, portal.ports.clock.now()));
}

/** A patient (born {@link PATIENT_DOB}) of a doctor with an insurance other than the insurance staff's, and its 2026 record. */
export async function seedPatient(
  portal: Portal,
  input: { doctorId: DoctorId; documentId: string; lastName: string; sex?: 'M' | 'F'; active?: boolean; insuranceId?: InsuranceId },
): Promise<RecordOwner> {
  const insurance = input.insuranceId ?? (await insurances(portal))[0]!.id;
  const plan = (await must(portal.ports.insurances.plans(insurance)))[0]!;
  const [owner] = await must(portal.ports.patients.createMany([{
    documentId: input.documentId, firstName: 'Pat', lastName: input.lastName, sex: input.sex ?? 'M', dateOfBirth: PATIENT_DOB,
    insuranceId: insurance, planId: plan.id, insuranceContractNumber: 'C-1', doctorRecordId: null, phone: '7875550123', phone2: null,
    email: null, street: '2 Calle Sol', city: 'Ponce', state: 'PR', zip: '00716', doctorId: input.doctorId, insuranceName: null, planName: null, ...NO_PAYMENT_FACTS,
  }], 2026, portal.ports.clock.now()));
  if (input.active === false) await must(portal.ports.patients.setActive(input.doctorId, input.documentId, false, portal.ports.clock.now()));
  return owner!;
}

/** The demo doctor's patient coded by the tests, and the other doctor's. */
export async function twoPatients(portal: Portal, options: { activeFirst?: boolean } = {}) {
  const doctorId = await doctorIdOf(portal, 'doctor');
  const doctor2Id = await doctorIdOf(portal, 'doctor2');
  const mine = await seedPatient(portal, { doctorId, documentId: '40000000001', lastName: 'Coded', active: options.activeFirst ?? true });
  const theirs = await seedPatient(portal, { doctorId: doctor2Id, documentId: '40000000002', lastName: 'Foreign' });
  return { doctorId, doctor2Id, recordId: mine.recordId, foreignRecordId: theirs.recordId };
}

/** The engine's payment-year RAF of a male patient born {@link PATIENT_DOB} with these codes (what the record must show). */
export function engineRaf(codes: readonly string[], sex: 'M' | 'F' = 'M'): number {
  const result = raf.scoreBeneficiary({ dob: PATIENT_DOB, sex, diagnoses: codes }, { year: 2026 });
  if (result.isErr()) throw new Error(raf.describeRafError(result.error));
  return result.value.paymentScore ?? result.value.rawScore;
}

/** The record's stored card as GetByRecord shows it. */
export async function storedCard(portal: Portal, recordId: RecordId) {
  const row = await must(portal.ports.patients.findByRecord(recordId, '2026-03-02'));
  if (row === null) throw new Error('record missing');
  return row;
}
