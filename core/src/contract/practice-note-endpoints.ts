import { z } from 'zod';
import { IsoDateSchema } from '../domain/calendar-date.js';
import type { DraftNote, DraftNoteInput } from '../domain/draft-note.js';
import type { ProgressNoteSubmission } from '../domain/progress-note-submission.js';
import type { NoteDraftId, RecordId } from '../domain/ids.js';
import { joinIds } from '../wire/wire-values.js';
import type { TempDiagnosesInput } from '../usecases/smart-pn/temp-diagnoses.js';
import { WireDraftNoteInputSchema, fromWireDraftNoteInput, toWireDraftNote, toWireDraftNoteInput } from '../wire/draft-note-wire.js';
import { WireProgressNoteSummarySchema } from '../wire/progress-note-summary-wire.js';
import { WireProgressNoteSchema, fromWireProgressNote, toWireProgressNote } from '../wire/progress-note-wire.js';
import { WireDraftNoteReplySchema, toWireProgressNoteSummary } from '../wire/smart-pn-wire.js';
import { idField, idListField, textListField } from '../wire/wire-fields.js';
import { endpoint } from './endpoint.js';
import { coded, unreadAnswer } from './endpoint-codec.js';
import { queryOrBody, recordIdField, wireKeys } from './request-fields.js';
import { undoAnswer, WireUndoSchema } from './undo-answer.js';

// The wizard's writes: staged diagnoses, the submitted note with its PDF, and drafts.

const TempDxSchema = z.object({
  recordID: recordIdField, visitOptionID: idListField.optional(), diagnostics: textListField,
  serviceDate: IsoDateSchema.nullish(), specialty: z.string().max(250).nullish(),
});
const noteBody = wireKeys(WireProgressNoteSchema.shape);
const draftBody = wireKeys(WireDraftNoteInputSchema.shape);

/** The arguments of the calls that take them from the query string or a JSON body (read by the server, any letter case). */
export const NoteDraftDeletionArgument = z.object({ id: idField });

/** A record's drafts, or only the one with this id. */
export interface DraftLookupQuery {
  readonly recordId: RecordId;
  readonly draftId: NoteDraftId | null;
}

/** Drafts are answered as the wire spells them: the wizard checks a draft's sections itself when it opens one. */
export const draftsAnswer = {
  encodeOutput: (drafts: readonly DraftNote[]) => drafts.map(toWireDraftNote),
  decodeOutput: (wire: z.output<typeof WireDraftNoteReplySchema>[]) => wire,
};

/** The wizard reads nothing of the staged list it sent. */
export const stageDiagnosesEndpoint = coded(endpoint({
  method: 'POST', path: 'Forms/PostTempDX', summary: "Stage the diagnoses the questionnaire suggests for a record's note in progress (replaces the staged list)",
  access: { permission: 'record.createSmartPn' }, body: TempDxSchema, response: z.object({ diagnostics: z.array(z.string()) }),
  audit: 'progressNotes.stageDiagnoses',
}), {
  encodeInput: (input: TempDiagnosesInput) => ({
    json: {
      recordID: input.recordId, visitOptionID: joinIds(input.visitOptionIds), diagnostics: input.codes.join(','), serviceDate: input.serviceDate, specialty: input.specialty,
    },
  }),
  decodeInput: ({ body }): TempDiagnosesInput => ({
    recordId: body.recordID, visitOptionIds: body.visitOptionID ?? [], codes: body.diagnostics, serviceDate: body.serviceDate ?? null, specialty: body.specialty ?? null,
  }),
  ...unreadAnswer((diagnostics: readonly string[]) => ({ diagnostics: [...diagnostics] })),
});

// A note and a draft are read by their wire parsers, whose wording of what they refuse the API promises.

/** The wizard reads nothing of the submitted note's answer. */
export const submitProgressNoteEndpoint = coded(endpoint({
  method: 'POST', path: 'Forms/PostSmartPN', summary: 'Submit a Smart progress note with its PN Summary PDF (base64 pnblob); its diagnoses go on the record',
  access: { permission: 'record.createSmartPn' }, body: noteBody, response: WireProgressNoteSummarySchema, successStatus: 201, audit: 'progressNotes.submit',
}), {
  encodeInput: (note: ProgressNoteSubmission) => ({ json: toWireProgressNote(note) }),
  decodeInput: ({ body }) => fromWireProgressNote(body),
  ...unreadAnswer(toWireProgressNoteSummary),
});

/** The wizard reads the saved draft's id and time from the first item of the answer. */
export const saveNoteDraftEndpoint = coded(endpoint({
  method: 'POST', path: 'Forms/SaveNoteDraft', summary: 'Save the wizard as a draft (ID 0 creates one); answers a list whose first item has the id',
  access: { permission: 'record.createSmartPn' }, body: draftBody, response: z.array(WireDraftNoteReplySchema), audit: 'progressNotes.saveDraft',
}), {
  encodeInput: (input: DraftNoteInput) => ({ json: toWireDraftNoteInput(input) }),
  decodeInput: ({ body }) => fromWireDraftNoteInput(body),
  encodeOutput: draftsAnswer.encodeOutput,
  reply: z.tuple([WireDraftNoteReplySchema], WireDraftNoteReplySchema),
  decodeOutput: ([saved]) => ({ id: saved.id, savedAt: saved.last_Saved }),
});

export const deleteNoteDraftEndpoint = coded(endpoint({
  method: 'POST', path: 'Forms/DeleteNoteDraft', summary: 'Delete a draft (id in the body or the query); answers the undoId of Forms/RestoreNoteDraft',
  access: { permission: 'record.createSmartPn' }, ...queryOrBody(NoteDraftDeletionArgument), response: WireUndoSchema, audit: 'progressNotes.deleteDraft',
}), {
  encodeInput: (draftId: NoteDraftId) => ({ json: { id: draftId } }),
  decodeInput: ({ args }): NoteDraftId => args.id as NoteDraftId,
  ...undoAnswer,
});

export const findNoteDraftsEndpoint = coded(endpoint({
  method: 'GET', path: 'Forms/GetNoteDraft', summary: "A record's drafts, newest first (only the one with ID when given)",
  access: { permission: 'record.viewPnHistory' }, query: z.object({ recordId: recordIdField, ID: idField.optional() }), response: z.array(WireDraftNoteReplySchema),
  audit: 'progressNotes.readDrafts',
}), {
  ...draftsAnswer,
  encodeInput: (lookup: DraftLookupQuery) => ({ query: { recordId: lookup.recordId, ID: lookup.draftId ?? undefined } }),
  decodeInput: ({ query }): DraftLookupQuery => ({ recordId: query.recordId, draftId: (query.ID ?? null) as NoteDraftId | null }),
});
