import {
  noteDrafts, progressNoteById, progressNotePdf, recordProgressNotes,
  progressNoteByIdEndpoint, progressNotePdfEndpoint, recordNoteDraftsEndpoint, recordProgressNotesEndpoint,
} from '@rafdesk/core';
import type { RouteDefinition } from '../route-definition.js';
import { implement } from '../implement.js';
import type { PracticeApiPorts } from './practice-ports.js';

/** The PDF's file name: the spec's prefix SmartPN- with the record id, then the note id so two notes never clash. */
const pdfFileName = (recordId: number, noteId: number): string => `SmartPN-${recordId}-${noteId}.pdf`;

/** A record's submitted notes (PN History), one note with its sections, its PDF, and the record's drafts. */
export function progressNoteRoutes(ports: PracticeApiPorts): RouteDefinition[] {
  return [
    implement(recordProgressNotesEndpoint, (user, input) => recordProgressNotes(ports, user, input.recordId, input.window), { auditRecordId: (input) => input.recordId }),
    implement(progressNoteByIdEndpoint, (user, ref) => progressNoteById(ports, user, ref.recordId, ref.noteId), { auditRecordId: (ref) => ref.recordId }),
    implement(progressNotePdfEndpoint, (user, ref) => progressNotePdf(ports, user, ref.recordId, ref.noteId), {
      auditRecordId: (ref) => ref.recordId,
      reply: ({ note, pdf }, reply) => reply.code(200)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdfFileName(note.recordId, note.id)}"`)
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)),
    }),
    implement(recordNoteDraftsEndpoint, (user, recordId) => noteDrafts(ports, user, recordId), { auditRecordId: (recordId) => recordId }),
  ];
}
