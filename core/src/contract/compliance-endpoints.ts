import { z } from 'zod';
import { JUSTIFICATION_MAX_CHARACTERS } from '../compliance/high-risk-justification.js';
import type { DoctorId, ProgressNoteId, RecordId } from '../domain/ids.js';
import {
  ComplianceReportSchema, OverridesReportSchema, type ComplianceReport, RAF_THAT_COUNTS_MAX_RECORDS, RafThatCountsSchema, RecordComplianceSchema, type OverridesReport, type RafThatCounts, type RecordCompliance,
} from '../usecases/compliance/compliance-views.js';
import type { JustifyRequest, OverridesQuery } from '../usecases/compliance/record-compliance.js';
import { idField, idListField, paymentYearField } from '../wire/wire-fields.js';
import { endpoint } from './endpoint.js';
import { coded } from './endpoint-codec.js';
import { optionalDoctorIdField, recordIdField } from './request-fields.js';

// Keeping the money (step 21): a record's high-risk flags, ledger and "RAF that counts", the justification that lets
// a flagged code be billed, and the overrides per doctor. Plain JSON answers, spelled as core's views are.

export const recordComplianceEndpoint = coded(endpoint({
  method: 'GET', path: 'Compliance/GetRecordCompliance',
  summary: "A record's high-risk flags (why, alternative, RAF change, justification), its payment-year ledger with reason codes, RAF that counts beside RAF coded, and HRA-only diagnoses",
  access: { permission: 'record.view' }, query: z.object({ RecordID: recordIdField }), response: RecordComplianceSchema, audit: 'compliance.read',
}), {
  encodeInput: (recordId: RecordId) => ({ query: { RecordID: recordId } }),
  decodeInput: ({ query }): RecordId => query.RecordID,
  encodeOutput: (view: RecordCompliance) => view,
  decodeOutput: (wire): RecordCompliance => wire,
});

export const rafThatCountsEndpoint = coded(endpoint({
  method: 'GET', path: 'Compliance/RafThatCounts',
  summary: 'RAF that counts beside RAF coded for the records of a list page (RecordIDs=1,2,3, at most 100); records out of reach are left out',
  access: { permission: 'record.view' }, query: z.object({ RecordIDs: idListField.pipe(z.array(z.number()).min(1, 'name at least one record').max(RAF_THAT_COUNTS_MAX_RECORDS, `may name at most ${RAF_THAT_COUNTS_MAX_RECORDS} records`)) }),
  response: z.array(RafThatCountsSchema), audit: 'compliance.rafThatCounts',
}), {
  encodeInput: (recordIds: readonly RecordId[]) => ({ query: { RecordIDs: recordIds.join(',') } }),
  decodeInput: ({ query }): RecordId[] => query.RecordIDs.map((id) => id as RecordId),
  encodeOutput: (rows: RafThatCounts[]) => rows,
  decodeOutput: (wire): RafThatCounts[] => wire,
});

const JustifyBodySchema = z.object({
  recordID: recordIdField,
  ruleId: z.string().trim().min(1).max(100),
  code: z.string().trim().min(1).max(16),
  dateOfService: z.iso.date({ error: 'must be a date written YYYY-MM-DD' }),
  reason: z.string().max(JUSTIFICATION_MAX_CHARACTERS, `must be at most ${JUSTIFICATION_MAX_CHARACTERS} characters`),
  noteId: idField,
});

/** Who (the caller), why and which signed note: clears one flag of one occurrence; answered with the record's card. */
export const justifyHighRiskEndpoint = coded(endpoint({
  method: 'POST', path: 'Compliance/JustifyHighRisk',
  summary: 'Record the justification of a flagged high-risk code (why, at least 20 characters, and the signed note that documents it) so that it may be billed; kept unchanged and audited',
  access: { permission: 'compliance.justify' }, body: JustifyBodySchema, response: RecordComplianceSchema, audit: 'compliance.justify',
}), {
  encodeInput: (request: JustifyRequest) => ({
    json: { recordID: request.recordId, ruleId: request.ruleId, code: request.code, dateOfService: request.dateOfService, reason: request.reason, noteId: request.noteId },
  }),
  decodeInput: ({ body }): JustifyRequest => ({
    recordId: body.recordID, ruleId: body.ruleId, code: body.code, dateOfService: body.dateOfService, reason: body.reason, noteId: body.noteId as ProgressNoteId,
  }),
  encodeOutput: (view: RecordCompliance) => view,
  decodeOutput: (wire): RecordCompliance => wire,
});

// The reports' query (overrides, compliance): a payment year (the portal's when left out) and, optionally, one doctor.
const DoctorYearQuerySchema = z.object({ doctorId: optionalDoctorIdField, paymentYear: paymentYearField });
const doctorYearInput = {
  encodeInput: (query: OverridesQuery) => ({ query: { doctorId: query.doctorId ?? undefined, paymentYear: query.paymentYear ?? undefined } }),
  decodeInput: ({ query }: { query: z.infer<typeof DoctorYearQuerySchema> }): OverridesQuery => ({ doctorId: (query.doctorId ?? null) as DoctorId | null, paymentYear: query.paymentYear ?? null }),
};

export const highRiskOverridesEndpoint = coded(endpoint({
  method: 'GET', path: 'Compliance/Overrides',
  summary: 'Flagged high-risk codes billed with a justification, per doctor in reach (or one with doctorId), for a payment year',
  access: { permission: 'compliance.viewOverrides' }, query: DoctorYearQuerySchema, response: OverridesReportSchema, audit: 'compliance.overrides',
}), {
  ...doctorYearInput,
  encodeOutput: (report: OverridesReport) => report,
  decodeOutput: (wire): OverridesReport => wire,
});

export const complianceReportEndpoint = coded(endpoint({
  method: 'GET', path: 'Compliance/Report',
  summary: 'Per doctor in reach (or one with doctorId) and for the practice, for a payment year: the share of RAF coded that counts, flagged codes and overrides, chart-review and HRA-only shares of the year\'s diagnoses, and gap reviews\' adds beside deletes',
  access: { permission: 'compliance.viewOverrides' }, query: DoctorYearQuerySchema, response: ComplianceReportSchema, audit: 'compliance.report',
}), {
  ...doctorYearInput,
  encodeOutput: (report: ComplianceReport) => report,
  decodeOutput: (wire): ComplianceReport => wire,
});
