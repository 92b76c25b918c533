import { ResultAsync } from 'neverthrow';
import type * as RafModule from '../raf/index.js';

/** The RAF engine's public surface, the same as the `@rafdesk/core/raf` entry. */
export type RafEngine = typeof RafModule;

/**
 * The RAF engine, loaded on first use. The engine's tables are large, so the main `@rafdesk/core` entry never
 * imports them statically: screens that do not score never load them, and a bundler splits them into their own chunk.
 */
export function loadRafEngine(): ResultAsync<RafEngine, never> {
  return ResultAsync.fromSafePromise(import('../raf/index.js'));
}
