import { z } from 'zod';
import { DraftNoteSchema } from './draft-note.js';
import { RecordIdSchema, UserIdSchema, VideoIdSchema } from './ids.js';
import { DiagnosisSourceSchema, RecordDiagnosticRowSchema } from './record-diagnostic.js';

/** A diagnostic row as it stood when it was deleted: every field its record shows, scores and bills, and who added it. */
export const KeptDiagnosticSchema = RecordDiagnosticRowSchema.pick({
  code: true, serviceDate: true, provider: true, specialty: true, documentation: true, active: true, billedFirstSemester: true,
  billedSecondSemester: true, inProgressNote: true, inProgressNotePreview: true,
}).extend({ queue: z.string().nullable(), source: DiagnosisSourceSchema, createdBy: UserIdSchema.nullable() });
export type KeptDiagnostic = z.infer<typeof KeptDiagnosticSchema>;

/** A draft as it stood when it was deleted, with its id (a link to the draft opens it again once restored). */
export const KeptDraftSchema = DraftNoteSchema.extend({ authorUserId: UserIdSchema.nullable() });
export type KeptDraft = z.infer<typeof KeptDraftSchema>;

/**
 * What one delete removed, as the server kept it for the undo: the rows of one diagnostic or of Delete all, a
 * draft, or a video's status before it was set false. Only the server writes it; an undo never takes it from a client.
 */
export const DeletedItemsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('diagnostic'), recordId: RecordIdSchema, rows: z.array(KeptDiagnosticSchema) }),
  z.object({ kind: z.literal('allDiagnostics'), recordId: RecordIdSchema, rows: z.array(KeptDiagnosticSchema) }),
  z.object({ kind: z.literal('noteDraft'), draft: KeptDraftSchema }),
  z.object({ kind: z.literal('video'), videoId: VideoIdSchema, wasActive: z.boolean() }),
]);
export type DeletedItems = z.infer<typeof DeletedItemsSchema>;
export type DeletionKind = DeletedItems['kind'];
