import { z } from 'zod';
import type { ProgressNoteId, RecordId } from '../domain/ids.js';
import type { ProgressNoteDetail } from '../ports/repositories/smart-pn-repositories.js';
import { WireProgressNoteSummarySchema } from '../wire/progress-note-summary-wire.js';
import { WireDraftNoteReplySchema, WireProgressNoteDetailSchema, toWireProgressNoteDetail, toWireProgressNoteSummary } from '../wire/smart-pn-wire.js';
import { idField } from '../wire/wire-fields.js';
import { endpoint } from './endpoint.js';
import { coded, fileAnswer } from './endpoint-codec.js';
import { draftsAnswer } from './practice-note-endpoints.js';
import { RecordPageQuerySchema, recordPageInput } from './record-endpoints.js';
import { recordIdField } from './request-fields.js';

// A record's submitted notes (PN History), one note with its sections, its PDF, and the record's drafts.
// PN History reads the notes as the wire spells them (its screens show those fields), so their answers decode as sent.

const NoteQuerySchema = z.object({ ProgressNoteID: idField, RecordID: idField });

/** One submitted note of a record (the record is checked against the caller's reach). */
export interface RecordNoteRef {
  readonly recordId: RecordId;
  readonly noteId: ProgressNoteId;
}

/** What PN History reads of one note: the list's fields, the other CPT, the diagnoses' codes and texts, and whether a PDF is kept. */
const NoteDetailReplySchema = WireProgressNoteSummarySchema.extend({
  otherCPT: z.string().nullable(), jsonDXTable: z.array(z.object({ DiagnosticID: z.string(), Descriptions: z.string() })), hasPdf: z.boolean(),
});

export const recordProgressNotesEndpoint = coded(endpoint({
  method: 'GET', path: 'Patients/GetProgressNotes', summary: "A record's submitted progress notes, newest first",
  access: { permission: 'record.view' }, paged: {}, query: RecordPageQuerySchema, response: WireProgressNoteSummarySchema,
  audit: 'progressNotes.list',
}), {
  ...recordPageInput,
  encodeOutput: toWireProgressNoteSummary,
  decodeOutput: (wire) => wire,
});

const noteRefInput = {
  encodeInput: (ref: RecordNoteRef) => ({ query: { RecordID: ref.recordId, ProgressNoteID: ref.noteId } }),
  decodeInput: ({ query }: { readonly query: z.output<typeof NoteQuerySchema> }): RecordNoteRef => ({
    recordId: query.RecordID as RecordId, noteId: query.ProgressNoteID as ProgressNoteId,
  }),
};

export const progressNoteByIdEndpoint = coded(endpoint({
  method: 'GET', path: 'Patients/GetProgressNoteById', summary: 'One submitted progress note of a record with every section',
  access: { permission: 'record.view' }, query: NoteQuerySchema, response: WireProgressNoteDetailSchema, audit: 'progressNotes.read',
}), {
  ...noteRefInput,
  encodeOutput: (note: ProgressNoteDetail) => toWireProgressNoteDetail(note),
  reply: NoteDetailReplySchema,
  decodeOutput: (wire) => wire,
});

/** A download, not JSON: the server writes the PDF itself (see its route) and PN History links to it. */
export const progressNotePdfEndpoint = coded(endpoint({
  method: 'GET', path: 'Patients/GetProgressNotePdf', summary: 'The PN Summary PDF a progress note was submitted with (a download)',
  access: { permission: 'record.view' }, query: NoteQuerySchema, audit: 'progressNotes.readPdf',
}), {
  ...noteRefInput,
  ...fileAnswer<{ readonly note: ProgressNoteDetail; readonly pdf: Uint8Array }>(),
});

export const recordNoteDraftsEndpoint = coded(endpoint({
  method: 'GET', path: 'Patients/GetNoteDrafts', summary: "A record's Smart PN drafts, newest first",
  access: { permission: 'record.viewPnHistory' }, query: z.object({ RecordID: recordIdField }), response: z.array(WireDraftNoteReplySchema),
  audit: 'progressNotes.readDrafts',
}), {
  ...draftsAnswer,
  encodeInput: (recordId: RecordId) => ({ query: { RecordID: recordId } }),
  decodeInput: ({ query }): RecordId => query.RecordID,
});
