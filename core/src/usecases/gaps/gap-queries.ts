import { err, errAsync, okAsync, type Result, type ResultAsync } from 'neverthrow';
import type { Actor } from '../../access/actor.js';
import { refusal } from '../../access/can.js';
import { insuranceScope } from '../../access/data-scope.js';
import { doctorScope } from '../../access/doctor-scope.js';
import { loadRafEngine } from '../../coding/raf-engine.js';
import type { DoctorId, InsuranceId, PatientId, RecordId } from '../../domain/ids.js';
import type { DispositionState } from '../../gaps/disposition.js';
import { serviceYearOf } from '../../gaps/gap-facts.js';
import { recaptureCurve } from '../../gaps/recapture-curve.js';
import { rankWorklist, WORKLIST_OPEN_STATES } from '../../gaps/worklist-ranking.js';
import type { StoredGapSet } from '../../ports/repositories/gap-repository.js';
import type { Page } from '../../ports/repositories/page.js';
import { notFound, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import type { ValidationFailed } from '../../validation/validation-failed.js';
import { actorOf } from '../actor-of.js';
import type { AppPorts } from '../app-ports.js';
import { doctorRefusal } from '../doctor-refusal.js';
import { forbidden, type Forbidden } from '../errors.js';
import type { ClinicalCaller } from '../records/clinical-caller.js';
import { currentPaymentYear } from '../records/payment-year.js';
import { reachRecord } from '../records/reach-record.js';
import type { PatientInactive } from '../records/record-errors.js';
import { isoDay } from '../records/today.js';
import type { CurveQuery, WorklistQuery } from './gap-requests.js';
import { daysLeftOf, lastYearHccsOf, patientGapOf } from './gap-view-of.js';
import type { RecaptureCurveView, RecordGaps, WorklistRow, WorklistStatus } from './gap-views.js';
import { refreshPatientGaps } from './refresh-gaps.js';

export type GapQueryPorts = Pick<AppPorts, 'gaps' | 'patients' | 'doctors' | 'users' | 'settings' | 'clock' | 'unitOfWork' | 'replicaReads'>;
export type GapQueryError = NotFound | Forbidden | PatientInactive | ValidationFailed | StorageError;

/** The states a worklist status shows. */
export const statesOf = (status: WorklistStatus): readonly DispositionState[] => (status === 'to-do' ? WORKLIST_OPEN_STATES : [status]);

/** The doctors and insurances the caller's gaps calls reach, narrowed to the ones asked for. */
function gapScope(actor: Actor, doctorId: DoctorId | null, insuranceId: InsuranceId | null): Result<{ doctorIds: readonly DoctorId[] | null; insuranceIds: readonly InsuranceId[] | null }, Forbidden | ValidationFailed> {
  const insurance = insuranceScope(actor);
  if (insurance.kind === 'none') return err(forbidden);
  return doctorScope(actor, 'gaps.view', doctorId).mapErr(doctorRefusal).map((scope) => {
    const bound = insurance.kind === 'insurance' ? insurance.insuranceId : null;
    // A bound account asking for another insurance reaches none of it.
    const insuranceIds = bound === null ? (insuranceId === null ? null : [insuranceId]) : insuranceId === null || insuranceId === bound ? [bound] : [];
    return { doctorIds: scope.kind === 'every' ? null : scope.doctorIds, insuranceIds };
  });
}

/** A patient's stored set, computed (and stored) first when there is none yet. */
function setOf(ports: GapQueryPorts, patientId: PatientId, paymentYear: number): ResultAsync<StoredGapSet | null, StorageError> {
  return ports.gaps.findSet(patientId, paymentYear).andThen((set) => (set !== null ? okAsync(set)
    : ports.unitOfWork.run((repositories) => refreshPatientGaps(repositories, [patientId], paymentYear, ports.clock.now())).map((refresh) => refresh.sets[0] ?? null)));
}

/**
 * The gaps of a record's patient for the record's payment year, each with its evidence, worth, standing and history,
 * with last year's HCCs and the days left; computed on the first read when the patient has none stored yet. A record
 * outside the caller's reach is not found.
 */
export function recordGaps(ports: GapQueryPorts, caller: ClinicalCaller, recordId: RecordId): ResultAsync<RecordGaps, GapQueryError> {
  const today = isoDay(ports.clock.now());
  return reachRecord(ports, caller, recordId, 'gaps.view').andThen(({ owner }) => {
    const year = owner.paymentYear;
    return ports.patients.findByRecord(recordId, today).andThen((row) => (row === null ? errAsync(notFound('record')) : okAsync(row)))
      .andThen((row) => setOf(ports, owner.patientId, year).andThen((set) => ports.gaps.dispositions([owner.patientId], year)
        .andThen((dispositions) => ports.gaps.history(owner.patientId, year)
          .andThen((history) => ports.gaps.basis({ patientIds: [owner.patientId] }, year)
            .andThen((bases) => loadRafEngine().map((engine): RecordGaps => {
              const byKey = new Map(dispositions.map((disposition) => [disposition.gapKey, disposition]));
              return {
                patient: {
                  patientId: owner.patientId, recordId, patientName: row.patientName, dateOfBirth: row.dateOfBirth, contractNumber: row.insuranceContractNumber ?? null,
                  doctorId: owner.doctorId, doctorName: row.doctorName ?? '', insuranceId: owner.insuranceId, insuranceName: row.insuranceName ?? null,
                },
                paymentYear: year, serviceYear: serviceYearOf(year), openWorth: set?.openWorth ?? null,
                gaps: (set?.gaps ?? []).map((stored) => patientGapOf(stored, byKey.get(stored.gap.key), history)),
                lastYearHccs: lastYearHccsOf(engine, bases[0]?.diagnoses ?? [], serviceYearOf(year)),
                daysLeft: daysLeftOf(today, serviceYearOf(year)),
                computedAt: set?.computedAt.toISOString() ?? null,
              };
            }))))));
  });
}

/**
 * A page of the worklist: the patients in the caller's reach (a Doctor's own, Staff and Training their doctors', MAG
 * roles any, insurance staff their insurance's) with a gap matching the filters, ranked by open value (rankWorklist)
 * unless a column is asked for; each row shows the matching gaps and the days left. Read from the replica when there is one.
 */
export function gapWorklist(ports: GapQueryPorts, caller: ClinicalCaller, query: WorklistQuery): ResultAsync<Page<WorklistRow>, GapQueryError> {
  if (refusal(caller, 'gaps.view') !== null) return errAsync(forbidden);
  const today = isoDay(ports.clock.now());
  const states = statesOf(query.status);
  return actorOf(ports, caller).andThen((actor) => gapScope(actor, query.doctorId, query.insuranceId).asyncAndThen((scope) =>
    (query.paymentYear === null ? currentPaymentYear(ports.settings) : okAsync(query.paymentYear)).andThen((paymentYear) =>
      ports.replicaReads.gaps.worklist({ paymentYear, window: query.window, ...scope, kind: query.kind, hcc: query.hcc, states, searchQuery: query.searchQuery, sort: query.sort })
        .andThen((page) => ports.replicaReads.gaps.dispositions(page.items.map((item) => item.set.patientId), paymentYear).map((dispositions) => {
          const byKey = new Map(dispositions.map((disposition) => [`${disposition.patientId}:${disposition.gapKey}`, disposition]));
          const entries = page.items.map((item) => ({
            patient: item,
            openValue: { raf: item.set.openWorth.raf, dollars: item.set.openWorth.annualBudget === null ? null : { annualBudget: item.set.openWorth.annualBudget, netSurplus: item.set.openWorth.netSurplus ?? 0 }, factorStatus: item.set.openWorth.factorStatus, gaps: item.set.openWorth.gaps },
            gaps: item.set.gaps.map((stored) => ({ kind: stored.gap.kind, hcc: stored.gap.hcc, state: stored.state, raf: stored.worth?.raf ?? 0 })),
          }));
          // The database already orders by open value; rankWorklist is the rule, and it keeps the page's order on ties.
          const ordered = query.sort === null ? rankWorklist(entries) : entries;
          const items = ordered.map(({ patient: { patient, set } }): WorklistRow => ({
            patient, paymentYear, openWorth: set.openWorth, daysLeft: daysLeftOf(today, serviceYearOf(paymentYear)),
            gaps: set.gaps.filter((stored) => states.includes(stored.state) && (query.kind === null || stored.gap.kind === query.kind) && (query.hcc === null || stored.gap.hcc === query.hcc))
              .map((stored) => patientGapOf(stored, byKey.get(`${set.patientId}:${stored.gap.key}`))),
          }));
          return { items, totalCount: page.totalCount };
        })))));
}

/**
 * The recapture curve of the doctors in the caller's reach (or of one): of the HCCs each patient had documented in the
 * year before the service year, the share documented again by the end of each month, this year to today against last.
 */
export function gapRecaptureCurve(ports: GapQueryPorts, caller: ClinicalCaller, query: CurveQuery): ResultAsync<RecaptureCurveView, GapQueryError> {
  if (refusal(caller, 'gaps.view') !== null) return errAsync(forbidden);
  const today = isoDay(ports.clock.now());
  return actorOf(ports, caller).andThen((actor) => gapScope(actor, query.doctorId, null).asyncAndThen((scope) =>
    (query.paymentYear === null ? currentPaymentYear(ports.settings) : okAsync(query.paymentYear)).andThen((paymentYear) => {
      const serviceYear = serviceYearOf(paymentYear);
      return ports.gaps.datedCodes({ ...scope, fromYear: serviceYear - 2, toYear: serviceYear }).andThen((patients) => loadRafEngine().map((engine) => {
        const curve = recaptureCurve(engine, patients, serviceYear, today);
        return { doctorId: query.doctorId, serviceYear, paymentYear: curve.paymentYear, thisYear: [...curve.thisYear], lastYear: [...curve.lastYear] };
      }));
    })));
}
