import { okAsync, type ResultAsync } from 'neverthrow';
import { DeletedItemsSchema, type DeletedItems } from '../../domain/deleted-items.js';
import type { UndoId, UserId } from '../../domain/ids.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { KeptDeletion, UndoBin } from '../../ports/repositories/undo-bin.js';
import type { InMemoryClinicalState, StoredDeletion } from './in-memory-clinical-state.js';

/** {@link UndoBin} in memory; what it keeps is copied in and out, as the table's JSON column stores it. */
export class InMemoryUndoBin implements UndoBin {
  constructor(private readonly state: InMemoryClinicalState) {}

  keep(items: DeletedItems, by: UserId | null, at: Date, forgetBefore: Date): ResultAsync<UndoId, StorageError> {
    const { undoBin } = this.state.tables;
    for (const [id, kept] of undoBin) if (kept.deletedAt < forgetBefore) undoBin.delete(id);
    const id = this.state.nextId('undo_bin');
    undoBin.set(id, { items: DeletedItemsSchema.parse(JSON.parse(JSON.stringify(items))), deletedBy: by, deletedAt: new Date(at.getTime()) });
    return okAsync(id as UndoId);
  }

  find(id: UndoId): ResultAsync<KeptDeletion | null, StorageError> {
    const kept = this.state.tables.undoBin.get(id);
    return okAsync(kept === undefined ? null : keptOf(id, kept));
  }

  take(id: UndoId): ResultAsync<KeptDeletion | null, StorageError> {
    const kept = this.state.tables.undoBin.get(id);
    this.state.tables.undoBin.delete(id);
    return okAsync(kept === undefined ? null : keptOf(id, kept));
  }
}

function keptOf(id: UndoId, kept: StoredDeletion): KeptDeletion {
  return { id, items: DeletedItemsSchema.parse(JSON.parse(JSON.stringify(kept.items))), deletedBy: kept.deletedBy, deletedAt: new Date(kept.deletedAt.getTime()) };
}
