import { okAsync, type ResultAsync } from 'neverthrow';
import { doctorScope } from '../../access/doctor-scope.js';
import { loadRafEngine } from '../../coding/raf-engine.js';
import type { GapDisposition } from '../../gaps/disposition.js';
import type { PatientListRow } from '../../domain/patient.js';
import type { PatientListFilter } from '../../ports/repositories/patient-repository.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import { thousandthsApart } from '../../compliance/raf-change.js';
import type { ValidationFailed } from '../../validation/validation-failed.js';
import { actorOf } from '../actor-of.js';
import type { AppPorts } from '../app-ports.js';
import { doctorRefusal } from '../doctor-refusal.js';
import type { Forbidden } from '../errors.js';
import type { ClinicalCaller } from '../records/clinical-caller.js';
import { currentPaymentYear } from '../records/payment-year.js';
import { isoDay } from '../records/today.js';
import { doctorFilter } from '../patients/list-patients.js';
import type { ComplianceReport, ComplianceSummary, RecordCompliance } from './compliance-views.js';
import { complianceOf } from './record-compliance.js';
import { recordComplianceFactsOf } from './record-compliance-facts.js';
import type { OverridesQuery } from './record-compliance.js';

export type ComplianceReportPorts = Pick<AppPorts, 'unitOfWork' | 'clock' | 'settings' | 'patients' | 'doctors' | 'users'>;

/** One record as the report reads it: whose it is, its compliance card and its gaps' dispositions of the year. */
export interface ReportedRecord {
  readonly doctorId: number;
  readonly doctorName: string;
  readonly card: RecordCompliance;
  readonly dispositions: readonly GapDisposition[];
}

const CHART_REVIEW_SOURCES: ReadonlySet<string> = new Set(['chart-review-linked', 'chart-review-unlinked']);
/** Records read per page of the patient list (and per transaction of their cards): the list pages by offset, so fewer, larger pages (30,000 records: 13.6 s at 200, 10.3 s at 1,000). */
const RECORDS_PER_PAGE = 1000;

const ratio = (part: number, whole: number): number | null => (whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000);
const rounded = (value: number): number => Math.round(value * 1000) / 1000;

/** A gap review's delete: a coded condition marked not present by deleting it as unsupported (it keeps the code). */
const isDelete = (disposition: GapDisposition): boolean => disposition.state === 'not-present' && disposition.reason === 'not-supported' && disposition.code !== null;

/** Sums the records of one line of the report (a doctor's, or all of them for the practice). */
export function summarizeCompliance(records: readonly ReportedRecord[]): ComplianceSummary {
  let rafCoded = 0;
  let rafCounts = 0;
  let unscored = 0;
  let flaggedCodes = 0;
  let overrides = 0;
  let yearLines = 0;
  let chartReviewLines = 0;
  let hraOnlyLines = 0;
  let adds = 0;
  let deletes = 0;
  for (const { card, dispositions } of records) {
    if (card.raf === null) unscored += 1;
    else {
      rafCoded += card.raf.coded;
      rafCounts += card.raf.counts;
    }
    flaggedCodes += card.flags.length;
    overrides += card.flags.filter((flag) => flag.justification !== null).length;
    const lines = card.ledger.filter((entry) => entry.active && entry.paymentYear === card.paymentYear);
    yearLines += lines.length;
    chartReviewLines += lines.filter((entry) => CHART_REVIEW_SOURCES.has(entry.source)).length;
    hraOnlyLines += card.hraOnly.length;
    adds += dispositions.filter((disposition) => disposition.state === 'documented').length;
    deletes += dispositions.filter(isDelete).length;
  }
  return {
    records: records.length, unscored, rafCoded: rounded(rafCoded), rafCounts: rounded(rafCounts), rafAtRisk: thousandthsApart(rounded(rafCoded), rounded(rafCounts)),
    shareThatCounts: ratio(rafCounts, rafCoded), flaggedCodes, overrides, yearLines, chartReviewLines, chartReviewShare: ratio(chartReviewLines, yearLines),
    hraOnlyLines, hraOnlyShare: ratio(hraOnlyLines, yearLines), adds, deletes, addDeleteRatio: ratio(adds, deletes),
  };
}

/** Every doctor's line (most RAF at risk first) and the practice's total. */
export function complianceReportOf(paymentYear: number, records: readonly ReportedRecord[]): ComplianceReport {
  const byDoctor = new Map<number, ReportedRecord[]>();
  for (const record of records) byDoctor.set(record.doctorId, [...(byDoctor.get(record.doctorId) ?? []), record]);
  const doctors = [...byDoctor.values()].map((rows) => ({ doctorId: rows[0]!.doctorId, doctorName: rows[0]!.doctorName, ...summarizeCompliance(rows) }))
    .sort((a, b) => b.rafAtRisk - a.rafAtRisk || a.doctorName.localeCompare(b.doctorName));
  return { paymentYear, practice: summarizeCompliance(records), doctors };
}

/**
 * The compliance report (Compliance/Report) of a payment year over the doctors in the caller's reach (the overrides'
 * reach: a Doctor their own, Staff the doctor acted for, MAG roles any), or one of them. Each record's figures are its
 * compliance card's, computed by the same code as the record screen shows, a page of records per transaction read in a
 * few statements (recordComplianceFactsOf).
 */
export function complianceReport(ports: ComplianceReportPorts, caller: ClinicalCaller, query: OverridesQuery): ResultAsync<ComplianceReport, ValidationFailed | Forbidden | StorageError> {
  return actorOf(ports, caller).andThen((actor) => doctorScope(actor, 'compliance.viewOverrides', query.doctorId).mapErr(doctorRefusal))
    .andThen((scope) => (query.paymentYear === null ? currentPaymentYear(ports.settings) : okAsync(query.paymentYear)).andThen((paymentYear) =>
      ports.settings.get().andThen((settings) => loadRafEngine().andThen((engine) => {
        const filter: PatientListFilter = {
          ...doctorFilter(scope), insuranceId: null, insuranceName: null, active: null, paymentYear, asOf: isoDay(ports.clock.now()),
          searchQuery: null, searchDoctors: false, window: { pageNumber: 1, pageSize: RECORDS_PER_PAGE },
        };
        // A page's patients, gap decisions and compliance facts are read in a few statements whatever its size.
        const cardsOf = (rows: readonly PatientListRow[]) => ports.unitOfWork.run((repositories) => repositories.patients.named({
          doctorIds: null, contractNumbers: [], recordIds: rows.map((row) => row.recordId), paymentYear,
        }).andThen((named) => {
          const patientOf = new Map(named.flatMap((patient) => (patient.namedRecordId === null ? [] : [[patient.namedRecordId as number, patient.patientId] as const])));
          return repositories.gaps.dispositions([...new Set(patientOf.values())], paymentYear).andThen((decided) => {
            const decisionsOf = new Map<number, GapDisposition[]>();
            for (const disposition of decided) decisionsOf.set(disposition.patientId, [...(decisionsOf.get(disposition.patientId) ?? []), disposition]);
            return recordComplianceFactsOf(repositories, rows.map((row) => row.recordId)).map((factsOf) => rows.flatMap((row): ReportedRecord[] => {
              const facts = factsOf.get(row.recordId);
              // A record deleted since the page was read is simply not reported.
              if (facts === undefined) return [];
              const patientId = patientOf.get(row.recordId);
              const dispositions = patientId === undefined ? [] : decisionsOf.get(patientId) ?? [];
              return [{ doctorId: row.doctorId, doctorName: row.doctorName ?? `Doctor ${row.doctorId}`, card: complianceOf(engine, facts, settings.rafFactors), dispositions }];
            }));
          });
        }));
        const page = (pageNumber: number, done: readonly ReportedRecord[]): ResultAsync<ReportedRecord[], StorageError> => ports.patients.list({ ...filter, window: { pageNumber, pageSize: RECORDS_PER_PAGE } })
          .andThen((found) => cardsOf(found.items).andThen((cards) => {
            const all = [...done, ...cards];
            return found.items.length < RECORDS_PER_PAGE ? okAsync(all) : page(pageNumber + 1, all);
          }));
        return page(1, []).map((records) => complianceReportOf(paymentYear, records));
      }))));
}
