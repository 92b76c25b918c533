import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { DeletedItems, DeletionKind } from '../../domain/deleted-items.js';
import type { UndoId, UserId } from '../../domain/ids.js';
import { notFound, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import type { KeptDeletion, UndoBin } from '../../ports/repositories/undo-bin.js';

/** How long the toast offers Undo after a delete (docs/decisions.md). */
export const UNDO_OFFER_SECONDS = 10;
/**
 * How long the server keeps a deletion restorable. Longer than the offer: the toast opens only once the delete's answer
 * arrived, stays open while it has the keyboard focus or the pointer, and the undo's own request takes time.
 */
export const UNDO_WINDOW_SECONDS = 30;

/** An undo asked for after the window: the deletion stands. */
export interface UndoExpired {
  readonly kind: 'UndoExpired';
  readonly windowSeconds: number;
}

export type UndoRefusal = UndoExpired | NotFound;

/** Keeps what a delete removed, in the delete's transaction, forgetting what is past its window. */
export function keepDeletion(bin: UndoBin, items: DeletedItems, by: UserId | null, at: Date): ResultAsync<UndoId, StorageError> {
  return bin.keep(items, by, at, new Date(at.getTime() - UNDO_WINDOW_SECONDS * 1000));
}

/** A kept deletion of one of `kinds` still within its window; another kind reads as no deletion at all. */
export function restorable<K extends DeletionKind>(kept: KeptDeletion | null, kinds: readonly K[], now: Date): ResultAsync<KeptDeletion & { items: Extract<DeletedItems, { kind: K }> }, UndoRefusal> {
  if (kept === null || !(kinds as readonly DeletionKind[]).includes(kept.items.kind)) return errAsync(notFound('deletion'));
  if (now.getTime() - kept.deletedAt.getTime() > UNDO_WINDOW_SECONDS * 1000) return errAsync({ kind: 'UndoExpired', windowSeconds: UNDO_WINDOW_SECONDS });
  return okAsync(kept as KeptDeletion & { items: Extract<DeletedItems, { kind: K }> });
}

/** Takes a deletion of `kinds` out of the bin inside the restore's transaction, refusing one past its window. */
export function takeRestorable<K extends DeletionKind>(bin: UndoBin, id: UndoId, kinds: readonly K[], now: Date): ResultAsync<KeptDeletion & { items: Extract<DeletedItems, { kind: K }> }, UndoRefusal | StorageError> {
  return bin.take(id).andThen((kept) => restorable(kept, kinds, now));
}
