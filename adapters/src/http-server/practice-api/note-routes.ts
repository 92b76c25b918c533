import {
  deleteNoteDraft, fromWireDraftNoteInput, fromWireProgressNote, IsoDateSchema, noteDrafts, postTempDiagnoses, saveNoteDraft, submitProgressNote, toWireDraftNote, WireDraftNoteInputSchema, WireProgressNoteSchema, idField, idListField, textListField, type FormWireNames, type NoteDraftId, type RecordId, WireProgressNoteSummarySchema,
} from '@rafdesk/core';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../route-definition.js';
import { fromQueryOrBody, looseObject } from '../api/query-or-body.js';
import type { PracticeApiPorts } from './practice-ports.js';
import { wireKeys } from './query-fields.js';
import { toWireProgressNoteSummary, WireDraftNoteReplySchema } from './smart-pn-wire.js';
import { toApiError } from '../api/to-api-error.js';

/** How the rules' field names of a progress note are spelled in Forms/PostSmartPN. */
export const PROGRESS_NOTE_WIRE_NAMES: FormWireNames = {
  fields: {
    recordId: 'RecordID', doctorId: 'DoctorID', draftId: 'ID', serviceDate: 'SERVICEDATE', visitOptionIds: 'VisitOptionID', diagnoses: 'jsonDXTable',
    medications: 'jsonDRUGSTable', pdf: 'pnblob', cpt: 'CPT', otherCpt: 'OtherCPT', ageOfMenarche: 'AGEOFMENARCHE', gravida: 'GRAVIDA',
    para: 'PARA', abortion: 'ABORTION', cSection: 'CSECTION', painIntensity: 'IntensityPAINSCALE', location: 'LOCATION',
    otherAssessmentNote: 'OTHERASSESSMENTNOTE', lastMenstrualPeriod: 'LMP', duration: 'DURATION',
  },
  lists: { medications: { name: 'NameofMedication', dose: 'Dose', frequency: 'Frequency', reasonForUse: 'Reasonforuse' } },
};
const TEMP_DX_WIRE_NAMES: FormWireNames = { fields: { diagnostics: 'diagnostics' } };

/** A note carries its PDF as base64: 10 MB of PDF is about 13.4 MB of text, plus the note's own fields. */
const PROGRESS_NOTE_BODY_LIMIT = 16 * 1024 * 1024;
/** A draft holds the wizard's sections as JSON text. */
const DRAFT_BODY_LIMIT = 4 * 1024 * 1024;

const TempDxSchema = z.object({
  recordID: idField, visitOptionID: idListField.optional(), diagnostics: textListField,
  serviceDate: IsoDateSchema.nullish(), specialty: z.string().max(250).nullish(),
});
const noteBody = wireKeys(WireProgressNoteSchema.shape);
const draftBody = wireKeys(WireDraftNoteInputSchema.shape);

/** The wizard's writes: staged diagnoses, the submitted note with its PDF, and drafts. */
export function noteRoutes(ports: PracticeApiPorts): RouteDefinition[] {
  return [
    defineRoute({
      method: 'POST', path: 'Forms/PostTempDX', summary: "Stage the diagnoses the questionnaire suggests for a record's note in progress (replaces the staged list)",
      access: { permission: 'record.createSmartPn' }, body: TempDxSchema, response: z.object({ diagnostics: z.array(z.string()) }),
      audit: { action: 'progressNotes.stageDiagnoses', recordId: ({ body }) => body.recordID },
      handler: ({ user, body }) => postTempDiagnoses(ports, user, {
        recordId: body.recordID as RecordId, visitOptionIds: body.visitOptionID ?? [], codes: body.diagnostics,
        serviceDate: body.serviceDate ?? null, specialty: body.specialty ?? null,
      }).map((diagnostics) => ({ diagnostics })).mapErr((error) => toApiError(error, TEMP_DX_WIRE_NAMES)),
    }),
    defineRoute({
      method: 'POST', path: 'Forms/PostSmartPN', summary: 'Submit a Smart progress note with its PN Summary PDF (base64 pnblob); its diagnoses go on the record',
      access: { permission: 'record.createSmartPn' }, body: noteBody, bodyLimitBytes: PROGRESS_NOTE_BODY_LIMIT, response: WireProgressNoteSummarySchema,
      successStatus: 201, audit: { action: 'progressNotes.submit', recordId: ({ body }) => (typeof body.RecordID === 'number' ? body.RecordID : null) },
      handler: ({ user, body }) => fromWireProgressNote(body).asyncAndThen((note) => submitProgressNote(ports, user, note))
        .map(toWireProgressNoteSummary).mapErr((error) => toApiError(error, PROGRESS_NOTE_WIRE_NAMES)),
    }),
    defineRoute({
      method: 'POST', path: 'Forms/SaveNoteDraft', summary: 'Save the wizard as a draft (ID 0 creates one); answers a list whose first item has the id',
      access: { permission: 'record.createSmartPn' }, body: draftBody, bodyLimitBytes: DRAFT_BODY_LIMIT, response: z.array(WireDraftNoteReplySchema),
      audit: { action: 'progressNotes.saveDraft', recordId: ({ body }) => (typeof body.recordId === 'number' ? body.recordId : null) },
      handler: ({ user, body }) => fromWireDraftNoteInput(body).asyncAndThen((input) => saveNoteDraft(ports, user, input))
        .map((drafts) => drafts.map(toWireDraftNote)).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'POST', path: 'Forms/DeleteNoteDraft', summary: 'Delete a draft (id in the body or the query)',
      access: { permission: 'record.createSmartPn' }, query: looseObject, body: looseObject.optional(), successStatus: 204,
      audit: { action: 'progressNotes.deleteDraft' },
      handler: ({ user, query, body }) => fromQueryOrBody(z.object({ id: idField }), query, body)
        .asyncAndThen(({ id }) => deleteNoteDraft(ports, user, id as NoteDraftId).mapErr((error) => toApiError(error))),
    }),
    defineRoute({
      method: 'GET', path: 'Forms/GetNoteDraft', summary: "A record's drafts, newest first (only the one with ID when given)",
      access: { permission: 'record.viewPnHistory' }, query: z.object({ recordId: idField, ID: idField.optional() }), response: z.array(WireDraftNoteReplySchema),
      audit: { action: 'progressNotes.readDrafts', recordId: ({ query }) => query.recordId },
      handler: ({ user, query }) => noteDrafts(ports, user, query.recordId as RecordId, (query.ID ?? null) as NoteDraftId | null)
        .map((drafts) => drafts.map(toWireDraftNote)).mapErr((error) => toApiError(error)),
    }),
  ];
}
