import {
  noteDrafts, progressNoteById, progressNotePdf, recordProgressNotes, toWireDraftNote, toWireProgressNoteDetail, toWireProgressNoteSummary,
  progressNoteByIdEndpoint, progressNotePdfEndpoint, recordNoteDraftsEndpoint, recordProgressNotesEndpoint,
  type ProgressNoteId, type RecordId,
} from '@rafdesk/core';
import { definePagedRoute, defineRoute, type RouteDefinition } from '../route-definition.js';
import { pageOf } from '../api/page-of.js';
import type { PracticeApiPorts } from './practice-ports.js';
import { toRouteFailure } from '../api/to-route-failure.js';

/** The PDF's file name: the spec's prefix SmartPN- with the record id, then the note id so two notes never clash. */
const pdfFileName = (recordId: number, noteId: number): string => `SmartPN-${recordId}-${noteId}.pdf`;

/** A record's submitted notes (PN History), one note with its sections, its PDF, and the record's drafts. */
export function progressNoteRoutes(ports: PracticeApiPorts): RouteDefinition[] {
  return [
    definePagedRoute(recordProgressNotesEndpoint, {
      auditRecordId: (input) => input.query.RecordID,
      handler: ({ user, query, page }) => recordProgressNotes(ports, user, query.RecordID as RecordId, page)
        .map((notes) => pageOf(notes, toWireProgressNoteSummary)).mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(progressNoteByIdEndpoint, {
      auditRecordId: (input) => input.query.RecordID,
      handler: ({ user, query }) => progressNoteById(ports, user, query.RecordID as RecordId, query.ProgressNoteID as ProgressNoteId)
        .map(toWireProgressNoteDetail).mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(progressNotePdfEndpoint, {
      auditRecordId: (input) => input.query.RecordID,
      handler: ({ user, query }) => progressNotePdf(ports, user, query.RecordID as RecordId, query.ProgressNoteID as ProgressNoteId)
        .mapErr((error) => toRouteFailure(error)),
      reply: ({ note, pdf }, reply) => reply.code(200)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdfFileName(note.recordId, note.id)}"`)
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)),
    }),
    defineRoute(recordNoteDraftsEndpoint, {
      auditRecordId: (input) => input.query.RecordID,
      handler: ({ user, query }) => noteDrafts(ports, user, query.RecordID as RecordId).map((drafts) => drafts.map(toWireDraftNote))
        .mapErr((error) => toRouteFailure(error)),
    }),
  ];
}
