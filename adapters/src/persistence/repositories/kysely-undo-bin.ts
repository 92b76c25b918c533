import { err, ok, type Result, type ResultAsync } from 'neverthrow';
import {
  DeletedItemsSchema, serviceUnavailable, type DeletedItems, type FieldCipher, type KeptDeletion, type StorageError, type UndoBin, type UndoId, type UserId,
} from '@rafdesk/core';
import { nextRowId, openJson, sealText } from './sealed-fields.js';
import { attempt } from './storage-failure.js';
import { transact, type Executor } from './transact.js';

const itemsAt = (id: number) => ({ table: 'undo_bin', column: 'items', rowId: id });

/**
 * {@link UndoBin} over `undo_bin`; what it keeps is sealed like the rows it came from (a JSON string in the jsonb
 * column) and read back through core's schema, never trusted as it lies.
 */
export class KyselyUndoBin implements UndoBin {
  constructor(private readonly db: Executor, private readonly cipher: FieldCipher) {}

  keep(items: DeletedItems, by: UserId | null, at: Date, forgetBefore: Date): ResultAsync<UndoId, StorageError> {
    return transact(this.db, async (trx): Promise<Result<UndoId, never>> => {
      await trx.deleteFrom('undo_bin').where('deleted_at', '<', forgetBefore).execute();
      const id = await nextRowId(trx, 'undo_bin');
      const sealed = JSON.stringify(sealText(this.cipher, JSON.stringify(items), itemsAt(id)));
      const row = await trx.insertInto('undo_bin').values({ id, kind: items.kind, items: sealed, deleted_by: by, deleted_at: at }).returning('id').executeTakeFirstOrThrow();
      return ok(row.id as UndoId);
    });
  }

  find(id: UndoId): ResultAsync<KeptDeletion | null, StorageError> {
    return attempt(this.db.selectFrom('undo_bin').select(['id', 'items', 'deleted_by', 'deleted_at']).where('id', '=', id).executeTakeFirst())
      .andThen((row) => (row === undefined ? ok(null) : keptOf(this.cipher, row)));
  }

  take(id: UndoId): ResultAsync<KeptDeletion | null, StorageError> {
    // One statement: of two undos racing for one deletion, the second deletes nothing and gets null.
    return attempt(this.db.deleteFrom('undo_bin').where('id', '=', id).returning(['id', 'items', 'deleted_by', 'deleted_at']).executeTakeFirst())
      .andThen((row) => (row === undefined ? ok(null) : keptOf(this.cipher, row)));
  }
}

function keptOf(cipher: FieldCipher, row: { id: number; items: unknown; deleted_by: number | null; deleted_at: Date }): Result<KeptDeletion, StorageError> {
  const kept = openJson(cipher, row.items, itemsAt(row.id));
  if (kept.isErr()) return err(kept.error);
  const items = DeletedItemsSchema.safeParse(kept.value);
  if (!items.success) return err(serviceUnavailable('storage row-shape undo_bin'));
  return ok({ id: row.id as UndoId, items: items.data, deletedBy: row.deleted_by as UserId | null, deletedAt: row.deleted_at });
}
