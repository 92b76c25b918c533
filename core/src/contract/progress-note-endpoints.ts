import { z } from 'zod';
import { WireProgressNoteSummarySchema } from '../wire/progress-note-summary-wire.js';
import { WireDraftNoteReplySchema, WireProgressNoteDetailSchema } from '../wire/smart-pn-wire.js';
import { idField } from '../wire/wire-fields.js';
import { endpoint } from './endpoint.js';

// A record's submitted notes (PN History), one note with its sections, its PDF, and the record's drafts.

const NoteQuerySchema = z.object({ ProgressNoteID: idField, RecordID: idField });

export const recordProgressNotesEndpoint = endpoint({
  method: 'GET', path: 'Patients/GetProgressNotes', summary: "A record's submitted progress notes, newest first",
  access: { permission: 'record.view' }, paged: {}, query: z.object({ RecordID: idField }), response: WireProgressNoteSummarySchema,
  audit: 'progressNotes.list',
});

export const progressNoteByIdEndpoint = endpoint({
  method: 'GET', path: 'Patients/GetProgressNoteById', summary: 'One submitted progress note of a record with every section',
  access: { permission: 'record.view' }, query: NoteQuerySchema, response: WireProgressNoteDetailSchema, audit: 'progressNotes.read',
});

export const progressNotePdfEndpoint = endpoint({
  method: 'GET', path: 'Patients/GetProgressNotePdf', summary: 'The PN Summary PDF a progress note was submitted with (a download)',
  access: { permission: 'record.view' }, query: NoteQuerySchema, audit: 'progressNotes.readPdf',
});

export const recordNoteDraftsEndpoint = endpoint({
  method: 'GET', path: 'Patients/GetNoteDrafts', summary: "A record's Smart PN drafts, newest first",
  access: { permission: 'record.viewPnHistory' }, query: z.object({ RecordID: idField }), response: z.array(WireDraftNoteReplySchema),
  audit: 'progressNotes.readDrafts',
});
