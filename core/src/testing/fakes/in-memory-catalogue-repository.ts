import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { looksLikeCode, type CatalogueEntry, type CatalogueRepository } from '../../ports/repositories/catalogue-repository.js';
import type { Page, PageWindow } from '../../ports/repositories/page.js';
import { conflict, notFound, type Conflict, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import { pageOf } from './fake-results.js';
import type { InMemoryClinicalState } from './in-memory-clinical-state.js';

// What the database's search takes for a code (then a code prefix also matches): a letter, a digit, and up to six more.
const WORD = /[\p{L}\p{N}]+/gu;

/** {@link CatalogueRepository} in memory; the word search stands in for the `simple` text-search vector over the texts. */
export class InMemoryCatalogueRepository implements CatalogueRepository {
  constructor(private readonly state: InMemoryClinicalState) {}

  search(query: { text: string | null; window: PageWindow; includeInactive: boolean }): ResultAsync<Page<CatalogueEntry>, StorageError> {
    const text = query.text?.trim() ?? '';
    const words = text.toLowerCase().match(WORD) ?? [];
    const codePrefix = looksLikeCode(text) ? text.replace('.', '').toUpperCase() : null;
    const matches = (entry: CatalogueEntry) => {
      if (text === '') return true;
      if (codePrefix !== null && entry.code.startsWith(codePrefix)) return true;
      // Every word of the query must start a word of the texts (`word:*` joined by `&`).
      const lexemes = `${entry.description} ${entry.shortTitle ?? ''} ${entry.longTitle ?? ''}`.toLowerCase().match(WORD) ?? [];
      return words.length > 0 && words.every((word) => lexemes.some((lexeme) => lexeme.startsWith(word)));
    };
    const found = this.sorted().filter((entry) => (query.includeInactive || entry.active) && matches(entry));
    // A word search lists the shortest descriptions first (the stable sort keeps code order among equals).
    const ranked = text === '' || codePrefix !== null ? found : [...found].sort((a, b) => a.description.length - b.description.length);
    return okAsync(pageOf(ranked, query.window));
  }

  find(code: string): ResultAsync<CatalogueEntry | null, StorageError> {
    return okAsync(this.state.tables.catalogue.get(code)?.entry ?? null);
  }

  findMany(codes: readonly string[]): ResultAsync<CatalogueEntry[], StorageError> {
    return okAsync(this.sorted().filter((entry) => codes.includes(entry.code)));
  }

  create(entry: CatalogueEntry, at: Date): ResultAsync<void, Conflict | StorageError> {
    if (this.state.tables.catalogue.has(entry.code)) return errAsync(conflict('diagnostic', 'code'));
    this.state.tables.catalogue.set(entry.code, { entry: { ...entry }, updatedAt: at });
    return okAsync(undefined);
  }

  update(entry: CatalogueEntry, at: Date): ResultAsync<void, NotFound | StorageError> {
    if (!this.state.tables.catalogue.has(entry.code)) return errAsync(notFound('diagnostic'));
    this.state.tables.catalogue.set(entry.code, { entry: { ...entry }, updatedAt: at });
    return okAsync(undefined);
  }

  setActive(code: string, active: boolean, at: Date): ResultAsync<void, NotFound | StorageError> {
    const stored = this.state.tables.catalogue.get(code);
    if (stored === undefined) return errAsync(notFound('diagnostic'));
    this.state.tables.catalogue.set(code, { entry: { ...stored.entry, active }, updatedAt: at });
    return okAsync(undefined);
  }

  upsertMany(entries: readonly CatalogueEntry[], at: Date): ResultAsync<number, StorageError> {
    // The last entry of a code wins, as the bulk load keeps it.
    const distinct = new Map(entries.map((entry) => [entry.code, entry]));
    for (const entry of distinct.values()) this.state.tables.catalogue.set(entry.code, { entry: { ...entry }, updatedAt: at });
    return okAsync(distinct.size);
  }

  latest(): ResultAsync<CatalogueEntry | null, StorageError> {
    const [last] = [...this.state.tables.catalogue.values()]
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || (a.entry.code < b.entry.code ? 1 : a.entry.code > b.entry.code ? -1 : 0));
    return okAsync(last?.entry ?? null);
  }

  private sorted(): CatalogueEntry[] {
    return [...this.state.tables.catalogue.values()].map((stored) => stored.entry).sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  }
}
