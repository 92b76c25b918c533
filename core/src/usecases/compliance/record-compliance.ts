import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { doctorScope } from '../../access/doctor-scope.js';
import { occurrenceKey } from '../../compliance/compliance-diagnosis.js';
import { HighRiskJustificationSchema, justificationFor } from '../../compliance/high-risk-justification.js';
import { hraOnlyDiagnoses } from '../../compliance/hra-only.js';
import { ledgerRaf } from '../../compliance/ledger-raf.js';
import { paymentYearLedger } from '../../compliance/payment-year-ledger.js';
import { screenDiagnoses, type HighRiskFlag } from '../../compliance/screen-high-risk.js';
import { loadRafEngine, type RafEngine } from '../../coding/raf-engine.js';
import { displayCode } from '../../gaps/coverage.js';
import type { IsoDate } from '../../domain/calendar-date.js';
import type { DoctorId, ProgressNoteId, RecordId } from '../../domain/ids.js';
import type { FactorSetting } from '../../raf/index.js';
import { normaliseCode } from '../../raf/engine/code-key.js';
import type { NotFound, StorageError } from '../../ports/repositories/storage-error.js';
import { validationFailed, type ValidationFailed } from '../../validation/validation-failed.js';
import { actorOf } from '../actor-of.js';
import type { AppPorts } from '../app-ports.js';
import { doctorRefusal } from '../doctor-refusal.js';
import type { Forbidden } from '../errors.js';
import type { ClinicalCaller } from '../records/clinical-caller.js';
import { reachRecord } from '../records/reach-record.js';
import { currentPaymentYear } from '../records/payment-year.js';
import type { PatientInactive } from '../records/record-errors.js';
import { RAF_THAT_COUNTS_MAX_RECORDS, type FlagView, type OverridesReport, type RafThatCounts, type RecordCompliance } from './compliance-views.js';
import { recordComplianceFacts, recordComplianceFactsOf, type RecordComplianceFacts } from './record-compliance-facts.js';

export type CompliancePorts = Pick<AppPorts, 'unitOfWork' | 'clock' | 'settings' | 'patients' | 'doctors' | 'users' | 'highRiskJustifications'>;
export type ComplianceError = NotFound | Forbidden | PatientInactive | ValidationFailed | StorageError;

/** The high-risk flags of a record's diagnostics (each occurrence screened once), as billing and the card read them. */
export function recordFlags(engine: RafEngine, facts: RecordComplianceFacts, factorSettings: readonly FactorSetting[]): HighRiskFlag[] {
  // The catalogue is not read: a neighbour of the mis-keyed rule must be a code documented on the patient's record,
  // which the catalogue held when it was added.
  const documented = new Set(facts.screenFacts.diagnoses.map((d) => normaliseCode(d.code) ?? d.code));
  return screenDiagnoses(engine, { patient: facts.subject, facts: facts.screenFacts, inCatalogue: (code) => documented.has(code), factorSettings });
}

/** Flags, ledger, "RAF that counts" beside "RAF coded" and HRA-only diagnoses of one record. */
export function complianceOf(engine: RafEngine, facts: RecordComplianceFacts, factorSettings: readonly FactorSetting[]): RecordCompliance {
  const { paymentYear } = facts.subject;
  const flags = recordFlags(engine, facts, factorSettings);
  const justifications = facts.justifications;
  const ledger = paymentYearLedger(engine, { paymentYear, diagnoses: facts.diagnoses, flags, justifications });
  const raf = ledgerRaf(engine, facts.subject, paymentYear, ledger, factorSettings);
  return {
    recordId: facts.recordId, paymentYear,
    flags: flags.map((flag): FlagView => {
      const kept = justificationFor(flag, justifications);
      const row = kept === null ? undefined : facts.justifications.find((stored) => stored === kept);
      const justification = row === undefined ? null : {
        id: row.id, ruleId: row.ruleId, ruleVersion: row.ruleVersion, code: row.code, dateOfService: row.dateOfService, by: row.by, reason: row.reason, noteId: row.noteId, at: row.at,
      };
      return { ...flag, sources: [...flag.sources], justification };
    }),
    ledger: ledger.map((entry) => ({ ...entry, findings: [...entry.findings] })),
    raf: raf.unwrapOr(null),
    rafNote: raf.match(() => null, (failure) => failure.message),
    hraOnly: hraOnlyDiagnoses(engine, paymentYear, facts.diagnoses).map((flag) => ({ ...flag, hccs: [...flag.hccs] })),
    notes: facts.notes.map((note) => ({ id: note.id, serviceDate: note.serviceDate, provider: note.provider })),
  };
}

function readCompliance(ports: CompliancePorts, recordId: RecordId): ResultAsync<RecordCompliance, NotFound | StorageError> {
  return ports.settings.get().andThen((settings) => loadRafEngine().andThen((engine) =>
    ports.unitOfWork.run((repositories) => recordComplianceFacts(repositories, recordId)).map((facts) => complianceOf(engine, facts, settings.rafFactors))));
}

/** A record's compliance card (Compliance/GetRecordCompliance), for a caller within reach of it. */
export function recordCompliance(ports: CompliancePorts, caller: ClinicalCaller, recordId: RecordId): ResultAsync<RecordCompliance, ComplianceError> {
  return reachRecord(ports, caller, recordId, 'record.view').andThen(() => readCompliance(ports, recordId));
}

/**
 * "RAF that counts" beside "RAF coded" for the records of a list page, in the order asked; a record outside the
 * caller's reach (or unknown) is left out, as a list never shows it. Each record's reach is checked as any record
 * call checks it; the facts of those in reach are then read together, in a few statements.
 */
export function rafThatCounts(ports: CompliancePorts, caller: ClinicalCaller, recordIds: readonly RecordId[]): ResultAsync<RafThatCounts[], StorageError> {
  const asked = [...new Set(recordIds)].slice(0, RAF_THAT_COUNTS_MAX_RECORDS);
  const reached = asked.reduce<ResultAsync<RecordId[], StorageError>>((all, recordId) => all.andThen((ids) =>
    reachRecord(ports, caller, recordId, 'record.view').map(() => [...ids, recordId])
      .orElse((failure) => (failure.kind === 'Unavailable' ? errAsync(failure) : okAsync(ids)))), okAsync([]));
  return reached.andThen((ids) => ports.settings.get().andThen((settings) => loadRafEngine().andThen((engine) =>
    ports.unitOfWork.run((repositories) => recordComplianceFactsOf(repositories, ids)).map((factsOf) => ids.flatMap((recordId): RafThatCounts[] => {
      const facts = factsOf.get(recordId);
      if (facts === undefined) return [];
      const { raf } = complianceOf(engine, facts, settings.rafFactors);
      return [{ recordId, coded: raf?.coded ?? null, counts: raf?.counts ?? null, atRisk: raf?.atRisk ?? null }];
    })))));
}

/** Why a flagged code is billed: the flag it clears (rule, code, date of service), why, and the signed note. */
export interface JustifyRequest {
  readonly recordId: RecordId;
  readonly ruleId: string;
  readonly code: string;
  readonly dateOfService: IsoDate;
  readonly reason: string;
  readonly noteId: ProgressNoteId;
}

/**
 * Records who justifies a flagged code, why and which signed note of the record documents it. Refused, naming the
 * field, for a code the rule does not flag on the record, a note not of this record, or a reason too short; the
 * row is kept unchanged and the call audited (compliance.justify).
 */
export function justifyHighRisk(ports: CompliancePorts, caller: ClinicalCaller, request: JustifyRequest): ResultAsync<RecordCompliance, ComplianceError> {
  const at = ports.clock.now();
  const parsed = HighRiskJustificationSchema.safeParse({ ...request, by: caller.userId, at: at.toISOString() });
  if (!parsed.success) return errAsync(validationFailed(parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? 'body'), message: issue.message }))));
  const justification = parsed.data;
  return reachRecord(ports, caller, request.recordId, 'compliance.justify').andThen(() => ports.settings.get()).andThen((settings) => loadRafEngine().andThen((engine) =>
    ports.unitOfWork.run((repositories) => repositories.patients.lockRecord(request.recordId).andThen(() => recordComplianceFacts(repositories, request.recordId)).andThen((facts) => {
      const key = occurrenceKey(justification.code, justification.dateOfService);
      const flag = recordFlags(engine, facts, settings.rafFactors).find((f) => f.ruleId === justification.ruleId && f.key === key);
      if (flag === undefined) return errAsync(validationFailed([{ field: 'code', message: `${request.code} on ${request.dateOfService} is not flagged by ${request.ruleId} on this record` }]));
      if (!facts.notes.some((note) => note.id === justification.noteId)) return errAsync(validationFailed([{ field: 'noteId', message: 'must be a signed progress note of this record' }]));
      if (justificationFor(flag, facts.justifications) !== null) return errAsync(validationFailed([{ field: 'code', message: `${flag.code} on ${flag.dateOfService} is already justified` }]));
      return repositories.highRiskJustifications.add(request.recordId, justification, flag.ruleVersion);
    }))).andThen(() => readCompliance(ports, request.recordId)));
}

/** The overrides report's query: a payment year and, optionally, one doctor. */
export interface OverridesQuery {
  /** Null: the portal's payment year. */
  readonly paymentYear: number | null;
  readonly doctorId: DoctorId | null;
}

/** Flagged codes billed with a justification, per doctor in the caller's reach (Compliance/Overrides). */
export function highRiskOverrides(ports: CompliancePorts, caller: ClinicalCaller, query: OverridesQuery): ResultAsync<OverridesReport, ValidationFailed | Forbidden | StorageError> {
  return actorOf(ports, caller).andThen((actor) => doctorScope(actor, 'compliance.viewOverrides', query.doctorId).mapErr(doctorRefusal))
    .andThen((scope) => (query.paymentYear === null ? currentPaymentYear(ports.settings) : okAsync(query.paymentYear)).andThen((paymentYear) =>
      ports.highRiskJustifications.listOverrides({ doctorIds: scope.kind === 'every' ? null : scope.doctorIds, paymentYear }).map((rows) => ({ rows, paymentYear }))))
    .andThen(({ rows, paymentYear }) => {
      const doctors = new Map<number, OverridesReport['doctors'][number]>();
      for (const row of rows) {
        const doctor = doctors.get(row.doctorId) ?? { doctorId: row.doctorId, doctorName: row.doctorName, overrides: 0, rows: [] };
        doctor.overrides += 1;
        doctor.rows.push({
          // Dotted, as ICD-10-CM writes it and every screen shows it (stored without the dot).
          id: row.id, recordId: row.recordId, ruleId: row.ruleId, ruleVersion: row.ruleVersion, code: displayCode(row.code), dateOfService: row.dateOfService, by: row.by,
          byName: row.byName, reason: row.reason, noteId: row.noteId, at: row.at, patientName: row.patientName,
        });
        doctors.set(row.doctorId, doctor);
      }
      return okAsync({ paymentYear, doctors: [...doctors.values()].sort((a, b) => b.overrides - a.overrides || a.doctorName.localeCompare(b.doctorName)) });
    });
}
