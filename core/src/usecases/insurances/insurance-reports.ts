import { okAsync, type ResultAsync } from 'neverthrow';
import { insuranceScope } from '../../access/data-scope.js';
import { doctorScope } from '../../access/doctor-scope.js';
import { insuranceReportRow } from '../../billing/insurance-report.js';
import type { DoctorId, InsuranceId } from '../../domain/ids.js';
import type { InsuranceReportKind, InsuranceReportRow } from '../../domain/insurance-report-row.js';
import type { Page, PageWindow } from '../../ports/repositories/page.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { ValidationFailed } from '../../validation/validation-failed.js';
import type { AppPorts } from '../app-ports.js';
import type { Forbidden } from '../errors.js';
import { actorOf } from '../actor-of.js';
import { doctorRefusal } from '../doctor-refusal.js';
import type { ClinicalCaller } from '../records/clinical-caller.js';
import { currentPaymentYear } from '../records/payment-year.js';
import type { ListSort, ReportSortField } from '../../ports/repositories/list-sort.js';

type ReportPorts = Pick<AppPorts, 'replicaReads' | 'doctors' | 'users' | 'settings'>;

/** Which lines of a report: the screen's page, search (NPI or doctor name) and, from staff, the doctor they act for. */
export interface InsuranceReportQuery {
  readonly window: PageWindow;
  readonly searchQuery: string | null;
  readonly doctorId: DoctorId | null;
  /** A stored column of the report and its direction; by doctor then insurance when absent. */
  readonly sort?: ListSort<ReportSortField> | null;
  /** The payment year reported; the portal's current year when absent. */
  readonly paymentYear?: number | null;
}

type Scope = { doctorId: DoctorId | null; insuranceId: InsuranceId | null } | 'nothing';

/**
 * Whose lines the caller sees, as doctorScope answers `reports.view` (administrators every line or one doctor's, a
 * Doctor their own, Staff a doctor they act for, named; Training none), and for insurance staff only their
 * insurance's lines: nothing while their account names no insurance.
 */
function reportScope(ports: ReportPorts, caller: ClinicalCaller, doctorId: DoctorId | null): ResultAsync<Scope, ValidationFailed | Forbidden | StorageError> {
  return actorOf(ports, caller).andThen((actor) => doctorScope(actor, 'reports.view', doctorId).mapErr(doctorRefusal).map((doctors): Scope => {
    const insurance = insuranceScope(actor);
    if (insurance.kind === 'none') return 'nothing';
    const insuranceId = insurance.kind === 'insurance' ? insurance.insuranceId : null;
    if (doctors.kind === 'every') return { doctorId: null, insuranceId };
    // 'reports.view' names one doctor or spans every one (Staff must name theirs; Training has no reports).
    const [only, ...others] = doctors.doctorIds;
    return only !== undefined && others.length === 0 ? { doctorId: only, insuranceId } : 'nothing';
  }));
}

/**
 * One of the three insurance reports (general, billed first semester, billed second semester) for the portal's
 * payment year: one line per active agreement within the caller's scope, every column computed by
 * {@link insuranceReportRow} from the agreement and the sums of its doctor's active patients of that insurance
 * (docs/formulas.md "Insurance reports"). Read from the replica when there is one.
 */
export function insuranceReport(
  ports: ReportPorts,
  caller: ClinicalCaller,
  kind: InsuranceReportKind,
  query: InsuranceReportQuery,
): ResultAsync<Page<InsuranceReportRow>, ValidationFailed | Forbidden | StorageError> {
  return reportScope(ports, caller, query.doctorId).andThen((scope) => {
    if (scope === 'nothing') return okAsync({ items: [], totalCount: 0 });
    return (query.paymentYear ? okAsync(query.paymentYear) : currentPaymentYear(ports.settings))
      .andThen((paymentYear) => ports.replicaReads.insurances.reportBasis({ paymentYear, window: query.window, searchQuery: query.searchQuery, sort: query.sort ?? null, ...scope }))
      .map((page) => ({ items: page.items.map((basis) => insuranceReportRow(basis, kind)), totalCount: page.totalCount }));
  });
}
