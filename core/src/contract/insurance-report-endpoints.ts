import { z } from 'zod';
import { REPORT_SORT_FIELDS } from '../ports/repositories/list-sort.js';
import { WireInsuranceReportRowSchema } from '../wire/insurance-report-wire.js';
import { optionalIdField, paymentYearField, searchField, sortFields } from '../wire/wire-fields.js';
import { endpoint } from './endpoint.js';

// The three insurance billing reports; every column is computed by the core's report formulas; the stored ones sort (`sortField`, `sortOrder`).

// paymentYear (beyond the spec): the year reported, the portal's current one when absent.
const ReportQuerySchema = z.object({ SearchQuery: searchField, doctorId: optionalIdField, paymentYear: paymentYearField, ...sortFields(REPORT_SORT_FIELDS) });

export const generalInsuranceReportEndpoint = endpoint({
  method: 'GET', path: 'Insurances/GetGeneralReport', summary: 'Insurance General Report: one line per active agreement of the payment year',
  access: { permission: 'reports.view' }, paged: {}, query: ReportQuerySchema, response: WireInsuranceReportRowSchema, audit: 'reports.general',
});

export const firstSemesterInsuranceReportEndpoint = endpoint({
  method: 'GET', path: 'Insurances/GetBFSReport', summary: 'Insurance Billed First Semester Report, with the net surplus billed in the first semester',
  access: { permission: 'reports.view' }, paged: {}, query: ReportQuerySchema, response: WireInsuranceReportRowSchema, audit: 'reports.firstSemester',
});

export const secondSemesterInsuranceReportEndpoint = endpoint({
  method: 'GET', path: 'Insurances/getBSSReport', summary: 'Insurance Billed Second Semester Report, with the net surplus billed in the second semester',
  access: { permission: 'reports.view' }, paged: {}, query: ReportQuerySchema, response: WireInsuranceReportRowSchema, audit: 'reports.secondSemester',
});
