import type { ResultAsync } from 'neverthrow';
import type { ServiceUnavailable } from './service-unavailable.js';

/** One-way storage form of passwords (a memory-hard KDF with a per-hash random salt). */
export interface PasswordHasher {
  /** The encoded hash (algorithm, parameters, salt and digest in one string); never the password itself. */
  hash(password: string): ResultAsync<string, ServiceUnavailable>;
  /**
   * `ok(true)` only when `password` produces `encodedHash`. The comparison is constant-time. With
   * `encodedHash` null (unknown user) a decoy hash is still computed and `ok(false)` returned, so the
   * answer time does not reveal whether an account exists. A malformed hash gives `ok(false)`.
   */
  verify(encodedHash: string | null, password: string): ResultAsync<boolean, ServiceUnavailable>;
  /** True when `encodedHash` was made with other or weaker parameters than today's: rehash after the next good sign-in. */
  needsRehash(encodedHash: string): boolean;
}
