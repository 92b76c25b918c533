import { z } from 'zod';
import { NoteDraftIdSchema, RecordIdSchema } from './ids.js';
import { TimestampSchema } from './calendar-date.js';

export const DraftNoteContentSchema = z.object({
  pnInfo: z.json(),
  soap: z.json(),
  dx: z.json(),
  summary: z.json(),
  soapOtherValues: z.json(),
});
/** The wizard's sections as saved in a draft; each section's shape belongs to the wizard. */
export type DraftNoteContent = z.infer<typeof DraftNoteContentSchema>;

export const DraftNoteSchema = z.object({
  id: NoteDraftIdSchema,
  recordId: RecordIdSchema,
  content: DraftNoteContentSchema,
  lastSavedAt: TimestampSchema,
});
/** A Smart progress note in progress, saved 3 s after each change. */
export type DraftNote = z.infer<typeof DraftNoteSchema>;

export const DraftNoteInputSchema = z.object({
  /** Null saves a new draft. */
  id: NoteDraftIdSchema.nullable(),
  recordId: RecordIdSchema,
  content: DraftNoteContentSchema,
});
export type DraftNoteInput = z.infer<typeof DraftNoteInputSchema>;
