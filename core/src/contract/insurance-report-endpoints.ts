import { z } from 'zod';
import { REPORT_SORT_FIELDS } from '../ports/repositories/list-sort.js';
import { WireInsuranceReportRowSchema } from '../wire/insurance-report-wire.js';
import { optionalIdField, paymentYearField, searchField, sortFields } from '../wire/wire-fields.js';
import { endpoint } from './endpoint.js';

// The three insurance billing reports; every column is computed by the core's report formulas; the stored ones sort (`sortField`, `sortOrder`).

// paymentYear (beyond the spec): the year reported, the portal's current one when absent.
const ReportQuerySchema = z.object({ SearchQuery: searchField, doctorId: optionalIdField, paymentYear: paymentYearField, ...sortFields(REPORT_SORT_FIELDS) });

/** The reports differ only in their path, what they add up and their audit action. */
const reportEndpoint = <const P extends string, const A extends string>(path: P, summary: string, audit: A) => endpoint({
  method: 'GET', path, summary, access: { permission: 'reports.view' }, paged: {}, query: ReportQuerySchema, response: WireInsuranceReportRowSchema, audit,
});

export const generalInsuranceReportEndpoint = reportEndpoint('Insurances/GetGeneralReport',
  'Insurance General Report: one line per active agreement of the payment year', 'reports.general');

export const firstSemesterInsuranceReportEndpoint = reportEndpoint('Insurances/GetBFSReport',
  'Insurance Billed First Semester Report, with the net surplus billed in the first semester', 'reports.firstSemester');

export const secondSemesterInsuranceReportEndpoint = reportEndpoint('Insurances/getBSSReport',
  'Insurance Billed Second Semester Report, with the net surplus billed in the second semester', 'reports.secondSemester');
