import { err, ok } from 'neverthrow';
import { z } from 'zod';
import type { DoctorId, InsuranceId, RecordId } from '../domain/ids.js';
import { NotPresentReasonSchema, REASON_TEXT_MAX } from '../gaps/disposition.js';
import { GapKindSchema } from '../gaps/gap.js';
import type { CurveQuery, DispositionDecision, DispositionRequest, HistoryUpload, PreVisitDayRequest, WorklistQuery } from '../usecases/gaps/gap-requests.js';
import {
  HistoryImportReportSchema, RecaptureCurveViewSchema, RecordGapsSchema, WORKLIST_SORT_FIELDS, WorklistRowSchema, WorklistStatusSchema,
  type HistoryImportReport, type RecaptureCurveView, type RecordGaps, type WorklistRow,
} from '../usecases/gaps/gap-views.js';
import { validationFailed } from '../validation/validation-failed.js';
import { idListField, optionalDateField, optionalIdField, paymentYearField, searchField, sortFields, sortOf } from '../wire/wire-fields.js';
import { endpoint } from './endpoint.js';
import { coded, fileAnswer } from './endpoint-codec.js';
import { optionalDoctorIdField, recordIdField } from './request-fields.js';

// Gaps (recapture and suspect HCCs, step 20): the worklist, a record's gaps, dispositions, the recapture curve, an
// imported diagnosis history and the pre-visit summaries. The answers are plain JSON, spelled as core's views are.

const hccField = z.string().trim().regex(/^HCC\d{1,4}$/i, 'must be an HCC written HCC37').transform((text) => text.toUpperCase()).optional();

const WorklistQuerySchema = z.object({
  SearchQuery: searchField,
  doctorId: optionalDoctorIdField,
  insuranceId: optionalIdField,
  kind: GapKindSchema.optional(),
  hcc: hccField,
  status: WorklistStatusSchema.optional(),
  paymentYear: paymentYearField,
  ...sortFields(WORKLIST_SORT_FIELDS),
});

export const gapWorklistEndpoint = coded(endpoint({
  method: 'GET', path: 'Gaps/Worklist',
  summary: 'A page of the gap worklist: patients ranked by open value (RAF, then dollars), filtered by doctor, insurance, gap kind, HCC and status',
  access: { permission: 'gaps.view' }, paged: {}, query: WorklistQuerySchema, response: WorklistRowSchema, audit: 'gaps.worklist',
}), {
  // A blank filter, order or year is left out of the query string.
  encodeInput: (query: WorklistQuery) => ({
    query: {
      ...query.window, SearchQuery: query.searchQuery ?? undefined, doctorId: query.doctorId ?? undefined, insuranceId: query.insuranceId ?? undefined,
      kind: query.kind ?? undefined, hcc: query.hcc ?? undefined, status: query.status === 'to-do' ? undefined : query.status,
      paymentYear: query.paymentYear ?? undefined, sortField: query.sort?.field, sortOrder: query.sort?.direction,
    },
  }),
  decodeInput: ({ query, page }): WorklistQuery => ({
    window: page, searchQuery: query.SearchQuery, doctorId: query.doctorId ?? null, insuranceId: (query.insuranceId ?? null) as InsuranceId | null,
    kind: query.kind ?? null, hcc: query.hcc ?? null, status: query.status ?? 'to-do', sort: sortOf(query), paymentYear: query.paymentYear ?? null,
  }),
  encodeOutput: (row: WorklistRow) => row,
  decodeOutput: (wire): WorklistRow => wire,
});

const RecordQuerySchema = z.object({ RecordID: recordIdField });

export const recordGapsEndpoint = coded(endpoint({
  method: 'GET', path: 'Gaps/GetRecordGaps',
  summary: "The gaps of a record's patient for the record's payment year, each with its evidence, worth (RAF and dollars, factor status) and disposition history",
  access: { permission: 'gaps.view' }, query: RecordQuerySchema, response: RecordGapsSchema, audit: 'gaps.read',
}), {
  encodeInput: (recordId: RecordId) => ({ query: { RecordID: recordId } }),
  decodeInput: ({ query }): RecordId => query.RecordID,
  encodeOutput: (gaps: RecordGaps) => gaps,
  decodeOutput: (wire): RecordGaps => wire,
});

const DispositionBodySchema = z.object({
  recordID: recordIdField,
  gapKey: z.string().trim().min(1).max(64),
  disposition: z.enum(['not-present', 'defer', 'reopen'], { error: () => 'must be not-present, defer or reopen (a gap is documented by coding one of its closing codes)' }),
  reason: NotPresentReasonSchema.optional(),
  reasonText: z.string().max(REASON_TEXT_MAX, `may have at most ${REASON_TEXT_MAX} characters`).nullish(),
});

const decisionJson = (decision: DispositionDecision) => (decision.type === 'not-present'
  ? { disposition: decision.type, reason: decision.reason, reasonText: decision.reasonText }
  : { disposition: decision.type });

/** Not present, deferred to the next visit, or open again; answered with the record's gaps as they now stand. */
export const setGapDispositionEndpoint = coded(endpoint({
  method: 'POST', path: 'Gaps/SetDisposition',
  summary: 'Mark a gap not present (a reason from the fixed list; other needs words), defer it to the next visit or reopen it; audited with user and time',
  access: { permission: 'gaps.dispose' }, body: DispositionBodySchema, response: RecordGapsSchema, audit: 'gaps.dispose',
}), {
  encodeInput: (request: DispositionRequest) => ({ json: { recordID: request.recordId, gapKey: request.gapKey, ...decisionJson(request.decision) } }),
  decodeInput: ({ body }) => {
    const base = { recordId: body.recordID, gapKey: body.gapKey };
    if (body.disposition !== 'not-present') return ok<DispositionRequest>({ ...base, decision: { type: body.disposition } });
    if (body.reason === undefined) return err(validationFailed([{ field: 'reason', message: 'Choose why the condition is not present: resolved, ruled-out, not-supported, deceased-or-moved or other' }]));
    return ok<DispositionRequest>({ ...base, decision: { type: 'not-present', reason: body.reason, reasonText: body.reasonText?.trim() || null } });
  },
  encodeOutput: (gaps: RecordGaps) => gaps,
  decodeOutput: (wire): RecordGaps => wire,
});

export const recaptureCurveEndpoint = coded(endpoint({
  method: 'GET', path: 'Gaps/RecaptureCurve',
  summary: "The recapture curve: the share of last year's HCCs documented so far, by month, this year against last (every doctor in reach, or one with doctorId)",
  access: { permission: 'gaps.view' }, query: z.object({ doctorId: optionalDoctorIdField, paymentYear: paymentYearField }), response: RecaptureCurveViewSchema,
  audit: 'gaps.curve',
}), {
  encodeInput: (query: CurveQuery) => ({ query: { doctorId: query.doctorId ?? undefined, paymentYear: query.paymentYear ?? undefined } }),
  decodeInput: ({ query }): CurveQuery => ({ doctorId: (query.doctorId ?? null) as DoctorId | null, paymentYear: query.paymentYear ?? null }),
  encodeOutput: (curve: RecaptureCurveView) => curve,
  decodeOutput: (wire): RecaptureCurveView => wire,
});

/** A history arrives as the roster does: the file's name and its bytes in base64 (about 7.5 MB of file at most). */
export const HISTORY_BODY_LIMIT = 10 * 1024 * 1024;
const HistoryBodySchema = z.object({ fileName: z.string().min(1).max(255), content: z.base64().max(HISTORY_BODY_LIMIT), doctorId: optionalDoctorIdField });

export const importGapHistoryEndpoint = coded(endpoint({
  method: 'POST', path: 'Gaps/ImportHistory',
  summary: 'Import a history of prior diagnoses (.csv or .xlsx, base64: contract number or record id, ICD-10 code, date of service, source, NPI optional), every line reported as taken or refused',
  access: { permission: 'gaps.importHistory' }, body: HistoryBodySchema, response: HistoryImportReportSchema, audit: 'gaps.importHistory',
}), {
  encodeInput: (upload: HistoryUpload) => ({ json: { fileName: upload.fileName, content: upload.contentBase64, doctorId: upload.doctorId ?? undefined } }),
  decodeInput: ({ body }): HistoryUpload => ({ fileName: body.fileName, contentBase64: body.content, doctorId: body.doctorId ?? null }),
  encodeOutput: (report: HistoryImportReport) => report,
  decodeOutput: (wire): HistoryImportReport => wire,
});

/** A download, not JSON: the server writes the PDF itself (see its route). */
export const preVisitSummaryEndpoint = coded(endpoint({
  method: 'GET', path: 'Gaps/PreVisitSummary',
  summary: "A record's patient's pre-visit summary (a one-page PDF download): open gaps, evidence, value, last year's HCCs and what documentation closes each",
  access: { permission: 'gaps.previsitSummary' }, query: RecordQuerySchema, audit: 'gaps.previsitSummary',
}), {
  encodeInput: (recordId: RecordId) => ({ query: { RecordID: recordId } }),
  decodeInput: ({ query }): RecordId => query.RecordID,
  ...fileAnswer<{ readonly fileName: string; readonly pdf: Uint8Array }>(),
});

/** At most this many patients on one day's list. */
export const PRE_VISIT_DAY_MAX = 100;

export const preVisitDayEndpoint = coded(endpoint({
  method: 'GET', path: 'Gaps/PreVisitSummaries',
  summary: "A day's list of pre-visit summaries (one PDF download, a page per record in the order given; at most 100 records)",
  access: { permission: 'gaps.previsitSummary' },
  query: z.object({ RecordIDs: idListField.pipe(z.array(z.number()).min(1, 'name at least one record').max(PRE_VISIT_DAY_MAX, `name at most ${PRE_VISIT_DAY_MAX} records`)), visitDate: optionalDateField }),
  audit: 'gaps.previsitSummaries',
}), {
  encodeInput: (request: PreVisitDayRequest) => ({ query: { RecordIDs: request.recordIds.join(','), visitDate: request.visitDate ?? undefined } }),
  decodeInput: ({ query }): PreVisitDayRequest => ({ recordIds: query.RecordIDs as RecordId[], visitDate: query.visitDate ?? null }),
  ...fileAnswer<{ readonly fileName: string; readonly pdf: Uint8Array }>(),
});
