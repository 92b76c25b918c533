import type { Result } from 'neverthrow';
import { categoryColumnsOf } from '../../coding/catalogue-categories.js';
import type { DoctorId, InsuranceId, RecordId, UserId } from '../../domain/ids.js';
import type { RoleName } from '../../domain/role.js';
import { lookupCode } from '../../raf/lookup-code.js';
import { describeRafError } from '../../raf/scoring-plan.js';
import { scoreBeneficiary } from '../../raf/score-beneficiary.js';
import type { CatalogueEntry } from '../../ports/repositories/catalogue-repository.js';
import type { NewPatient } from '../../ports/repositories/patient-repository.js';
import { aPatientInput } from '../builders/patient-builders.js';
import { aUserInput } from '../builders/user-builders.js';
import { inMemoryRepositories } from '../fakes/in-memory-repositories.js';
import { InMemoryUnitOfWork } from '../fakes/in-memory-unit-of-work.js';
import { FakeClock } from '../ports/fake-auth.js';

/** The codes the record tests code with, in the catalogue with the engine's 2026 categories. */
export const RECORD_CATALOGUE = ['E119', 'E1122', 'I509', 'N184', 'C50911', 'J449', 'I10', 'F329', 'E785', 'I480', 'M069', 'G309', 'K5090'] as const;
export const PATIENT_DOB = '1950-06-15';

/** Unwraps a fixture's call; a failing fixture fails the test loudly. */
export async function must<T, E>(promise: PromiseLike<Result<T, E>>): Promise<T> {
  const result = await promise;
  if (result.isErr()) throw new Error(`fixture failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

/** The engine's 2026 payment RAF of a man born {@link PATIENT_DOB} with these codes: what the record must store. */
export function engineRaf(codes: readonly string[]): number {
  const result = scoreBeneficiary({ dob: PATIENT_DOB, sex: 'M', diagnoses: [...codes] }, { year: 2026 });
  if (result.isErr()) throw new Error(describeRafError(result.error));
  return result.value.paymentScore ?? result.value.rawScore;
}

/** An active catalogue row of a code with the engine's 2026 categories. */
export function catalogueEntry(code: string): CatalogueEntry {
  return {
    code, description: `Diagnosis ${code}`, ...categoryColumnsOf(lookupCode(code, 2026)), v28Interaction: null, v24Interaction: null, alert: null,
    deletionAlert: null, crosswalkDx: null, crosswalkRx: null, clinicalManifestations: null, treatment: null, active: true, shortTitle: null,
    longTitle: null, billable: true, categoriesYear: 2026,
  };
}

/**
 * A practice on the in-memory fakes, as the API tests' demo portal has it: two doctors with a Doctor account each,
 * a Staff coder acting for the first, an Admin, an InsuranceStaff of another insurance, the catalogue, and one
 * patient's 2026 record per doctor (the first doctor's active unless told otherwise).
 */
export async function recordPractice(options: { activeFirst?: boolean } = {}) {
  const repositories = inMemoryRepositories();
  const clock = new FakeClock();
  // No replica in memory: the reads that may lag read the same repositories.
  const ports = { ...repositories, unitOfWork: new InMemoryUnitOfWork(repositories), clock, replicaReads: { insurances: repositories.insurances, gaps: repositories.gaps } };
  const at = clock.now();
  const insurance = await must(repositories.insurances.create('Salud Plus', at));
  const otherInsurance = await must(repositories.insurances.create('Other Health', at));
  const plan = await must(repositories.insurances.createPlan('Gold', insurance.id, at));
  const account = async (role: RoleName, userName: string, documentId: string, insuranceId: InsuranceId | null = null) => {
    const user = await must(repositories.users.create({ user: aUserInput({ role, documentId, insuranceId }), userName, passwordHash: null, profileCompleted: true, policyAcceptedAt: null }, at));
    return { userId: user.id, role, doctorId: user.doctorId };
  };
  const doctor = await account('Doctor', 'doctor', '1234567893');
  const doctor2 = await account('Doctor', 'doctor2', '1245319599');
  const staff = await account('Staff', 'staff', '90000000031');
  const admin = await account('Admin', 'admin', '90000000032');
  const insuranceStaff = await account('InsuranceStaff', 'insurance', '90000000033', otherInsurance.id);
  await must(repositories.doctors.setStaffDoctors(staff.userId, [doctor.doctorId as DoctorId]));
  await must(repositories.catalogue.upsertMany(RECORD_CATALOGUE.map(catalogueEntry), at));
  const patient = (doctorId: DoctorId | null, documentId: string, lastName: string): NewPatient => ({
    ...aPatientInput({ documentId, lastName, sex: 'M', dateOfBirth: PATIENT_DOB, insuranceId: insurance.id, planId: plan.id }), doctorId: doctorId as DoctorId,
  });
  const [mine, theirs] = await must(repositories.patients.createMany([patient(doctor.doctorId, '40000000001', 'Coded'), patient(doctor2.doctorId, '40000000002', 'Foreign')], 2026, at));
  if (mine === undefined || theirs === undefined) throw new Error('two records expected');
  if (options.activeFirst === false) await must(repositories.patients.setActive(mine.doctorId, '40000000001', false, at));
  return {
    ports, clock, recordId: mine.recordId, foreignRecordId: theirs.recordId,
    callers: { doctor, doctor2, staff, admin, insuranceStaff } satisfies Record<string, { userId: UserId; role: RoleName }>,
    /** The record's stored row, as GetByRecord reads it. */
    stored: async (recordId: RecordId = mine.recordId) => {
      const row = await must(repositories.patients.findByRecord(recordId, '2026-03-02'));
      if (row === null) throw new Error('record missing');
      return row;
    },
  };
}

/** What {@link recordPractice} gives a test. */
export type RecordPractice = Awaited<ReturnType<typeof recordPractice>>;
