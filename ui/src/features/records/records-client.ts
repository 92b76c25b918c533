import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  type AddDiagnosticsInput, type ChangeCard as CardReply, type InsertReport, type ApiClient, type ApiError, type BillingUpdate,
  type CatalogueDiagnostic, type DiagnosticDeletion, type PatientListRow, type RecordDiagnosticRow, type RecordScoring,
  type RecordId, type RecordNoteInput, type UndoId, callEndpoint, addDiagnosticsEndpoint,
  addDoctorNoteEndpoint, addMagNoteEndpoint, attachDiagnosticsEndpoint, autoBillingEndpoint, calculateMasterRafEndpoint,
  deleteAllDiagnosticsEndpoint, deleteDiagnosticEndpoint, recordDiagnosticsEndpoint, recordPatientEndpoint, recordScoringEndpoint,
  restoreDiagnosticsEndpoint, searchCatalogueEndpoint, setDiagnosticActiveEndpoint, setRafFactorEndpoint, updateBillingEndpoint, updateBillingListEndpoint,
} from '@rafdesk/core';

/** The records view lists a record's diagnostics 1000 at a time (spec 02 §9). */
export const RECORD_DIAGNOSTICS_PAGE_SIZE = 1000;

/** What the engine scores the record with, and the card's factor status and Part D score (GetRecordScoring). */
export type RecordDemographics = RecordScoring;

/** What the server did with the codes of an Insert, and what a change answered of the record's card (see core's change-reply). */
export type { ChangeCard as CardReply, InsertReport } from '@rafdesk/core';

/** A delete's answer: the record's card, and the undo's id when the server offers one. */
export interface DeletionReply {
  readonly card: CardReply;
  readonly undoId: UndoId | null;
}

/** The calls of the records view, over the portal's API client; every answer already went through the response policy. */
/** An unconfirmed factor's new value: the payment year, the factor key, the value (5.9% as 0.059) and where it was read. */
export interface RafFactorInput {
  readonly year: number;
  readonly factor: string;
  readonly value: number;
  readonly note: string;
}

export interface RecordsClient {
  /** The record's patient with its RAF card and notes. */
  patient(recordId: RecordId): ResultAsync<PatientListRow, ApiError>;
  /** Every diagnostic of the record (1000 a page, all pages). */
  diagnostics(recordId: RecordId): ResultAsync<RecordDiagnosticRow[], ApiError>;
  /** The patient's scoring demographics and the record's payment year; `err` (silently) when the server does not offer them. */
  demographics(recordId: RecordId): ResultAsync<RecordDemographics, ApiError>;
  /** An Admin's value for an unconfirmed payment-year factor (POST RafFactors). */
  setRafFactor(input: RafFactorInput): ResultAsync<void, ApiError>;
  searchCatalogue(text: string, limit: number): ResultAsync<CatalogueDiagnostic[], ApiError>;
  calculate(recordId: RecordId): ResultAsync<CardReply, ApiError>;
  setBilling(update: BillingUpdate): ResultAsync<CardReply, ApiError>;
  setActive(recordId: RecordId, code: string, active: boolean): ResultAsync<CardReply, ApiError>;
  /** Inserts codes; what the server did with each. */
  addDiagnostics(input: AddDiagnosticsInput): ResultAsync<{ readonly report: InsertReport; readonly card: CardReply }, ApiError>;
  /** Auto Billing: the server bills every active, unbilled diagnostic in the current semester. */
  autoBilling(recordId: RecordId): ResultAsync<CardReply, ApiError>;
  attach(recordId: RecordId, codes: readonly string[]): ResultAsync<CardReply, ApiError>;
  /** Deletes; the answer's card, and the undo's id when the server offers one. */
  deleteOne(deletion: DiagnosticDeletion): ResultAsync<DeletionReply, ApiError>;
  deleteAll(recordId: RecordId): ResultAsync<DeletionReply, ApiError>;
  /** Undoes a delete of one or all diagnostics within its window. */
  restoreDiagnostics(undoId: UndoId): ResultAsync<CardReply, ApiError>;
  addNote(note: RecordNoteInput): ResultAsync<void, ApiError>;
}

const missingRecord: ApiError = { kind: 'Refused', status: 404, messages: ['The record does not exist'] };

/** {@link RecordsClient} over the API client. */
export function recordsClient(api: ApiClient): RecordsClient {
  const done = () => undefined;
  const card = (reply: { data: CardReply }) => reply.data;
  // The record's reads are quiet: the screen says itself why a record cannot be shown (one message, not a toast per read).
  const page = (recordId: RecordId, pageNumber: number) =>
    callEndpoint(api, recordDiagnosticsEndpoint, { recordId, window: { pageNumber, pageSize: RECORD_DIAGNOSTICS_PAGE_SIZE } }, { quiet: true });
  const allPages = (recordId: RecordId, pageNumber: number, sofar: RecordDiagnosticRow[]): ResultAsync<RecordDiagnosticRow[], ApiError> =>
    page(recordId, pageNumber).andThen((reply) => {
      const rows = [...sofar, ...reply.data];
      const total = reply.pagination?.totalCount ?? rows.length;
      return rows.length < total && reply.data.length > 0 ? allPages(recordId, pageNumber + 1, rows) : okAsync(rows);
    });
  return {
    patient: (recordId) => callEndpoint(api, recordPatientEndpoint, recordId, { quiet: true })
      .andThen((reply) => (reply.data === null ? errAsync(missingRecord) : okAsync(reply.data))),
    diagnostics: (recordId) => allPages(recordId, 1, []),
    // Quiet: a server without this call leaves the view to score with the patient's sex and date of birth.
    demographics: (recordId) => callEndpoint(api, recordScoringEndpoint, recordId, { quiet: true }).map((reply) => reply.data),
    setRafFactor: (input) => callEndpoint(api, setRafFactorEndpoint, input).map(done),
    searchCatalogue: (text, limit) => callEndpoint(api, searchCatalogueEndpoint, { searchQuery: text, includeCanceled: false, window: { pageNumber: 1, pageSize: limit } }).map((reply) => reply.data),
    calculate: (recordId) => callEndpoint(api, calculateMasterRafEndpoint, recordId).map(card),
    setBilling: (update) => callEndpoint(api, update.codes.length > 1 ? updateBillingListEndpoint : updateBillingEndpoint, update).map(card),
    setActive: (recordId, code, active) => callEndpoint(api, setDiagnosticActiveEndpoint, { recordId, code, active }).map(card),
    addDiagnostics: (input) => callEndpoint(api, addDiagnosticsEndpoint, input).map((reply) => reply.data),
    autoBilling: (recordId) => callEndpoint(api, autoBillingEndpoint, recordId).map(card),
    attach: (recordId, codes) => callEndpoint(api, attachDiagnosticsEndpoint, { recordId, codes, serviceDate: null, specialty: null }).map(card),
    deleteOne: (deletion) => callEndpoint(api, deleteDiagnosticEndpoint, deletion).map((reply) => reply.data),
    deleteAll: (recordId) => callEndpoint(api, deleteAllDiagnosticsEndpoint, recordId).map((reply) => reply.data),
    restoreDiagnostics: (undoId) => callEndpoint(api, restoreDiagnosticsEndpoint, undoId).map(card),
    addNote: (note) => note.kind === 'doctor'
      ? callEndpoint(api, addDoctorNoteEndpoint, note).map(done)
      : callEndpoint(api, addMagNoteEndpoint, note).map(done),

  };
}
