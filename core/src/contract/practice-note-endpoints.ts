import { z } from 'zod';
import { IsoDateSchema } from '../domain/calendar-date.js';
import { WireDraftNoteInputSchema } from '../wire/draft-note-wire.js';
import { WireProgressNoteSummarySchema } from '../wire/progress-note-summary-wire.js';
import { WireProgressNoteSchema } from '../wire/progress-note-wire.js';
import { WireDraftNoteReplySchema } from '../wire/smart-pn-wire.js';
import { idField, idListField, textListField } from '../wire/wire-fields.js';
import { endpoint } from './endpoint.js';
import { queryOrBody, wireKeys } from './request-fields.js';

// The wizard's writes: staged diagnoses, the submitted note with its PDF, and drafts.

const TempDxSchema = z.object({
  recordID: idField, visitOptionID: idListField.optional(), diagnostics: textListField,
  serviceDate: IsoDateSchema.nullish(), specialty: z.string().max(250).nullish(),
});
const noteBody = wireKeys(WireProgressNoteSchema.shape);
const draftBody = wireKeys(WireDraftNoteInputSchema.shape);

/** The arguments of the calls that take them from the query string or a JSON body (read by the server, any letter case). */
export const NoteDraftDeletionArgument = z.object({ id: idField });

export const stageDiagnosesEndpoint = endpoint({
  method: 'POST', path: 'Forms/PostTempDX', summary: "Stage the diagnoses the questionnaire suggests for a record's note in progress (replaces the staged list)",
  access: { permission: 'record.createSmartPn' }, body: TempDxSchema, response: z.object({ diagnostics: z.array(z.string()) }),
  audit: 'progressNotes.stageDiagnoses',
});

export const submitProgressNoteEndpoint = endpoint({
  method: 'POST', path: 'Forms/PostSmartPN', summary: 'Submit a Smart progress note with its PN Summary PDF (base64 pnblob); its diagnoses go on the record',
  access: { permission: 'record.createSmartPn' }, body: noteBody, response: WireProgressNoteSummarySchema, successStatus: 201, audit: 'progressNotes.submit',
});

export const saveNoteDraftEndpoint = endpoint({
  method: 'POST', path: 'Forms/SaveNoteDraft', summary: 'Save the wizard as a draft (ID 0 creates one); answers a list whose first item has the id',
  access: { permission: 'record.createSmartPn' }, body: draftBody, response: z.array(WireDraftNoteReplySchema), audit: 'progressNotes.saveDraft',
});

export const deleteNoteDraftEndpoint = endpoint({
  method: 'POST', path: 'Forms/DeleteNoteDraft', summary: 'Delete a draft (id in the body or the query)',
  access: { permission: 'record.createSmartPn' }, ...queryOrBody(NoteDraftDeletionArgument), successStatus: 204, audit: 'progressNotes.deleteDraft',
});

export const findNoteDraftsEndpoint = endpoint({
  method: 'GET', path: 'Forms/GetNoteDraft', summary: "A record's drafts, newest first (only the one with ID when given)",
  access: { permission: 'record.viewPnHistory' }, query: z.object({ recordId: idField, ID: idField.optional() }), response: z.array(WireDraftNoteReplySchema),
  audit: 'progressNotes.readDrafts',
});
