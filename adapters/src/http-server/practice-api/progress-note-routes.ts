import {
  noteDrafts, progressNoteById, progressNotePdf, recordProgressNotes,
  progressNoteByIdEndpoint, progressNotePdfEndpoint, recordNoteDraftsEndpoint, recordProgressNotesEndpoint,
  type ProgressNoteId, type RecordId,
} from '@rafdesk/core';
import { defineRoute, type RouteDefinition } from '../route-definition.js';
import { implement } from '../implement.js';
import type { PracticeApiPorts } from './practice-ports.js';
import { toRouteFailure } from '../api/to-route-failure.js';

/** The PDF's file name: the spec's prefix SmartPN- with the record id, then the note id so two notes never clash. */
const pdfFileName = (recordId: number, noteId: number): string => `SmartPN-${recordId}-${noteId}.pdf`;

/** A record's submitted notes (PN History), one note with its sections, its PDF, and the record's drafts. */
export function progressNoteRoutes(ports: PracticeApiPorts): RouteDefinition[] {
  return [
    implement(recordProgressNotesEndpoint, (user, input) => recordProgressNotes(ports, user, input.recordId, input.window), { auditRecordId: (input) => input.recordId }),
    implement(progressNoteByIdEndpoint, (user, ref) => progressNoteById(ports, user, ref.recordId, ref.noteId), { auditRecordId: (ref) => ref.recordId }),
    // A download: the reply writes the PDF itself, which the codec's JSON answer cannot.
    defineRoute(progressNotePdfEndpoint, {
      auditRecordId: (input) => input.query.RecordID,
      handler: ({ user, query }) => progressNotePdf(ports, user, query.RecordID as RecordId, query.ProgressNoteID as ProgressNoteId)
        .mapErr((error) => toRouteFailure(error)),
      reply: ({ note, pdf }, reply) => reply.code(200)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdfFileName(note.recordId, note.id)}"`)
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)),
    }),
    implement(recordNoteDraftsEndpoint, (user, recordId) => noteDrafts(ports, user, recordId), { auditRecordId: (recordId) => recordId }),
  ];
}
