import type { ResultAsync } from 'neverthrow';
import {
  type ApiClient, type ApiError, type CatalogueDiagnostic, CATALOGUE_SEARCH, createCatalogueEntryEndpoint, searchCatalogueEndpoint, updateCatalogueEntryEndpoint,
  callEndpoint,
} from '@rafdesk/core';

/** The calls of the Diagnostics List (spec 02 §7, Diagnostics). */
export interface CatalogueClient {
  /** The first 10 active entries whose code or description matches. */
  search(text: string): ResultAsync<readonly CatalogueDiagnostic[], ApiError>;
  /** Creates (CreateDiagnostic) or changes (UpdateDiagnostic) an entry. */
  save(entry: CatalogueDiagnostic, mode: 'create' | 'update'): ResultAsync<CatalogueDiagnostic, ApiError>;
}

/** {@link CatalogueClient} over the API client. */
export function catalogueClient(api: ApiClient): CatalogueClient {
  return {
    search: (text) => callEndpoint(api, searchCatalogueEndpoint, { searchQuery: text, includeCanceled: false, window: { pageNumber: 1, pageSize: CATALOGUE_SEARCH.limit } }).map((reply) => reply.data),
    save: (entry, mode) => callEndpoint(api, mode === 'create' ? createCatalogueEntryEndpoint : updateCatalogueEntryEndpoint, entry).map((reply) => reply.data),
  };
}
