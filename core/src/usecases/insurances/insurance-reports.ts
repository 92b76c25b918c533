import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { insuranceReportRow } from '../../billing/insurance-report.js';
import { loadRafEngine } from '../../coding/raf-engine.js';
import type { DoctorId, InsuranceId } from '../../domain/ids.js';
import type { InsuranceReportKind, InsuranceReportRow } from '../../domain/insurance-report-row.js';
import type { Page, PageWindow } from '../../ports/repositories/page.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import { REQUIRED_MESSAGE } from '../../validation/messages.js';
import { validationFailed, type ValidationFailed } from '../../validation/validation-failed.js';
import type { AppPorts } from '../app-ports.js';
import { forbidden, type Forbidden } from '../errors.js';
import { actorFor, type ClinicalCaller } from '../records/clinical-caller.js';
import { currentPaymentYear } from '../records/payment-year.js';
import type { ListSort, ReportSortField } from '../../ports/repositories/list-sort.js';

type ReportPorts = Pick<AppPorts, 'insurances' | 'doctors' | 'users' | 'settings'>;

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
 * Whose lines the caller sees: administrators every line (or one doctor's); a Doctor only their own (another
 * `doctorId` is refused); Staff only a doctor they act for, named by `doctorId`; InsuranceStaff only lines of their
 * insurance, and nothing while their account names none. Training has no insurance reports.
 */
function reportScope(ports: ReportPorts, caller: ClinicalCaller, doctorId: DoctorId | null): ResultAsync<Scope, ValidationFailed | Forbidden | StorageError> {
  switch (caller.role) {
    case 'Admin':
    case 'Superuser':
      return okAsync({ doctorId, insuranceId: null });
    case 'Doctor':
      return actorFor(ports, caller).andThen((actor) => {
        const own = actor.doctorId ?? null;
        return own === null || (doctorId !== null && doctorId !== own) ? errAsync(forbidden) : okAsync({ doctorId: own, insuranceId: null });
      });
    case 'Staff':
      if (doctorId === null) return errAsync(validationFailed([{ field: 'doctorId', message: REQUIRED_MESSAGE }]));
      return ports.doctors.isStaffOf(caller.userId, doctorId).andThen((acts) => (acts ? okAsync({ doctorId, insuranceId: null }) : errAsync(forbidden)));
    case 'InsuranceStaff':
      return actorFor(ports, caller).map((actor): Scope => (actor.insuranceId ? { doctorId, insuranceId: actor.insuranceId } : 'nothing'));
    case 'Training':
      return errAsync(forbidden);
  }
}

/**
 * One of the three insurance reports (general, billed first semester, billed second semester) for the portal's
 * payment year: one line per active agreement within the caller's scope, every column computed by
 * {@link insuranceReportRow} from the agreement and the sums of its doctor's active patients of that insurance
 * (docs/formulas.md "Insurance reports").
 */
export function insuranceReport(
  ports: ReportPorts,
  caller: ClinicalCaller,
  kind: InsuranceReportKind,
  query: InsuranceReportQuery,
): ResultAsync<Page<InsuranceReportRow>, ValidationFailed | Forbidden | StorageError> {
  return reportScope(ports, caller, query.doctorId).andThen((scope) => {
    if (scope === 'nothing') return okAsync({ items: [], totalCount: 0 });
    return loadRafEngine()
      .andThen((engine) => (query.paymentYear ? okAsync(query.paymentYear) : currentPaymentYear(ports.settings, engine)))
      .andThen((paymentYear) => ports.insurances.reportBasis({ paymentYear, window: query.window, searchQuery: query.searchQuery, sort: query.sort ?? null, ...scope }))
      .map((page) => ({ items: page.items.map((basis) => insuranceReportRow(basis, kind)), totalCount: page.totalCount }));
  });
}
