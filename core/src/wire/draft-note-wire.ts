import { z } from 'zod';
import type { Result } from 'neverthrow';
import { NoteDraftIdSchema, RecordIdSchema } from '../domain/ids.js';
import { TimestampSchema } from '../domain/calendar-date.js';
import { DraftNoteContentSchema, type DraftNote, type DraftNoteInput } from '../domain/draft-note.js';
import { parseWire, type WireFormatError } from './wire-format-error.js';
import { jsonTextOf } from './wire-values.js';

/** `progressNote_Data` is JSON text holding the sections pnInfo, soap, dx, summary and soapOtherValues. */
const DraftContentTextSchema = jsonTextOf(DraftNoteContentSchema, 'must hold the sections pnInfo, soap, dx, summary and soapOtherValues');

export const WireDraftNoteSchema = z.object({ id: NoteDraftIdSchema, recordId: RecordIdSchema, progressNote_Data: DraftContentTextSchema, last_Saved: TimestampSchema });
/** A row of Forms/GetNoteDraft. */
export type WireDraftNote = z.input<typeof WireDraftNoteSchema>;

export function toWireDraftNote(draft: DraftNote): WireDraftNote {
  return { id: draft.id, recordId: draft.recordId, progressNote_Data: JSON.stringify(draft.content), last_Saved: draft.lastSavedAt };
}

export const WireDraftNoteInputSchema = z.object({ recordId: RecordIdSchema, progressNote_Data: DraftContentTextSchema, ID: z.union([z.literal(0), NoteDraftIdSchema]) });
/** Body of Forms/SaveNoteDraft; ID 0 saves a new draft. */
export type WireDraftNoteInput = z.input<typeof WireDraftNoteInputSchema>;

export function toWireDraftNoteInput(input: DraftNoteInput): WireDraftNoteInput {
  return { recordId: input.recordId, progressNote_Data: JSON.stringify(input.content), ID: input.id ?? 0 };
}

export function fromWireDraftNoteInput(input: unknown): Result<DraftNoteInput, WireFormatError> {
  return parseWire('note draft', WireDraftNoteInputSchema, input, (w) => ({
    id: w.ID === 0 ? null : w.ID, recordId: w.recordId, content: w.progressNote_Data,
  }));
}
