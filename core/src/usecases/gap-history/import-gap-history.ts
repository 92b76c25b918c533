import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { can } from '../../access/can.js';
import { doctorScope } from '../../access/doctor-scope.js';
import type { DoctorId, PatientId, RecordId } from '../../domain/ids.js';
import { planHistoryImport, type HistoryContext, type HistoryImportPlan, type HistoryPatient, type ImportedDiagnosis } from '../../gaps/history-import.js';
import type { AppPorts } from '../app-ports.js';
import type { NamedPatient } from '../../ports/repositories/patient-repository.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import { validationFailed, type ValidationFailed } from '../../validation/validation-failed.js';
import { actorOf } from '../actor-of.js';
import { doctorRefusal } from '../doctor-refusal.js';
import { forbidden, type Forbidden } from '../errors.js';
import type { HistoryImportReport } from '../gaps/gap-views.js';
import { loadRafEngine } from '../../coding/raf-engine.js';
import { refreshPatientGaps } from '../gaps/refresh-gaps.js';
import { flagHistoryLines } from './flag-history-lines.js';
import type { ClinicalCaller } from '../records/clinical-caller.js';
import { currentPaymentYear } from '../records/payment-year.js';
import { isoDay } from '../records/today.js';

/** An imported history already read into rows of cells by the roster's safe reader (.csv, or an .xlsx's first sheet). */
export interface GapHistoryImportRequest {
  readonly fileName: string;
  readonly rows: readonly (readonly string[])[];
  /** The doctor whose patients the lines may name (Staff name theirs); null: every doctor in reach. */
  readonly doctorId: DoctorId | null;
}

export type GapHistoryImportPorts = Pick<AppPorts, 'unitOfWork' | 'clock' | 'doctors' | 'users' | 'patients' | 'catalogue' | 'settings'>;
export type GapHistoryImportError = Forbidden | ValidationFailed | StorageError;

/** What the lines of a file name, gathered by a first reading of it with the same column rules as the real one. */
interface FileNames {
  readonly contractNumbers: Set<string>;
  readonly recordIds: Set<number>;
  readonly codes: Set<string>;
}

// The lines are read twice by the one line checker: first only to learn which patients and codes they name (so those
// are loaded in a few statements, not one per line), then against what was loaded.
function namesIn(rows: GapHistoryImportRequest['rows'], today: HistoryContext['today']): FileNames {
  const names: FileNames = { contractNumbers: new Set(), recordIds: new Set(), codes: new Set() };
  const none = (): HistoryPatient | null => null;
  planHistoryImport(rows, {
    today,
    byContractNumber: (contractNumber) => (names.contractNumbers.add(contractNumber), none()),
    byRecordId: (recordId) => (names.recordIds.add(recordId), none()),
    isBillableCode: (code) => (names.codes.add(code), true),
  });
  return names;
}

function contextOf(found: readonly NamedPatient[], billable: ReadonlySet<string>, today: HistoryContext['today']): HistoryContext {
  const byContract = new Map<string, HistoryPatient>();
  const byRecord = new Map<number, HistoryPatient>();
  for (const patient of found) {
    const entry = { patientId: patient.patientId, recordId: patient.recordId };
    // Two patients in reach with one contract number: the first stored is the one meant (a contract number names one member).
    if (patient.namedRecordId === null && patient.contractNumber !== null && !byContract.has(patient.contractNumber)) byContract.set(patient.contractNumber, entry);
    if (patient.namedRecordId !== null) byRecord.set(patient.namedRecordId, entry);
  }
  return { today, byContractNumber: (number) => byContract.get(number) ?? null, byRecordId: (id) => byRecord.get(id) ?? null, isBillableCode: (code) => billable.has(code) };
}

function report(fileName: string, plan: HistoryImportPlan, patientsRecomputed: number, flagged: ReadonlyMap<number, readonly string[]> = new Map()): HistoryImportReport {
  return {
    fileName,
    taken: plan.lines.filter((line) => line.status === 'taken').length,
    refused: plan.lines.filter((line) => line.status === 'refused').length,
    flagged: flagged.size,
    lines: plan.lines.map((line) => ({ line: line.line, status: line.status, errors: [...line.errors], flags: [...(flagged.get(line.line) ?? [])] })),
    ignoredColumns: [...plan.ignoredColumns],
    patientsRecomputed,
  };
}

const newRows = (taken: readonly ImportedDiagnosis[]) => taken.map((line) => ({
  patientId: line.patientId as PatientId, code: line.code, dateOfService: line.dateOfService, source: line.source, providerNpi: line.providerNpi,
}));

/**
 * Imports a history of prior diagnoses (Gaps/ImportHistory): every line is checked by the gaps' line rules
 * ({@link planHistoryImport}: the patient by contract number or record id among the doctors in reach, a billable
 * ICD-10-CM code of the catalogue, a date of service not after today, the source, an NPI with its check digit) and
 * reported as taken or refused with its reasons. The taken lines are stored and their patients' gaps computed again in
 * one transaction: a failure leaves nothing of the file. A file that cannot be read as a history is refused whole.
 * Each taken line is screened with the high-risk rules against all the portal then holds of its patient, and its
 * flags named on the line (taken all the same: a history is evidence, billing is where a flag must be justified).
 */
export function importGapHistory(ports: GapHistoryImportPorts, caller: ClinicalCaller, request: GapHistoryImportRequest): ResultAsync<HistoryImportReport, GapHistoryImportError> {
  if (!can(caller, 'gaps.importHistory')) return errAsync(forbidden);
  const at = ports.clock.now();
  const today = isoDay(at);
  return actorOf(ports, caller).andThen((actor) => {
    const scope = doctorScope(actor, 'gaps.importHistory', request.doctorId);
    if (scope.isErr()) return errAsync(doctorRefusal(scope.error));
    const names = namesIn(request.rows, today);
    return currentPaymentYear(ports.settings).andThen((paymentYear) => ports.patients.named({
      doctorIds: scope.value.kind === 'every' ? null : scope.value.doctorIds, contractNumbers: [...names.contractNumbers], recordIds: [...names.recordIds].map((id) => id as RecordId), paymentYear,
    }).andThen((found) => ports.catalogue.findMany([...names.codes]).andThen((entries) => {
      const billable = new Set(entries.filter((entry) => entry.billable).map((entry) => entry.code));
      const plan = planHistoryImport(request.rows, contextOf(found, billable, today));
      if (plan.isErr()) return errAsync(validationFailed(plan.error.problems.map((message) => ({ field: 'file', message }))));
      const { taken } = plan.value;
      if (taken.length === 0) return okAsync(report(request.fileName, plan.value, 0));
      const patientIds = [...new Set(taken.map((line) => line.patientId as PatientId))];
      return ports.unitOfWork.run((repositories) => repositories.gaps.addImported(newRows(taken), caller.userId, at)
        .andThen(() => refreshPatientGaps(repositories, patientIds, paymentYear, at))
        .andThen(({ bases }) => repositories.settings.get().andThen((settings) => loadRafEngine().map((engine) => flagHistoryLines(engine, bases, taken, settings.rafFactors)))))
        .map((flagged) => report(request.fileName, plan.value, patientIds.length, flagged));
    })));
  });
}
