import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { z } from 'zod';
import {
  type ApiClient, type ApiError, type CatalogueDiagnostic, type CptCode, type DiagnosisChoice, type DoctorAddress, type DraftLookup, type DraftNoteContent,
  type DraftSaved, type NoteDraftId, type PatientListRow, type PnInfo, type ProgressNoteId, type ReplyOfCoded, type ProgressNoteSubmission,
  type RecordDiagnosticRow, type RecordId, type Sex, type TempDiagnoses, type UndoId, type VisitOption, type WireDraftNoteReplySchema, cptCodesEndpoint,
  deleteNoteDraftEndpoint, callEndpoint, doctorAddressesEndpoint, findNoteDraftsEndpoint, pnInformationEndpoint, progressNoteByIdEndpoint,
  recordDiagnosticsEndpoint, recordPatientEndpoint, recordProgressNotesEndpoint, restoreNoteDraftEndpoint, saveNoteDraftEndpoint, searchCatalogueEndpoint,
  stageDiagnosesEndpoint, submitProgressNoteEndpoint, visitOptionsEndpoint,
} from '@rafdesk/core';

/** The diagnostic search of the SOAP tab answers 10 results (spec 02 §5). */
export const DIAGNOSTIC_SEARCH_SIZE = 10;

/** A draft as the server holds it; the sections stay unread text until the wizard checks them. */
export type RawDraft = z.infer<typeof WireDraftNoteReplySchema>;
export type NoteDetail = ReplyOfCoded<typeof progressNoteByIdEndpoint>;

/** What the wizard reads before it opens. */
export interface WizardSources {
  readonly patient: PatientListRow;
  readonly pnInfo: PnInfo;
  readonly options: VisitOption[];
  readonly cptCodes: CptCode[];
  readonly addresses: DoctorAddress[];
  readonly diagnoses: RecordDiagnosticRow[];
}

const choiceOf = (row: { code: string; description: string; clinicalManifestations: string | null; treatment: string | null }): DiagnosisChoice =>
  ({ code: row.code, description: row.description, clinicalManifestations: row.clinicalManifestations, treatment: row.treatment });

/** The wizard's and PN History's calls over the API client. */
export function smartPnClient(api: ApiClient) {
  return {
    sources(recordId: RecordId): ResultAsync<WizardSources, ApiError> {
      const patient = callEndpoint(api, recordPatientEndpoint, recordId)
        .andThen((reply) => (reply.data === null ? errAsync<PatientListRow, ApiError>({ kind: 'Refused', status: 404, messages: ['The record does not exist'] }) : okAsync(reply.data)));
      const pnInfo = callEndpoint(api, pnInformationEndpoint, recordId).map((reply) => reply.data);
      return patient.andThen((row) => pnInfo.andThen((info) => this.options(info.patient.sex).andThen((options) =>
        callEndpoint(api, cptCodesEndpoint, undefined).andThen((cpt) =>
          callEndpoint(api, doctorAddressesEndpoint, row.doctorId, { quiet: true })
            .map((reply) => reply.data).orElse(() => okAsync<DoctorAddress[], ApiError>([]))
            .andThen((addresses) => callEndpoint(api, recordDiagnosticsEndpoint, { recordId, window: { pageNumber: 1, pageSize: 1000 } })
              .map((diagnoses) => ({ patient: row, pnInfo: info, options, cptCodes: cpt.data, addresses, diagnoses: diagnoses.data })))))));
    },
    options: (sex: Sex) => callEndpoint(api, visitOptionsEndpoint, sex).map((reply) => reply.data),
    search: (text: string): ResultAsync<DiagnosisChoice[], ApiError> => callEndpoint(api, searchCatalogueEndpoint, { searchQuery: text, includeCanceled: false, window: { pageNumber: 1, pageSize: DIAGNOSTIC_SEARCH_SIZE } }).map((reply) => reply.data.map((row: CatalogueDiagnostic) => choiceOf(row))),
    drafts: (recordId: RecordId, id?: number): ResultAsync<RawDraft[], ApiError> => callEndpoint(api, findNoteDraftsEndpoint, { recordId, draftId: (id ?? null) as NoteDraftId | null }).map((reply) => reply.data),
    draft(recordId: RecordId, id: number): ResultAsync<DraftLookup, ApiError> {
      return this.drafts(recordId, id).map((rows): DraftLookup => {
        const row = rows.find((candidate) => candidate.id === id);
        return row === undefined ? { kind: 'missing' } : { kind: 'found', content: row.progressNote_Data, savedAt: row.last_Saved };
      }).orElse((error) => (error.kind === 'Refused' && error.status === 404 ? okAsync<DraftLookup, ApiError>({ kind: 'missing' }) : errAsync(error)));
    },
    saveDraft: (recordId: RecordId, id: number | null, content: DraftNoteContent): ResultAsync<DraftSaved, ApiError> =>
      callEndpoint(api, saveNoteDraftEndpoint, { recordId, id: id as NoteDraftId | null, content }).map((reply) => reply.data),
    /** Deletes a draft; the undo's id when the server offers one. */
    deleteDraft: (id: number) => callEndpoint(api, deleteNoteDraftEndpoint, id as NoteDraftId).map((reply) => reply.data),
    restoreDraft: (undoId: UndoId) => callEndpoint(api, restoreNoteDraftEndpoint, undoId).map(() => undefined),
    postTempDx: (recordId: RecordId, temp: TempDiagnoses, specialty: string | null) =>
      callEndpoint(api, stageDiagnosesEndpoint, { recordId, ...temp, specialty }, { quiet: true }).map(() => undefined),
    submit: (submission: ProgressNoteSubmission) => callEndpoint(api, submitProgressNoteEndpoint, submission).map(() => undefined),
    notes: (recordId: RecordId) => callEndpoint(api, recordProgressNotesEndpoint, { recordId, window: { pageNumber: 1, pageSize: 100 } }).map((reply) => reply.data),
    note: (recordId: RecordId, id: number) => callEndpoint(api, progressNoteByIdEndpoint, { recordId, noteId: id as ProgressNoteId }).map((reply) => reply.data),
    choiceOf,
  };
}

export type SmartPnClient = ReturnType<typeof smartPnClient>;
