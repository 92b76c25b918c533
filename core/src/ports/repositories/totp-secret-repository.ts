import type { ResultAsync } from 'neverthrow';
import type { UserId } from '../../domain/ids.js';
import type { NotFound, StorageError } from './storage-error.js';

/** A user's second-factor secret and the last time step spent. */
export interface StoredTotpSecret {
  readonly secret: string;
  readonly confirmedAt: Date | null;
  readonly lastUsedStep: number | null;
}

/** TOTP secrets; a code's time step is spent at most once, even with two requests racing. */
export interface TotpSecretRepository {
  find(userId: UserId): ResultAsync<StoredTotpSecret | null, StorageError>;
  /** Stores a new secret (replacing any old one, unconfirmed, with no step spent). */
  save(userId: UserId, secret: string, at: Date): ResultAsync<void, StorageError>;
  confirm(userId: UserId, at: Date): ResultAsync<void, NotFound | StorageError>;
  /** `ok(true)` when `step` is later than the last spent step and is now spent; `ok(false)` when it was not (replay). */
  spendStep(userId: UserId, step: number): ResultAsync<boolean, StorageError>;
  remove(userId: UserId): ResultAsync<void, StorageError>;
}
