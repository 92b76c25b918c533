import { z } from 'zod';
import type { UndoId } from '../domain/ids.js';
import { idField } from '../wire/wire-fields.js';

// The undo's id a delete answers with, and how an undo names it: the one place these fields are spelled.

/** The argument of every undo call: the id the delete answered (in the query or a JSON body). */
export const UndoArgument = z.object({ undoId: idField });
export const WireUndoSchema = z.object({ undoId: z.number().int().nullable() });

/** The undo's id in a delete's answer, or null when the answer carries none (nothing to offer). */
export function undoIdOf(body: unknown): UndoId | null {
  const parsed = WireUndoSchema.safeParse(body);
  return parsed.success && parsed.data.undoId !== null && parsed.data.undoId > 0 ? (parsed.data.undoId as UndoId) : null;
}

/** The answer part of a delete's codec that answers only the undo's id. */
export const undoAnswer = { encodeOutput: (undoId: UndoId) => ({ undoId }), reply: z.unknown(), decodeOutput: undoIdOf } as const;

/** The input part of an undo's codec: the undo's id in a JSON body. */
export const undoInput = {
  encodeInput: (undoId: UndoId) => ({ json: { undoId } }),
  decodeInput: ({ args }: { readonly args: z.output<typeof UndoArgument> }): UndoId => args.undoId as UndoId,
} as const;
