import type { ResultAsync } from 'neverthrow';
import type { DeletedItems } from '../../domain/deleted-items.js';
import type { UndoId, UserId } from '../../domain/ids.js';
import type { StorageError } from './storage-error.js';

/** A deletion the bin keeps: what was removed, by whom and when. */
export interface KeptDeletion {
  readonly id: UndoId;
  readonly items: DeletedItems;
  readonly deletedBy: UserId | null;
  readonly deletedAt: Date;
}

/**
 * What deletes removed, kept by the server for the undo window so an undo restores exactly what went, whatever a
 * client sends. Written in the delete's own transaction, so a delete is never kept without happening or the reverse.
 */
export interface UndoBin {
  /** Keeps what a delete removed and forgets, in the same call, every deletion kept before `forgetBefore` (past its window). */
  keep(items: DeletedItems, by: UserId | null, at: Date, forgetBefore: Date): ResultAsync<UndoId, StorageError>;
  /** The kept deletion, or `ok(null)` when none has this id (restored already, forgotten, or never kept). */
  find(id: UndoId): ResultAsync<KeptDeletion | null, StorageError>;
  /**
   * Takes the deletion out of the bin, so it is restored at most once (a second caller gets `ok(null)`). Called in
   * the restore's transaction: a restore that fails leaves it in the bin.
   */
  take(id: UndoId): ResultAsync<KeptDeletion | null, StorageError>;
}
