import { SettingsCache } from './settings-cache.js';

// The most recent keys stay: enough for the searches coders repeat, bounded whatever they type.
const CAPACITY = 1000;

/**
 * Totals of the big lists (the patients, the diagnosis catalogue), kept between requests: counting a practice of
 * 30,000 patients costs far more than reading its page of ten. Keys carry the list's version (its latest change, an
 * index read), so another process's change is seen at once; changes made through this process clear the cache too.
 */
export class CountCache {
  private readonly counts = new Map<string, number>();

  async count(key: string, count: () => Promise<number>): Promise<number> {
    const known = this.counts.get(key);
    if (known !== undefined) {
      // Map order is insertion order: moving the key to the end keeps the recent ones.
      this.counts.delete(key);
      this.counts.set(key, known);
      return known;
    }
    const counted = await count();
    this.counts.set(key, counted);
    if (this.counts.size > CAPACITY) this.counts.delete(this.counts.keys().next().value as string);
    return counted;
  }

  clear(): void {
    this.counts.clear();
  }
}

/** The caches one database's repositories share across requests. */
export interface RepositoryCaches {
  readonly catalogueCounts: CountCache;
  readonly patientCounts: CountCache;
  readonly settings: SettingsCache;
}

export function createRepositoryCaches(): RepositoryCaches {
  return { catalogueCounts: new CountCache(), patientCounts: new CountCache(), settings: new SettingsCache() };
}
