import {
  noteDrafts, progressNoteById, progressNotePdf, recordProgressNotes, toWireDraftNote, idField, type ProgressNoteId, type RecordId, WireProgressNoteSummarySchema,
} from '@rafdesk/core';
import { z } from 'zod';
import { definePagedRoute, defineRoute, type RouteDefinition } from '../route-definition.js';
import { pageOf } from '../api/page-of.js';
import type { PracticeApiPorts } from './practice-ports.js';
import { toWireProgressNoteDetail, toWireProgressNoteSummary, WireDraftNoteReplySchema, WireProgressNoteDetailSchema } from './smart-pn-wire.js';
import { toApiError } from '../api/to-api-error.js';

const NoteQuerySchema = z.object({ ProgressNoteID: idField, RecordID: idField });

/** The PDF's file name: the spec's prefix SmartPN- with the record id, then the note id so two notes never clash. */
const pdfFileName = (recordId: number, noteId: number): string => `SmartPN-${recordId}-${noteId}.pdf`;

/** A record's submitted notes (PN History), one note with its sections, its PDF, and the record's drafts. */
export function progressNoteRoutes(ports: PracticeApiPorts): RouteDefinition[] {
  return [
    definePagedRoute({
      method: 'GET', path: 'Patients/GetProgressNotes', summary: "A record's submitted progress notes, newest first",
      access: { permission: 'record.view' }, query: z.object({ RecordID: idField }), response: WireProgressNoteSummarySchema,
      audit: { action: 'progressNotes.list', recordId: ({ query }) => query.RecordID },
      handler: ({ user, query, page }) => recordProgressNotes(ports, user, query.RecordID as RecordId, page)
        .map((notes) => pageOf(notes, toWireProgressNoteSummary)).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'GET', path: 'Patients/GetProgressNoteById', summary: 'One submitted progress note of a record with every section',
      access: { permission: 'record.view' }, query: NoteQuerySchema, response: WireProgressNoteDetailSchema,
      audit: { action: 'progressNotes.read', recordId: ({ query }) => query.RecordID },
      handler: ({ user, query }) => progressNoteById(ports, user, query.RecordID as RecordId, query.ProgressNoteID as ProgressNoteId)
        .map(toWireProgressNoteDetail).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'GET', path: 'Patients/GetProgressNotePdf', summary: 'The PN Summary PDF a progress note was submitted with (a download)',
      access: { permission: 'record.view' }, query: NoteQuerySchema,
      audit: { action: 'progressNotes.readPdf', recordId: ({ query }) => query.RecordID },
      handler: ({ user, query }) => progressNotePdf(ports, user, query.RecordID as RecordId, query.ProgressNoteID as ProgressNoteId)
        .mapErr((error) => toApiError(error)),
      reply: ({ note, pdf }, reply) => reply.code(200)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdfFileName(note.recordId, note.id)}"`)
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)),
    }),
    defineRoute({
      method: 'GET', path: 'Patients/GetNoteDrafts', summary: "A record's Smart PN drafts, newest first",
      access: { permission: 'record.viewPnHistory' }, query: z.object({ RecordID: idField }), response: z.array(WireDraftNoteReplySchema),
      audit: { action: 'progressNotes.readDrafts', recordId: ({ query }) => query.RecordID },
      handler: ({ user, query }) => noteDrafts(ports, user, query.RecordID as RecordId).map((drafts) => drafts.map(toWireDraftNote))
        .mapErr((error) => toApiError(error)),
    }),
  ];
}
