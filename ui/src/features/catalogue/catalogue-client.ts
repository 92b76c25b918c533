import type { ResultAsync } from 'neverthrow';
import {
  type ApiClient, type ApiError, type CatalogueDiagnostic, CATALOGUE_SEARCH, createCatalogueEntryEndpoint, fromWireCatalogueDiagnostic, listOf, requestOf,
  searchCatalogueEndpoint, toWireCatalogueDiagnostic, updateCatalogueEntryEndpoint,
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
    search: (text) => api.request(requestOf(searchCatalogueEndpoint, { query: { getCanceled: false, searchQuery: text, PageNumber: 1, PageSize: CATALOGUE_SEARCH.limit } }),
      listOf(fromWireCatalogueDiagnostic)).map((reply) => reply.data),
    save: (entry, mode) => api.request(mode === 'create'
      ? requestOf(createCatalogueEntryEndpoint, { json: toWireCatalogueDiagnostic(entry) })
      : requestOf(updateCatalogueEntryEndpoint, { json: toWireCatalogueDiagnostic(entry) }),
    fromWireCatalogueDiagnostic).map((reply) => reply.data),
  };
}
