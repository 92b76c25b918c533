import type { DiagnosisSource, IsoDate, RoleName, Sex } from '@rafdesk/core';
import { addDays, formatIsoDate } from '@rafdesk/core';
import { DEMO_DIAGNOSES, DEMO_SPECIALTIES } from './demo-diagnoses.js';
import { demoAddress, demoFirstName, demoLastName, demoNpi, demoPhone, type DemoAddress } from './demo-people.js';
import { SeededRandom } from './seeded-random.js';

/** One demo account; `actsFor` names the doctor accounts a Staff user works for. */
export interface DemoAccount {
  readonly userName: string;
  readonly role: RoleName;
  readonly firstName: string;
  readonly lastName: string;
  readonly sex: Sex;
  readonly dateOfBirth: IsoDate;
  readonly documentId: string;
  readonly speciality: string;
  readonly phone: string;
  readonly address: DemoAddress;
  readonly insuranceIndex: number | null;
  readonly ipaNumber: string | null;
  readonly actsFor: readonly string[];
}

export interface DemoInsurance {
  readonly name: string;
  readonly plans: readonly string[];
  readonly premiumPerMember: number;
  readonly medicalLossRatio: number;
  readonly surplusShare: number;
  readonly expensesOverall: number;
}

export interface DemoDiagnosis {
  readonly code: string;
  /** Where it was documented; face to face when absent. */
  readonly source?: DiagnosisSource;
  readonly serviceDate: IsoDate;
  readonly specialty: string;
  readonly provider: string;
  readonly active: boolean;
  readonly billedFirstSemester: boolean;
  readonly billedSecondSemester: boolean;
}

export interface DemoPatient {
  readonly doctorUserName: string;
  readonly documentId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly sex: Sex;
  readonly dateOfBirth: IsoDate;
  readonly insuranceIndex: number;
  readonly planIndex: number;
  readonly contractNumber: string;
  readonly doctorRecordId: string;
  readonly phone: string;
  readonly address: DemoAddress;
  readonly email: string | null;
  readonly active: boolean;
  readonly diagnoses: readonly DemoDiagnosis[];
}

export interface DemoPlan {
  readonly accounts: readonly DemoAccount[];
  readonly insurances: readonly DemoInsurance[];
  readonly patients: readonly DemoPatient[];
}

/** The demo accounts' user names; they share one password. */
export const DEMO_USER_NAMES = ['admin', 'superuser', 'staff', 'training', 'insurance', 'doctor', 'doctor2'] as const;

/** Patients per doctor in a big practice (`rafdesk db seed --patients N`); up to twice this, the two demo doctors share them. */
export const PATIENTS_PER_DOCTOR = 1500;
const DOCTOR_SPECIALITIES = ['Internal Medicine', 'Family Medicine', 'Geriatrics', 'Cardiology', 'Endocrinology'] as const;

export const DEMO_DOCTOR_NPIS = { doctor: '1234567893', doctor2: '1987654328' } as const;

const INSURANCES: readonly DemoInsurance[] = [
  { name: 'Caribe Health Plan', plans: ['Gold HMO', 'Platinum D-SNP', 'Silver PPO'], premiumPerMember: 1085, medicalLossRatio: 0.85, surplusShare: 0.5, expensesOverall: 1_450_000 },
  { name: 'Isla Medicare Advantage', plans: ['Classic HMO', 'Dual Choice'], premiumPerMember: 1010, medicalLossRatio: 0.86, surplusShare: 0.45, expensesOverall: 980_000 },
  { name: 'Boricua Senior Care', plans: ['Value HMO', 'Premier PPO'], premiumPerMember: 965, medicalLossRatio: 0.84, surplusShare: 0.4, expensesOverall: 610_000 },
];

// Medicare Beneficiary Identifier shape: 11 characters, letters without S, L, O, I, B, Z.
const MBI_LETTERS = 'ACDEFGHJKMNPQRTUVWXY';

function demoMbi(random: SeededRandom): string {
  const letter = () => MBI_LETTERS[random.int(0, MBI_LETTERS.length - 1)] ?? 'A';
  const either = () => (random.chance(0.5) ? letter() : String(random.int(0, 9)));
  return `${random.int(1, 9)}${letter()}${either()}${random.int(0, 9)}${letter()}${either()}${random.int(0, 9)}${letter()}${letter()}${random.int(0, 9)}${random.int(0, 9)}`;
}

function weightedCodes(random: SeededRandom, count: number): string[] {
  const total = DEMO_DIAGNOSES.reduce((sum, entry) => sum + entry.weight, 0);
  const chosen = new Set<string>();
  while (chosen.size < count) {
    let ticket = random.next() * total;
    for (const entry of DEMO_DIAGNOSES) {
      ticket -= entry.weight;
      if (ticket < 0) {
        chosen.add(entry.code);
        break;
      }
    }
  }
  return [...chosen];
}

function account(random: SeededRandom, userName: string, role: RoleName, extra: Partial<DemoAccount> = {}): DemoAccount {
  const sex: Sex = random.chance(0.5) ? 'F' : 'M';
  return {
    userName, role, sex,
    firstName: demoFirstName(random, sex),
    lastName: demoLastName(random),
    dateOfBirth: formatIsoDate(random.int(1958, 1992), random.int(1, 12), random.int(1, 28)),
    documentId: role === 'Doctor' ? demoNpi(random) : random.digits(11),
    speciality: role === 'Doctor' ? 'Internal Medicine' : 'Operations',
    phone: demoPhone(random),
    address: demoAddress(random),
    insuranceIndex: null, ipaNumber: null, actsFor: [],
    ...extra,
  };
}

/**
 * Every tenth patient's first diagnosis comes from an audio-only visit, and the next tenth's from a chart review not
 * linked to a visit: the two sources CMS excludes from PY2027, so the ledger has "does not count" lines to show.
 * Chosen by position, not drawn, so the rest of the plan stays the same.
 */
function withExcludedSource(diagnoses: DemoDiagnosis[], index: number): DemoDiagnosis[] {
  const source: DiagnosisSource | null = index % 10 === 4 ? 'audio-only' : index % 10 === 7 ? 'chart-review-unlinked' : null;
  const [first, ...rest] = diagnoses;
  return source === null || first === undefined ? diagnoses : [{ ...first, source }, ...rest];
}

function diagnosesFor(random: SeededRandom, serviceWindowEnd: IsoDate, doctorName: string): DemoDiagnosis[] {
  if (random.chance(0.08)) return [];
  return weightedCodes(random, random.int(2, 9)).map((code) => {
    const active = random.chance(0.92);
    return {
      code,
      serviceDate: addDays(serviceWindowEnd, -random.int(0, 330)),
      specialty: random.chance(0.1) ? 'Possible : Validate or Delete' : random.pick(DEMO_SPECIALTIES.slice(0, 4)),
      provider: doctorName,
      active,
      billedFirstSemester: active && random.chance(0.55),
      billedSecondSemester: active && random.chance(0.3),
    };
  });
}

/**
 * The demo practice, the same on every machine: seven accounts (one per role, two doctors, staff acting
 * for `doctor`), three insurances with plans and agreement terms, and `patientCount` patients split
 * 60/40 between the two doctors with realistic diagnoses billed in various semesters. A bigger practice
 * (more than twice {@link PATIENTS_PER_DOCTOR} patients) gets one doctor (`doctor3`, …) per panel, patients dealt in turn.
 */
export function planDemoPractice(options: { today: IsoDate; patientCount: number; seed?: number }): DemoPlan {
  const random = new SeededRandom(options.seed ?? 20_260_201);
  // The demo doctors are fixed (NPI, name, office) so that tests and documentation can name them.
  const office = { street: '100 Calle Luna', city: 'San Juan', state: 'PR', zip: '00901' };
  const doctor = account(random, 'doctor', 'Doctor', {
    firstName: 'Diego', lastName: 'Rivera', sex: 'M', speciality: 'Internal Medicine', documentId: DEMO_DOCTOR_NPIS.doctor, phone: '7875550100', address: office,
  });
  const doctor2 = account(random, 'doctor2', 'Doctor', {
    firstName: 'Dana', lastName: 'Ortiz', sex: 'F', speciality: 'Family Medicine', documentId: DEMO_DOCTOR_NPIS.doctor2, phone: '7875550101', address: office,
  });
  const accounts: DemoAccount[] = [
    account(random, 'admin', 'Admin', { documentId: '90000000001' }),
    account(random, 'superuser', 'Superuser', { documentId: '90000000002' }),
    account(random, 'staff', 'Staff', { documentId: '90000000003', actsFor: ['doctor'] }),
    account(random, 'training', 'Training', { documentId: '90000000004', actsFor: ['doctor'] }),
    account(random, 'insurance', 'InsuranceStaff', { documentId: '90000000005', insuranceIndex: 0, ipaNumber: 'IPA-0421' }),
    doctor,
    doctor2,
  ];
  // A big practice has more doctors, each with a panel of about PATIENTS_PER_DOCTOR; the demo keeps its two.
  const doctors = [doctor, doctor2];
  for (let number = 3; number <= Math.ceil(options.patientCount / PATIENTS_PER_DOCTOR); number += 1) {
    doctors.push(account(random, `doctor${number}`, 'Doctor', { speciality: random.pick(DOCTOR_SPECIALITIES) }));
  }
  accounts.push(...doctors.slice(2));
  const patients: DemoPatient[] = [];
  for (let index = 0; index < options.patientCount; index += 1) {
    const owner = doctors.length > 2 ? doctors[index % doctors.length] ?? doctor : index % 5 < 3 ? doctor : doctor2;
    const sex: Sex = random.chance(0.55) ? 'F' : 'M';
    const insuranceIndex = random.int(0, INSURANCES.length - 1);
    const insurance = INSURANCES[insuranceIndex] ?? INSURANCES[0];
    const firstName = demoFirstName(random, sex);
    const lastName = `${demoLastName(random)} ${demoLastName(random)}`;
    patients.push({
      doctorUserName: owner.userName,
      documentId: demoMbi(random),
      firstName, lastName, sex,
      dateOfBirth: formatIsoDate(random.chance(0.1) ? random.int(1962, 1966) : random.int(1930, 1960), random.int(1, 12), random.int(1, 28)),
      insuranceIndex,
      planIndex: random.int(0, (insurance?.plans.length ?? 1) - 1),
      contractNumber: `${random.pick(['CH', 'IM', 'BS'])}${random.digits(9)}`,
      doctorRecordId: `R${String(index + 1001)}`,
      phone: demoPhone(random),
      address: demoAddress(random),
      email: random.chance(0.6) ? `${firstName.normalize('NFD').replace(/[^a-zA-Z]/g, '').toLowerCase()}.${index}@example.com` : null,
      active: random.chance(0.95),
      diagnoses: withExcludedSource(diagnosesFor(random, options.today, `Dr. ${owner.firstName} ${owner.lastName}`), index),
    });
  }
  return { accounts, insurances: INSURANCES, patients };
}
