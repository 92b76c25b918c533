import { z } from 'zod';
import type { RecordChange } from '../usecases/records/change-record.js';
import { WireRecordCardSchema, toWireRecordCard } from '../wire/clinical-wire.js';
import { changeCardOf } from './change-reply.js';
import { endpoint } from './endpoint.js';
import { coded, noAnswer } from './endpoint-codec.js';
import { queryOrBody } from './request-fields.js';
import { UndoArgument, undoInput } from './undo-answer.js';

// The undo of each delete the toast offers: the server restores what it kept of the delete named by its undoId,
// within the undo window, for a caller who may make that delete (docs/decisions.md, "Undo").

export const WireRestoredSchema = WireRecordCardSchema.extend({ recordID: z.number().int(), restored: z.number().int() });

export const restoreDiagnosticsEndpoint = coded(endpoint({
  method: 'POST', path: 'Diagnostics/RestoreDiagnostics', summary: 'Undo a Delete or Delete all of diagnostics (undoId of its answer) within the undo window; answers the RAF card',
  access: { permission: 'record.restoreDiagnostics' }, ...queryOrBody(UndoArgument), response: WireRestoredSchema, audit: 'record.diagnostics.restore',
}), {
  ...undoInput,
  encodeOutput: (change: RecordChange<number>) => ({ ...toWireRecordCard(change.card), recordID: change.recordId, restored: change.value }),
  reply: z.unknown(),
  decodeOutput: changeCardOf,
});

export const restoreNoteDraftEndpoint = coded(endpoint({
  method: 'POST', path: 'Forms/RestoreNoteDraft', summary: 'Undo a draft\'s delete (undoId of its answer) within the undo window; the draft keeps its id',
  access: { permission: 'record.restoreNoteDraft' }, ...queryOrBody(UndoArgument), successStatus: 204, audit: 'progressNotes.restoreDraft',
}), { ...undoInput, ...noAnswer });

export const restoreVideoEndpoint = coded(endpoint({
  method: 'PUT', path: 'Gallery/RestoreVideo', summary: 'Undo a video\'s delete (undoId of its answer) within the undo window: its status goes back',
  access: { permission: 'gallery.restore' }, ...queryOrBody(UndoArgument), successStatus: 204, audit: 'gallery.restoreVideo',
}), { ...undoInput, ...noAnswer });
