import type { CatalogueEntry } from '@rafdesk/core';
import { SettingsCache } from './settings-cache.js';
import { SHARED_READ_FRESH_MS, SharedRead } from './shared-read.js';

// The most recent keys stay: enough for the searches coders repeat, bounded whatever they type.
const CAPACITY = 1000;

/**
 * Answers of a read kept between requests under a key that carries what they were read from (the table's version, an
 * index read), so another process's change is seen as soon as the version is read again; changes made through this
 * process clear them too. The most recently used keys stay.
 */
export class KeptAnswers<T> {
  private readonly answers = new Map<string, T>();

  constructor(private readonly capacity = CAPACITY) {}

  async answer(key: string, read: () => Promise<T>): Promise<T> {
    const known = this.answers.get(key);
    if (known !== undefined) {
      // Map order is insertion order: moving the key to the end keeps the recent ones.
      this.answers.delete(key);
      this.answers.set(key, known);
      return known;
    }
    const answered = await read();
    this.answers.set(key, answered);
    if (this.answers.size > this.capacity) this.answers.delete(this.answers.keys().next().value as string);
    return answered;
  }

  clear(): void {
    this.answers.clear();
  }
}

// A page of the catalogue is at most 100 entries of about 1 kB: 200 pages hold a morning's searches in a few MB.
const CATALOGUE_PAGES_KEPT = 200;

/** The caches one database's repositories share across requests. */
export interface RepositoryCaches {
  /** Totals of catalogue searches: counting costs far more than reading a page of ten. */
  readonly catalogueCounts: KeptAnswers<number>;
  /** Pages of catalogue searches: the catalogue is reference data, changed by an import or an admin's edit. */
  readonly cataloguePages: KeptAnswers<readonly CatalogueEntry[]>;
  /** The catalogue's version as last read, shared as the settings are: another process's change is seen within that time. */
  readonly catalogueVersion: SharedRead<string>;
  /** Totals of patient list filters: counting a practice of 30,000 patients costs far more than reading its page. */
  readonly patientCounts: KeptAnswers<number>;
  readonly settings: SettingsCache;
}

export function createRepositoryCaches(): RepositoryCaches {
  return { catalogueCounts: new KeptAnswers(), cataloguePages: new KeptAnswers(CATALOGUE_PAGES_KEPT), catalogueVersion: new SharedRead(SHARED_READ_FRESH_MS), patientCounts: new KeptAnswers(), settings: new SettingsCache() };
}
