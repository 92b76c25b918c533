import type { SessionActivityPolicy } from '../ports/repositories/session-repository.js';
import type { LockoutPolicy } from '../ports/repositories/sign-in-lockout-repository.js';
import { SESSION_IDLE_TIMEOUT_MS } from '../machines/session-idle.js';

/** A session unused for this long is over (spec 01 §9: 15 minutes), enforced by the server, not only the browser. */
export const SESSION_IDLE_LIMIT_MS = SESSION_IDLE_TIMEOUT_MS;

/**
 * How the server keeps a session alive: idle for `idleLimitMs` ends it; activity is written at most once per
 * `writeEveryMs`, so a busy user's calls cost no write each (the idle limit is then honoured to within that interval).
 */
export const SESSION_ACTIVITY: SessionActivityPolicy = { idleLimitMs: SESSION_IDLE_LIMIT_MS, writeEveryMs: 60_000 };

/**
 * Sessions that ended (signed out or idle) this long ago are deleted at the next sign-in: an ended session is never
 * usable again, and its row (address, browser) is kept only as long as a question about a recent sign-out needs it.
 */
export const SESSION_PURGE_AFTER_MS = 24 * 3600_000;

/** Five failed sign-ins for one user name within 15 minutes lock that name (only that name) for 15 minutes. */
export const SIGN_IN_LOCKOUT: LockoutPolicy = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

/** Whole seconds from `now` until `until`, at least 1. */
export function secondsUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}
