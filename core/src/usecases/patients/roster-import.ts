import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Actor } from '../../access/actor.js';
import { can } from '../../access/can.js';
import { loadRafEngine } from '../../coding/raf-engine.js';
import type { ScoringFailed } from '../../coding/payment-model.js';
import { readRosterTable, type RosterFileInvalid, type RosterTable } from '../../coding/roster-table.js';
import type { Doctor } from '../../domain/doctor.js';
import type { DoctorId } from '../../domain/ids.js';
import type { Plan } from '../../domain/insurance.js';
import type { NewPatient, RosterConflict } from '../../ports/repositories/patient-repository.js';
import type { Repositories } from '../../ports/repositories/repositories.js';
import type { NotFound, StorageError } from '../../ports/repositories/storage-error.js';
import { validationMessages } from '../../validation/messages.js';
import { validationFailed, type ValidationFailed } from '../../validation/validation-failed.js';
import type { AppPorts } from '../app-ports.js';
import { forbidden, type Forbidden } from '../errors.js';
import { actorOf } from '../actor-of.js';
import type { ClinicalCaller } from '../records/clinical-caller.js';
import { currentPaymentYear } from '../records/payment-year.js';
import { recomputeRecordFigures } from '../records/recompute-record-figures.js';
import { sequentially } from '../records/sequentially.js';
import { patientDoctor } from './patient-doctor.js';
import { checkRosterLine, markRepeats, type CheckedLine, type RosterContext } from './roster-rows.js';

/** A roster file already read into rows of cells (CSV by {@link parseCsv}, .xlsx by the server's file reader). */
export interface RosterImportRequest {
  readonly rows: readonly (readonly string[])[];
  /** The doctor of every row; null reads each row's NPI column (administrators) or takes the caller's doctor. */
  readonly doctorId: DoctorId | null;
  /** Import the valid rows even when others are rejected; otherwise one bad row stops the whole file. */
  readonly importValidRows: boolean;
}

/** What became of one line of the file. */
export interface RosterLineReport {
  readonly line: number;
  readonly documentId: string | null;
  /** `skipped`: valid, but not imported because other lines were rejected. */
  readonly status: 'imported' | 'rejected' | 'skipped';
  readonly errors: readonly string[];
}

export interface RosterReport {
  readonly imported: number;
  readonly rejected: number;
  readonly lines: readonly RosterLineReport[];
  readonly ignoredColumns: readonly string[];
}

/** At least one line broke a rule and the caller did not ask to import the others: nothing was written. */
export interface RosterRejected {
  readonly kind: 'RosterRejected';
  readonly report: RosterReport;
}

export type RosterImportError = RosterRejected | RosterFileInvalid | Forbidden | ValidationFailed | NotFound | ScoringFailed | StorageError;

const DUPLICATE_MESSAGE = 'Document ID: The doctor already has a patient with this Document ID';

function fileDoctor(ports: Pick<AppPorts, 'doctors'>, actor: Actor, requested: DoctorId | null): ResultAsync<DoctorId | null, Forbidden | ValidationFailed | StorageError> {
  // Administrators may leave the doctor to each row's NPI; everyone else imports for one doctor.
  if (requested === null && can(actor, 'patients.importForAnyDoctor')) return okAsync(null);
  const chosen = patientDoctor(actor, 'patients.create', requested);
  if (chosen.isErr()) return errAsync(chosen.error);
  return ports.doctors.findById(chosen.value).andThen((doctor) => (doctor === null
    ? errAsync(validationFailed([{ field: 'doctorId', message: validationMessages.oneOf('Doctor') }]))
    : okAsync(doctor.id)));
}

function loadContext(repositories: Pick<Repositories, 'doctors' | 'insurances'>, actor: Actor, caller: ClinicalCaller, fileDoctorId: DoctorId | null, table: RosterTable) {
  const npis = fileDoctorId === null ? [...new Set(table.lines.flatMap((line) => (line.values.doctorNpi ? [line.values.doctorNpi.trim()] : [])))] : [];
  const doctors = ResultAsync.combine(npis.map((npi) => repositories.doctors.findByNpi(npi).map((doctor): [string, Doctor | null] => [npi, doctor])));
  return repositories.insurances.listAll({ activeOnly: true }).andThen((insurances) =>
    ResultAsync.combine(insurances.map((insurance) => repositories.insurances.plans(insurance.id).map((plans): [number, readonly Plan[]] => [insurance.id, plans])))
      .andThen((plans) => doctors.map((found): RosterContext => ({
        actor, role: caller.role, fileDoctorId, insurances, plansByInsurance: new Map(plans), doctorsByNpi: new Map(found),
      }))));
}

function report(lines: readonly CheckedLine[], imported: boolean, conflicts: ReadonlySet<number>, ignoredColumns: readonly string[]): RosterReport {
  const reports = lines.map((checked): RosterLineReport => {
    if (conflicts.has(checked.line)) return { line: checked.line, documentId: checked.documentId, status: 'rejected', errors: [DUPLICATE_MESSAGE] };
    if (checked.errors) return { line: checked.line, documentId: checked.documentId, status: 'rejected', errors: checked.errors };
    return { line: checked.line, documentId: checked.documentId, status: imported ? 'imported' : 'skipped', errors: [] };
  });
  return {
    imported: reports.filter((line) => line.status === 'imported').length,
    rejected: reports.filter((line) => line.status === 'rejected').length,
    lines: reports,
    ignoredColumns,
  };
}

type Store = (patients: readonly NewPatient[]) => ResultAsync<unknown, RosterConflict | NotFound | ScoringFailed | StorageError>;

/** Writes the valid lines; when some clash with stored patients and partial imports are allowed, once more without them. */
function storeLines(store: Store, lines: readonly CheckedLine[], request: RosterImportRequest, ignoredColumns: readonly string[]): ResultAsync<RosterReport, RosterImportError> {
  const rejectedAny = lines.some((checked) => checked.errors);
  if (rejectedAny && !request.importValidRows) return errAsync({ kind: 'RosterRejected', report: report(lines, false, new Set(), ignoredColumns) });
  const attempt = (conflicts: ReadonlySet<number>) => {
    const valid = lines.filter((checked) => checked.patient && !conflicts.has(checked.line));
    const write = valid.length === 0 ? okAsync(undefined) : store(valid.flatMap((checked) => (checked.patient ? [checked.patient] : [])));
    return write.map(() => report(lines, true, conflicts, ignoredColumns)).mapErr((error) => ({ error, valid }));
  };
  return attempt(new Set()).orElse(({ error, valid }) => {
    if (error.kind !== 'RosterConflict') return errAsync(error);
    const conflicts = new Set(error.rows.flatMap((row) => (valid[row] ? [valid[row].line] : [])));
    if (!request.importValidRows) return errAsync({ kind: 'RosterRejected' as const, report: report(lines, false, conflicts, ignoredColumns) });
    return attempt(conflicts).mapErr(({ error: again }) => (again.kind === 'RosterConflict' ? { kind: 'RosterRejected' as const, report: report(lines, false, conflicts, ignoredColumns) } : again));
  });
}

/**
 * Imports a roster of patients (POST Patients/Upload): every line is checked with the patient form's rules and
 * reported; when any line is rejected nothing is written, unless the caller asked to import the valid lines. Valid
 * lines are created with their record for the current payment year and scored, all in one transaction.
 * The checks read outside that transaction; the write itself is all or nothing.
 */
export function importRoster(
  ports: Pick<AppPorts, 'unitOfWork' | 'clock' | 'doctors' | 'users' | 'insurances' | 'settings'>,
  caller: ClinicalCaller,
  request: RosterImportRequest,
): ResultAsync<RosterReport, RosterImportError> {
  if (!can(caller, 'patients.create')) return errAsync(forbidden);
  const at = ports.clock.now();
  return loadRafEngine().andThen(() =>
    actorOf(ports, caller).andThen((actor) => fileDoctor(ports, actor, request.doctorId).andThen((fileDoctorId) => {
      const table = readRosterTable(request.rows, { needsDoctorColumn: fileDoctorId === null });
      if (table.isErr()) return errAsync(table.error);
      return loadContext(ports, actor, caller, fileDoctorId, table.value).andThen((context) =>
        currentPaymentYear(ports.settings).andThen((year) => {
          const lines = markRepeats(table.value.lines.map((line) => checkRosterLine(context, line)));
          const store: Store = (patients) => ports.unitOfWork.run((repositories) => repositories.patients.createMany(patients, year, at)
            .andThen((owners) => sequentially(owners, (owner) => recomputeRecordFigures(repositories, owner.recordId, null, at))
              // The import's audit line names the records it created, which the call could not.
              .map(() => ({ recordId: owners.map((owner) => owner.recordId).join(',') }))));
          return storeLines(store, lines, request, table.value.ignoredColumns);
        }));
    })));
}
