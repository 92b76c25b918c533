import type { ResultAsync } from 'neverthrow';
import {
  type ApiClient, type ApiError, type HistoryImportReport, type HistoryUpload, importGapHistoryEndpoint, type DispositionDecision, type Doctor, type DoctorId, type Insurance, type RecaptureCurveView, type RecordGaps, type RecordId,
  type WorklistQuery, type WorklistRow, EXPORT_ALL_PAGE_SIZE, addDiagnosticsEndpoint, callEndpoint, gapWorklistEndpoint, insuranceChoicesEndpoint,
  preVisitDayEndpoint, preVisitSummaryEndpoint, recaptureCurveEndpoint, recordGapsEndpoint, requestOf, setGapDispositionEndpoint, staffDoctorsEndpoint,
} from '@rafdesk/core';
import { DEFAULT_DIAGNOSIS_SOURCE } from '@rafdesk/core/raf';
import { download, type DownloadAccess, type DownloadedFile } from '../../shared/query/file-download.js';
import { type ListPage, listPageOf } from '../../shared/query/use-paged-list.js';

export type { DownloadAccess, DownloadedFile };

const PRE_VISIT_REFUSED = 'The pre-visit summary could not be made';

/** The gaps calls of the worklist, the open-gaps panel and the recapture curve. */
export interface GapsClient {
  worklist(query: WorklistQuery): ResultAsync<ListPage<WorklistRow>, ApiError>;
  /** Every row of the worklist's filters and order, for the Excel export. */
  worklistAll(query: WorklistQuery): ResultAsync<readonly WorklistRow[], ApiError>;
  recordGaps(recordId: RecordId): ResultAsync<RecordGaps, ApiError>;
  /** The record's gaps as they stand after the decision. */
  decide(recordId: RecordId, gapKey: string, decision: DispositionDecision): ResultAsync<RecordGaps, ApiError>;
  /** Documents a gap from the worklist by adding its code, as Fast Coding's Insert does (the server closes the gap in the same request). */
  addCode(recordId: RecordId, code: string): ResultAsync<void, ApiError>;
  curve(doctorId: number | null): ResultAsync<RecaptureCurveView, ApiError>;
  doctors(): ResultAsync<readonly Doctor[], ApiError>;
  insurances(): ResultAsync<readonly Insurance[], ApiError>;
  preVisitSummary(recordId: RecordId): ResultAsync<DownloadedFile, ApiError>;
  /** An imported history of prior diagnoses, answered with what became of each line. */
  importHistory(upload: HistoryUpload): ResultAsync<HistoryImportReport, ApiError>;
  /** One PDF of the pre-visit summaries of these records, a page each in this order (at most {@link PRE_VISIT_DAY_MAX}). */
  preVisitDay(recordIds: readonly RecordId[]): ResultAsync<DownloadedFile, ApiError>;
}

const QUIET = { quiet: true } as const;

/** {@link GapsClient} over the API client; the PDF is fetched by its contract's request with the session's token. */
export function gapsClient(api: ApiClient, access: () => DownloadAccess): GapsClient {
  return {
    worklist: (query) => callEndpoint(api, gapWorklistEndpoint, query).map(listPageOf),
    worklistAll: (query) => callEndpoint(api, gapWorklistEndpoint, { ...query, window: { pageNumber: 1, pageSize: EXPORT_ALL_PAGE_SIZE } }).map((reply) => reply.data),
    // Read beside a screen's own data (the records view, the DX tab, the dashboard): a failure is said in the panel, not by a toast.
    recordGaps: (recordId) => callEndpoint(api, recordGapsEndpoint, recordId, QUIET).map((reply) => reply.data),
    decide: (recordId, gapKey, decision) => callEndpoint(api, setGapDispositionEndpoint, { recordId, gapKey, decision }).map((reply) => reply.data),
    addCode: (recordId, code) => callEndpoint(api, addDiagnosticsEndpoint, { recordId, codes: [code], optimize: false, source: DEFAULT_DIAGNOSIS_SOURCE }).map(() => undefined),
    curve: (doctorId) => callEndpoint(api, recaptureCurveEndpoint, { doctorId: doctorId as DoctorId | null, paymentYear: null }, QUIET).map((reply) => reply.data),
    doctors: () => callEndpoint(api, staffDoctorsEndpoint, undefined).map((reply) => reply.data),
    insurances: () => callEndpoint(api, insuranceChoicesEndpoint, { activeOnly: true }).map((reply) => reply.data),
    importHistory: (upload) => callEndpoint(api, importGapHistoryEndpoint, upload).map((reply) => reply.data),
    preVisitSummary: (recordId) => download(requestOf(preVisitSummaryEndpoint, preVisitSummaryEndpoint.codec.encodeInput(recordId)), access(), `Pre-visit summary ${recordId}.pdf`, PRE_VISIT_REFUSED),
    preVisitDay: (recordIds) => download(requestOf(preVisitDayEndpoint, preVisitDayEndpoint.codec.encodeInput({ recordIds, visitDate: null })), access(), 'Pre-visit summaries.pdf', PRE_VISIT_REFUSED),
  };
}
