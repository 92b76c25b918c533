import type { ResultAsync } from 'neverthrow';
import type { CatalogueDiagnostic } from '../../domain/catalogue-diagnostic.js';
import type { Conflict, NotFound, StorageError } from './storage-error.js';
import type { Page, PageWindow } from './page.js';

/** A catalogue row with the titles and flags the catalogue keeps beside the coder's fields. */
export interface CatalogueEntry extends CatalogueDiagnostic {
  readonly shortTitle: string | null;
  readonly longTitle: string | null;
  readonly billable: boolean;
  /** The payment year whose engine tables the category columns follow. */
  readonly categoriesYear: number | null;
}

/** The ICD-10-CM catalogue. Codes are stored normalised (upper case, no dot). */
export interface CatalogueRepository {
  /**
   * An empty query lists everything; a query that looks like a code ({@link looksLikeCode}) matches a code prefix
   * (dot and case ignored); otherwise every word must start a word of the code's texts. A code or an empty query is
   * ordered by code; a word search puts the shortest descriptions first, then code order, so "diabetes" starts with
   * the general codes ("Type 2 diabetes mellitus without complications") rather than E08's "… with coma". Inactive
   * rows only when asked.
   */
  search(query: { text: string | null; window: PageWindow; includeInactive: boolean }): ResultAsync<Page<CatalogueEntry>, StorageError>;
  find(code: string): ResultAsync<CatalogueEntry | null, StorageError>;
  /** The entries among `codes` that exist, in code order. */
  findMany(codes: readonly string[]): ResultAsync<CatalogueEntry[], StorageError>;
  create(entry: CatalogueEntry, at: Date): ResultAsync<void, Conflict | StorageError>;
  update(entry: CatalogueEntry, at: Date): ResultAsync<void, NotFound | StorageError>;
  setActive(code: string, active: boolean, at: Date): ResultAsync<void, NotFound | StorageError>;
  /** Inserts or replaces many entries in one transaction (the yearly load of ~75,000 codes); returns how many. */
  upsertMany(entries: readonly CatalogueEntry[], at: Date): ResultAsync<number, StorageError>;
  /** The entry changed last. */
  latest(): ResultAsync<CatalogueEntry | null, StorageError>;
}

/** Whether a search text is (the start of) a diagnosis code, with or without its dot: E11, e11.6, I10. */
export function looksLikeCode(text: string): boolean {
  return /^[A-Za-z][0-9][0-9A-Za-z]?\.?[0-9A-Za-z]{0,4}$/.test(text);
}
