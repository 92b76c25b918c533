import { err, ok, type ResultAsync } from 'neverthrow';
import { notFound, type FieldCipher, type NotFound, type ServiceUnavailable, type SingleUseLedger, type StorageError, type StoredTotpSecret, type TotpSecretRepository, type UserId } from '@rafdesk/core';
import { attempt } from './storage-failure.js';
import { openText, sealText } from './sealed-fields.js';
import { withAuditLine } from '../audit/pending-audit.js';
import type { Executor } from './transact.js';

/** Where a user's TOTP seed is sealed (the row is the user's). */
export const totpSeedAt = (userId: number) => ({ table: 'totp_secret', column: 'secret', rowId: userId });

/** {@link TotpSecretRepository} over `totp_secret`; the seed is sealed, since whoever reads it can make the user's codes. */
export class KyselyTotpSecretRepository implements TotpSecretRepository {
  constructor(private readonly db: Executor, private readonly cipher: FieldCipher) {}

  find(userId: UserId): ResultAsync<StoredTotpSecret | null, StorageError> {
    return attempt(this.db.selectFrom('totp_secret').select(['secret', 'confirmed_at', 'last_used_step']).where('user_id', '=', userId).executeTakeFirst())
      .andThen((row) => (row === undefined ? ok(null) : openText(this.cipher, row.secret, totpSeedAt(userId))
        .map((secret) => ({ secret, confirmedAt: row.confirmed_at, lastUsedStep: row.last_used_step }))));
  }

  save(userId: UserId, plainSecret: string, at: Date): ResultAsync<void, StorageError> {
    const secret = sealText(this.cipher, plainSecret, totpSeedAt(userId));
    return attempt(withAuditLine(this.db, (db) => db.insertInto('totp_secret').values({ user_id: userId, secret, created_at: at })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ secret, created_at: at, confirmed_at: null, last_used_step: null }))
      .execute())).map(() => undefined);
  }

  confirm(userId: UserId, at: Date): ResultAsync<void, NotFound | StorageError> {
    return attempt(withAuditLine(this.db, (db) => db.updateTable('totp_secret').set({ confirmed_at: at }).where('user_id', '=', userId).returning('user_id').execute()))
      .andThen((rows) => (rows.length === 0 ? err(notFound('totpSecret')) : ok(undefined)));
  }

  spendStep(userId: UserId, step: number): ResultAsync<boolean, StorageError> {
    // Conditional UPDATE: of two requests presenting the same code, exactly one spends it.
    return attempt(withAuditLine(this.db, (db) => db.updateTable('totp_secret').set({ last_used_step: step })
      .where('user_id', '=', userId).where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
      .returning('user_id').execute())).map((rows) => rows.length === 1);
  }

  remove(userId: UserId): ResultAsync<void, StorageError> {
    return attempt(withAuditLine(this.db, (db) => db.deleteFrom('totp_secret').where('user_id', '=', userId).execute())).map(() => undefined);
  }
}

/**
 * The {@link SingleUseLedger} in the shared database, so a hub ticket redeemed on one server process is refused
 * on every other. Expired entries are swept as new ones arrive.
 */
export class KyselySingleUseLedger implements SingleUseLedger {
  constructor(private readonly db: Executor, private readonly clock: { now(): Date }) {}

  consume(id: string, keepUntil: Date): ResultAsync<boolean, ServiceUnavailable> {
    return attempt(withAuditLine(this.db, (db) => db.deleteFrom('spent_ticket').where('keep_until', '<', this.clock.now()).execute()))
      .andThen(() => attempt(withAuditLine(this.db, (db) => db.insertInto('spent_ticket').values({ id, keep_until: keepUntil })
        .onConflict((conflict) => conflict.column('id').doNothing()).returning('id').execute())))
      .map((rows) => rows.length === 1);
  }
}
