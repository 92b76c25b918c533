import type { Portal } from '@rafdesk/cli/composition-root';
import type { InsuranceId, RoleName, UserInput } from '@rafdesk/core';
import { seedCanaryPatient } from '../harness/canary.js';
import { DEMO_PASSWORD, describeApi, type ApiWorld } from '../harness/portal-harness.js';
import { must } from './practice-fixtures.js';

/** The accounts every practice test signs in with: one per role, two doctors, staff acting for `doctor`. */
const ACCOUNTS: readonly { userName: string; role: RoleName; firstName: string; lastName: string; documentId: string }[] = [
  { userName: 'admin', role: 'Admin', firstName: 'Ada', lastName: 'Admin', documentId: '90000000001' },
  { userName: 'superuser', role: 'Superuser', firstName: 'Sam', lastName: 'Super', documentId: '90000000002' },
  { userName: 'staff', role: 'Staff', firstName: 'Stella', lastName: 'Staff', documentId: '90000000003' },
  { userName: 'training', role: 'Training', firstName: 'Tomas', lastName: 'Trainee', documentId: '90000000004' },
  { userName: 'insurance', role: 'InsuranceStaff', firstName: 'Ines', lastName: 'Insurer', documentId: '90000000005' },
  { userName: 'doctor', role: 'Doctor', firstName: 'Diego', lastName: 'Rivera', documentId: '1234567893' },
  { userName: 'doctor2', role: 'Doctor', firstName: 'Dana', lastName: 'Ortiz', documentId: '1987654328' },
];

/** Created in this order: the insurance staff account works for the first, Caribe Health Plan. */
const INSURANCES = ['Caribe Health Plan', 'Isla Medicare Advantage', 'Boricua Senior Care'];

function userInput(account: (typeof ACCOUNTS)[number], insuranceId: InsuranceId | null): UserInput {
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

/** The practice the suite works in, seeded through the ports (the demo seed's random practice is not used). */
async function seedAccounts(portal: Portal): Promise<void> {
  const { ports } = portal;
  const at = ports.clock.now();
  const insurances: InsuranceId[] = [];
  for (const name of INSURANCES) {
    const insurance = await must(ports.insurances.create(name, at));
    await must(ports.insurances.createPlan(`${name} Gold`, insurance.id, at));
    insurances.push(insurance.id);
  }
  const passwordHash = await must(ports.hasher.hash(DEMO_PASSWORD));
  for (const account of ACCOUNTS) {
    const insuranceId = account.role === 'InsuranceStaff' ? (insurances[0] ?? null) : null;
    await must(ports.users.create({ user: userInput(account, insuranceId), userName: account.userName, passwordHash, profileCompleted: true, policyAcceptedAt: at }, at));
  }
  const staff = await must(ports.users.findByDocumentId('90000000003'));
  const doctor = await must(ports.doctors.findByNpi('1234567893'));
  if (staff === null || doctor === null) throw new Error('the practice accounts were not created');
  await must(ports.doctors.setStaffDoctors(staff.id, [doctor.id]));
}

/** The practice's accounts, then the canary patient. */
async function seedPractice(portal: Portal): Promise<void> {
  await seedAccounts(portal);
  await seedCanaryPatient(portal);
}

/**
 * The practice API suite on the shared API harness: before each test every table is emptied, a portal is composed
 * over it with the real composition root (no demo seed), and the practice's accounts and the canary patient are seeded.
 */
export function describePractice(title: string, define: (world: ApiWorld) => void): void {
  describeApi(title, define, { demo: null, seed: seedPractice });
}
