import { okAsync, ResultAsync } from 'neverthrow';
import type { DoctorId, InsuranceId, PasswordHasher, Repositories, RoleName, UnitOfWork, UserId, UserInput } from '@rafdesk/core';

/** The sign-in accounts of the demo practice: one per role, two doctors, staff acting for `doctor`. */
export const DEMO_ACCOUNTS: readonly { userName: string; role: RoleName; firstName: string; lastName: string; documentId: string }[] = [
  { userName: 'admin', role: 'Admin', firstName: 'Ada', lastName: 'Admin', documentId: '90000000001' },
  { userName: 'superuser', role: 'Superuser', firstName: 'Sam', lastName: 'Super', documentId: '90000000002' },
  { userName: 'staff', role: 'Staff', firstName: 'Stella', lastName: 'Staff', documentId: '90000000003' },
  { userName: 'training', role: 'Training', firstName: 'Tomas', lastName: 'Trainee', documentId: '90000000004' },
  { userName: 'insurance', role: 'InsuranceStaff', firstName: 'Ines', lastName: 'Insurer', documentId: '90000000005' },
  { userName: 'doctor', role: 'Doctor', firstName: 'Diego', lastName: 'Rivera', documentId: '1234567893' },
  { userName: 'doctor2', role: 'Doctor', firstName: 'Dana', lastName: 'Ortiz', documentId: '1987654328' },
];

const DEMO_INSURANCES = ['Caribe Health Plan', 'Isla Medicare Advantage', 'Boricua Senior Care'];

export type DemoUsersSummary = { seeded: false } | { seeded: true; users: number };

function userInput(account: (typeof DEMO_ACCOUNTS)[number], insuranceId: InsuranceId | null): UserInput {
  const doctor = account.role === 'Doctor';
  const email = `${account.userName}@rafdesk.example`;
  const address = { street: '100 Calle Luna', city: 'San Juan', state: 'PR', zip: '00901' };
  return {
    id: null, role: account.role, documentId: account.documentId, mdLicenseNumber: doctor ? '123456' : null, insuranceId,
    ipaNumber: account.role === 'InsuranceStaff' ? 'IPA-001' : null, firstName: account.firstName, lastName: account.lastName,
    speciality: doctor ? 'Family Medicine' : 'Operations', sex: 'F', dateOfBirth: '1980-05-17', phone: '7875550100', phone2: null, email,
    ...address, whatsAppPhone: null, authorizedContact1: { firstName: null, lastName: null }, authorizedContact2: { firstName: null, lastName: null },
    billingProgramIds: doctor ? [1] : [], recordProgramIds: doctor ? [1] : [], serviceIds: doctor ? [1] : [],
    otherBillingProgram: null, otherRecordProgram: null,
    addresses: doctor ? [{ id: null, locationName: 'Main office', ...address, phone: '7875550100', phone2: null, email, emailConfirmation: email }] : [],
  };
}

async function must<T>(result: ResultAsync<T, unknown>): Promise<T> {
  const outcome = await result;
  if (outcome.isErr()) throw new DemoSeedFailure(outcome.error);
  return outcome.value;
}

class DemoSeedFailure extends Error {
  constructor(readonly failure: unknown) {
    super('demo seed failed');
  }
}

async function seed(repositories: Repositories, hasher: PasswordHasher, password: string, at: Date): Promise<number> {
  const insurances: InsuranceId[] = [];
  for (const name of DEMO_INSURANCES) {
    const insurance = await must(repositories.insurances.create(name, at));
    await must(repositories.insurances.createPlan(`${name} Gold`, insurance.id, at));
    insurances.push(insurance.id);
  }
  const hash = await must(hasher.hash(password));
  const ids = new Map<string, { userId: UserId; doctorId: DoctorId | null }>();
  for (const account of DEMO_ACCOUNTS) {
    const insuranceId = account.role === 'InsuranceStaff' ? (insurances[0] ?? null) : null;
    const user = await must(repositories.users.create({ user: userInput(account, insuranceId), userName: account.userName, passwordHash: hash, profileCompleted: true, policyAcceptedAt: at }, at));
    ids.set(account.userName, { userId: user.id, doctorId: user.doctorId });
  }
  const staff = ids.get('staff');
  const doctor = ids.get('doctor')?.doctorId;
  if (staff && doctor) await must(repositories.doctors.setStaffDoctors(staff.userId, [doctor]));
  return DEMO_ACCOUNTS.length;
}

/**
 * Seeds the demo accounts (one shared password), three insurances with a plan each, and staff acting for `doctor`,
 * in one transaction and only when no account exists yet. The full demo practice (patients, catalogue, Smart PN)
 * is `seedDemoPractice` in ./demo.
 */
export function seedDemoUsers(ports: { unitOfWork: UnitOfWork; hasher: PasswordHasher; clock: { now(): Date } }, password: string): ResultAsync<DemoUsersSummary, unknown> {
  return ports.unitOfWork.run((repositories) => repositories.users.list({ pageNumber: 1, pageSize: 1, searchQuery: null }).andThen((existing) => {
    if (existing.totalCount > 0) return okAsync<DemoUsersSummary, unknown>({ seeded: false });
    return ResultAsync.fromPromise(seed(repositories, ports.hasher, password, ports.clock.now()), (error) => (error instanceof DemoSeedFailure ? error.failure : error))
      .map((users): DemoUsersSummary => ({ seeded: true, users }));
  }));
}
