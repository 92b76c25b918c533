import type { ResultAsync } from 'neverthrow';
import type { CatalogueEntry } from '../../ports/repositories/catalogue-repository.js';
import type { Page, PageWindow } from '../../ports/repositories/page.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { AppPorts } from '../app-ports.js';

/** A catalogue search as the screens send it. */
export interface CatalogueQuery {
  readonly window: PageWindow;
  readonly searchQuery: string | null;
  /** Include canceled (inactive) codes. */
  readonly includeCanceled: boolean;
}

/**
 * Searches the diagnostic catalogue (GET Diagnostics): a code prefix (dot and case ignored) or words of the
 * descriptions, ordered by code; canceled codes only when asked.
 */
export function searchCatalogue(ports: Pick<AppPorts, 'catalogue'>, query: CatalogueQuery): ResultAsync<Page<CatalogueEntry>, StorageError> {
  return ports.catalogue.search({ text: query.searchQuery, window: query.window, includeInactive: query.includeCanceled });
}

/** The catalogue entry changed last (GetLastRecord), or null for an empty catalogue. */
export function lastCatalogueEntry(ports: Pick<AppPorts, 'catalogue'>): ResultAsync<CatalogueEntry | null, StorageError> {
  return ports.catalogue.latest();
}
