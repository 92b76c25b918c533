import { okAsync, ResultAsync } from 'neverthrow';
import type {
  Clock, DoctorId, InsuranceId, IsoDate, LoadedDiagnostic, NewPatient, PasswordHasher, PlanId, ProgressNotePrinter, RecordFigures, RecordId, RecordOwner,
  Repositories, ScoringSubject, UnitOfWork, UserId, UserInput,
} from '@rafdesk/core';
import { NO_PAYMENT_FACTS, loadRafEngine, refreshGaps, scoreRecordFigures } from '@rafdesk/core';
import { DEMO_GAPS_DOCTOR, planDemoGaps } from './demo-gap-plan.js';
import { planDemoPractice, type DemoAccount, type DemoDiagnosis, type DemoPatient } from './demo-plan.js';
import { seedDemoGaps } from './seed-demo-gaps.js';

/** What seeding the demo practice needs; the catalogue must be seeded before (seedStandardContent). */
export interface DemoSeedPorts {
  readonly unitOfWork: UnitOfWork;
  readonly hasher: PasswordHasher;
  readonly clock: Clock;
  /** Prints the demo's Smart PN summaries (the web app prints them on submitting); without one the demo has no notes. */
  readonly notePrinter?: ProgressNotePrinter;
}

export interface DemoSeedOptions {
  readonly password: string;
  readonly paymentYear: number;
  readonly patientCount?: number;
}

export type DemoSeedSummary =
  | { readonly seeded: false; readonly reason: 'DatabaseNotEmpty' }
  | { readonly seeded: true; readonly users: number; readonly patients: number; readonly diagnostics: number };

/** Seeding stopped; `step` says where, `cause` carries the port's typed error. Nothing of that step was kept. */
export interface DemoSeedError {
  readonly kind: 'DemoSeedFailed';
  readonly step: string;
  readonly cause: unknown;
}

class StepFailed extends Error {
  constructor(readonly step: string, readonly failure: unknown) {
    super(step);
  }
}

async function must<T>(step: string, result: ResultAsync<T, unknown>): Promise<T> {
  const outcome = await result;
  if (outcome.isErr()) throw new StepFailed(step, outcome.error);
  return outcome.value;
}

function userInput(account: DemoAccount, insuranceId: InsuranceId | null): UserInput {
  const doctor = account.role === 'Doctor';
  const email = `${account.userName}@rafdesk.example`;
  return {
    id: null, role: account.role, documentId: account.documentId, mdLicenseNumber: doctor ? `MD${account.documentId.slice(-6)}` : null,
    insuranceId, ipaNumber: account.ipaNumber, firstName: account.firstName, lastName: account.lastName, speciality: account.speciality,
    sex: account.sex, dateOfBirth: account.dateOfBirth, phone: account.phone, phone2: null, email,
    street: account.address.street, city: account.address.city, state: account.address.state, zip: account.address.zip,
    whatsAppPhone: null, authorizedContact1: { firstName: null, lastName: null }, authorizedContact2: { firstName: null, lastName: null },
    billingProgramIds: doctor ? [1] : [], recordProgramIds: doctor ? [1] : [], serviceIds: doctor ? [1, 5] : [],
    otherBillingProgram: null, otherRecordProgram: null,
    addresses: doctor ? [{ id: null, locationName: 'Main office', ...account.address, phone: account.phone, phone2: null, email, emailConfirmation: email }] : [],
  };
}

function newPatient(patient: DemoPatient, doctorId: DoctorId, insuranceId: InsuranceId, planId: PlanId): NewPatient {
  return {
    documentId: patient.documentId, firstName: patient.firstName, lastName: patient.lastName, sex: patient.sex,
    dateOfBirth: patient.dateOfBirth, insuranceId, planId, insuranceContractNumber: patient.contractNumber,
    doctorRecordId: patient.doctorRecordId, phone: patient.phone, phone2: null, email: patient.email,
    street: patient.address.street, city: patient.address.city, state: patient.address.state, zip: patient.address.zip,
    doctorId, insuranceName: null, planName: null, ...NO_PAYMENT_FACTS,
  };
}

async function seedPeople(repositories: Repositories, hasher: PasswordHasher, plan: ReturnType<typeof planDemoPractice>, options: DemoSeedOptions, at: Date) {
  const insurances: { id: InsuranceId; planIds: PlanId[] }[] = [];
  for (const insurance of plan.insurances) {
    const created = await must('insurance', repositories.insurances.create(insurance.name, at));
    const planIds: PlanId[] = [];
    for (const name of insurance.plans) planIds.push((await must('plan', repositories.insurances.createPlan(name, created.id, at))).id);
    insurances.push({ id: created.id, planIds });
  }
  const users = new Map<string, { userId: UserId; doctorId: DoctorId | null }>();
  for (const account of plan.accounts) {
    const insuranceId = account.insuranceIndex === null ? null : insurances[account.insuranceIndex]?.id ?? null;
    const passwordHash = await demoPasswordHash(hasher, account.userName, options.password);
    const user = await must(`user ${account.userName}`, repositories.users.create(
      { user: userInput(account, insuranceId), userName: account.userName, passwordHash, profileCompleted: true, policyAcceptedAt: at }, at));
    users.set(account.userName, { userId: user.id, doctorId: user.doctorId });
  }
  for (const account of plan.accounts.filter((a) => a.actsFor.length > 0)) {
    const staff = users.get(account.userName);
    const doctorIds = account.actsFor.map((name) => users.get(name)?.doctorId).filter((id): id is DoctorId => id != null);
    if (staff) await must('staff doctors', repositories.doctors.setStaffDoctors(staff.userId, doctorIds));
  }
  for (const doctor of [...users.values()].filter((u) => u.doctorId !== null)) {
    for (const [index, insurance] of plan.insurances.entries()) {
      const insuranceId = insurances[index]?.id;
      if (insuranceId === undefined || doctor.doctorId === null) continue;
      await must('agreement', repositories.insurances.saveAgreement({
        id: null, doctorId: doctor.doctorId, insuranceId, paymentYear: options.paymentYear, premiumPerMember: insurance.premiumPerMember,
        medicalLossRatio: insurance.medicalLossRatio, surplusShare: insurance.surplusShare, expensesOverall: insurance.expensesOverall, active: true,
      }, at));
    }
  }
  return { insurances, users };
}

// Each account's own hash (its own salt), kept per process: the test suites seed the demo before every test, and seven
// argon2id hashes each time would cost them minutes. A kept hash is used only while the hasher would not renew it.
const demoHashes = new Map<string, string>();

async function demoPasswordHash(hasher: PasswordHasher, userName: string, password: string): Promise<string> {
  const key = JSON.stringify([userName, password]);
  const kept = demoHashes.get(key);
  if (kept !== undefined && !hasher.needsRehash(kept)) return kept;
  const made = await must('password', hasher.hash(password));
  demoHashes.set(key, made);
  return made;
}

// Patients per round of statements: a few inserts and one update per round, whatever the size of the practice.
const PATIENT_CHUNK = 1000;

/** What the engine scores a planned patient with: the record as seeding stores it (demographics beyond sex and age keep their defaults). */
function subjectOf(patient: DemoPatient, recordId: RecordId, paymentYear: number, diagnoses: readonly DemoDiagnosis[]): ScoringSubject {
  return {
    recordId, paymentYear, sex: patient.sex, dateOfBirth: patient.dateOfBirth, dualStatus: 'none', institutional: false, newEnrollee: false,
    originalReasonForEntitlement: 0, patientActive: patient.active, ...NO_PAYMENT_FACTS,
    diagnostics: diagnoses.map((d) => ({ code: d.code, active: d.active, billedFirstSemester: d.billedFirstSemester, billedSecondSemester: d.billedSecondSemester, ...(d.source === undefined ? {} : { source: d.source }) })),
  };
}

async function seedPatients(repositories: Repositories, plan: ReturnType<typeof planDemoPractice>, people: Awaited<ReturnType<typeof seedPeople>>, options: DemoSeedOptions, at: Date) {
  const engine = await must('engine', loadRafEngine());
  const planned = [...new Set(plan.patients.flatMap((p) => p.diagnoses.map((d) => d.code)))];
  const known = new Set((await must('catalogue', repositories.catalogue.findMany(planned))).map((entry) => entry.code));
  let patients = 0;
  let diagnostics = 0;
  const recordOwners = new Map<DemoPatient, RecordOwner>();
  for (let start = 0; start < plan.patients.length; start += PATIENT_CHUNK) {
    const chunk = plan.patients.slice(start, start + PATIENT_CHUNK);
    const owners = chunk.map((patient) => {
      const owner = people.users.get(patient.doctorUserName);
      const insurance = people.insurances[patient.insuranceIndex];
      const planId = insurance?.planIds[patient.planIndex];
      if (!owner?.doctorId || !insurance || planId === undefined) throw new StepFailed('patient', 'demo plan names an unknown doctor or insurance');
      return { owner, patient: newPatient(patient, owner.doctorId, insurance.id, planId) };
    });
    const created = await must('patient', repositories.patients.createMany(owners.map((o) => o.patient), options.paymentYear, at));
    if (created.length !== chunk.length) throw new StepFailed('patient', 'not every record was created');
    chunk.forEach((patient, index) => recordOwners.set(patient, created[index] as RecordOwner));
    const loaded: LoadedDiagnostic[] = [];
    const figures: { recordId: RecordId; figures: RecordFigures }[] = [];
    for (const [index, patient] of chunk.entries()) {
      const recordId = (created[index] as (typeof created)[number]).recordId;
      const rows = patient.diagnoses.filter((d) => known.has(d.code));
      loaded.push(...rows.map((d) => ({
        recordId, code: d.code, serviceDate: d.serviceDate, queue: null, provider: d.provider, specialty: d.specialty, documentation: null,
        active: d.active, billedFirstSemester: d.billedFirstSemester, billedSecondSemester: d.billedSecondSemester, createdBy: owners[index]?.owner.userId ?? null,
        ...(d.source === undefined ? {} : { source: d.source }),
      })));
      const scored = scoreRecordFigures(engine, subjectOf(patient, recordId, options.paymentYear, rows), options.paymentYear);
      if (scored.isErr()) throw new StepFailed('figures', scored.error);
      figures.push({ recordId, figures: scored.value });
    }
    diagnostics += await must('diagnostics', repositories.recordDiagnostics.addMany(loaded, at));
    for (const [index, patient] of chunk.entries()) {
      const doctorId = owners[index]?.owner.doctorId;
      if (!patient.active && doctorId) await must('patient status', repositories.patients.setActive(doctorId, patient.documentId, false, at));
    }
    await must('figures', repositories.patients.saveFiguresMany(figures, at));
    patients += created.length;
  }
  return { patients, diagnostics, owners: recordOwners, engine };
}

/** The demo doctor's worklist: earlier-year records, imported history and Smart PN notes for each kind of gap. */
async function seedGaps(repositories: Repositories, ports: DemoSeedPorts, plan: ReturnType<typeof planDemoPractice>, people: Awaited<ReturnType<typeof seedPeople>>,
  seeded: Awaited<ReturnType<typeof seedPatients>>, options: DemoSeedOptions, today: IsoDate, at: Date): Promise<number> {
  const doctor = people.users.get(DEMO_GAPS_DOCTOR);
  const account = plan.accounts.find((a) => a.userName === DEMO_GAPS_DOCTOR);
  if (!doctor?.doctorId || !account) return 0;
  const doctorId = doctor.doctorId;
  const stories = planDemoGaps(plan, { today, paymentYear: options.paymentYear });
  return seedDemoGaps(repositories, seeded.engine, stories, (story) => {
    const owner = seeded.owners.get(story.patient);
    return owner === undefined ? null : { patientId: owner.patientId, recordId: owner.recordId, doctorId, doctorUserId: doctor.userId, doctorName: `Dr. ${account.firstName} ${account.lastName}` };
  }, { paymentYear: options.paymentYear, at, notePrinter: ports.notePrinter ?? null, must });
}

/**
 * Seeds the demo practice when the database has no user yet (and only then): accounts for every role with
 * one shared password, insurances with plans and agreements, and the patients with their coded diagnostics,
 * each record's RAF figures computed by the engine, the demo doctor's gap stories ({@link planDemoGaps}: last year's
 * records, an imported history, Smart PNs) and every patient's gaps stored. Everything is one transaction: a failed
 * seed leaves the database as it was. Codes missing from the catalogue are skipped, so seed the standard content first.
 */
export function seedDemoPractice(ports: DemoSeedPorts, options: DemoSeedOptions): ResultAsync<DemoSeedSummary, DemoSeedError> {
  const at = ports.clock.now();
  const today = at.toISOString().slice(0, 10) as IsoDate;
  const plan = planDemoPractice({ today, patientCount: options.patientCount ?? 300 });
  const failed = (error: unknown): DemoSeedError => (isSeedError(error) ? error
    : { kind: 'DemoSeedFailed', step: error instanceof StepFailed ? error.step : 'seed', cause: error instanceof StepFailed ? error.failure : error });

  return ports.unitOfWork.run((repositories) => repositories.users.list({ pageNumber: 1, pageSize: 1, searchQuery: null }))
    .mapErr(failed)
    .andThen((existing) => {
      if (existing.totalCount > 0) return okAsync<DemoSeedSummary, DemoSeedError>({ seeded: false, reason: 'DatabaseNotEmpty' });
      return ports.unitOfWork.run((repositories) => ResultAsync.fromPromise((async (): Promise<DemoSeedSummary> => {
        const people = await seedPeople(repositories, ports.hasher, plan, options, at);
        const patients = await seedPatients(repositories, plan, people, options, at);
        await seedGaps(repositories, ports, plan, people, patients, options, today, at);
        // Every patient's gaps found and stored, so the worklist lists them from the first start.
        await must('gaps', refreshGaps(repositories, { doctorIds: null }, options.paymentYear, at));
        return { seeded: true, users: people.users.size, patients: patients.patients, diagnostics: patients.diagnostics };
      })(), failed)).mapErr(failed);
    });
}

function isSeedError(error: unknown): error is DemoSeedError {
  return typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'DemoSeedFailed';
}
