import type { ResultAsync } from 'neverthrow';
import type { StorageError } from './storage-error.js';

/** Failed sign-ins counted for a user name and when the name is locked until. */
export interface LockoutState {
  readonly failures: number;
  readonly lockedUntil: Date | null;
}

/** How many failures, within which window, lock a name for how long. */
export interface LockoutPolicy {
  readonly maxFailures: number;
  readonly windowMs: number;
  readonly lockMs: number;
}

/**
 * Failed-sign-in counters by normalised user name (whether an account has it or not, so the answers
 * never reveal which names exist). Shared by every server process through the database.
 */
export interface SignInLockoutRepository {
  /** `{ failures: 0, lockedUntil: null }` for a name with no failures. */
  current(userName: string): ResultAsync<LockoutState, StorageError>;
  /**
   * Counts one failure at `at` atomically: a failure more than `windowMs` after the first of the run starts
   * a new run; reaching `maxFailures` locks the name until `at + lockMs`. Returns the new state.
   */
  recordFailure(userName: string, at: Date, policy: LockoutPolicy): ResultAsync<LockoutState, StorageError>;
  /** Forgets the failures (after a successful sign-in or an administrator's reset). */
  clear(userName: string): ResultAsync<void, StorageError>;
}
