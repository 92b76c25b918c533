import { err, ok } from 'neverthrow';
import type { RafTableSource } from './table-source.js';

/**
 * A table source over files that must be fetched (the web app's bundler splits each data file into a module of
 * its own): `load` fetches one file by name, or answers undefined for a name it does not have. The engine prefetches
 * a year's files before it scores (`prefetchRafTables`); `read` then answers from what was fetched.
 */
export function fetchedTableSource(load: (name: string) => Promise<unknown>): RafTableSource {
  const fetched = new Map<string, unknown>();
  const missing = new Set<string>();
  const pending = new Map<string, Promise<void>>();
  const fetchOne = (name: string): Promise<void> => {
    let loading = pending.get(name);
    if (!loading) {
      loading = load(name).then((value) => {
        if (value === undefined) missing.add(name);
        else fetched.set(name, value);
      });
      // A failed fetch may be tried again by the next prefetch.
      loading.catch(() => pending.delete(name));
      pending.set(name, loading);
    }
    return loading;
  };
  return {
    read: (name) => {
      if (fetched.has(name)) return ok(fetched.get(name));
      const reason = missing.has(name) ? 'no such data file in the build' : 'not fetched: the engine prefetches a year\'s files (prefetchRafTables) before it scores';
      return err({ kind: 'TableFileUnreadable', file: name, reason });
    },
    prefetch: async (names) => {
      await Promise.all(names.map(fetchOne));
    },
  };
}
