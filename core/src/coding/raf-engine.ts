import { ResultAsync } from 'neverthrow';
import type * as RafModule from '../raf/index.js';

/** The RAF engine's public surface, the same as the `@rafdesk/core/raf` entry. */
export type RafEngine = typeof RafModule;

/**
 * The RAF engine, loaded on first use, with its payment years' data files where the installed source must fetch them
 * (the web app). The engine and its tables are large, so the main `@rafdesk/core` entry never imports them statically:
 * screens that do not score never load them, and a bundler splits them into their own chunks.
 */
export function loadRafEngine(): ResultAsync<RafEngine, never> {
  return ResultAsync.fromSafePromise(import('../raf/index.js').then(async (engine) => {
    await engine.prefetchRafTables(engine.PAYMENT_YEARS);
    return engine;
  }));
}
