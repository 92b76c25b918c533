import { z } from 'zod';
import type { CatalogueDiagnostic } from '../domain/catalogue-diagnostic.js';
import type { CatalogueQuery } from '../usecases/catalogue/search-catalogue.js';
import { WireCatalogueDiagnosticSchema, catalogueDiagnosticOfWire, toWireCatalogueDiagnostic } from '../wire/diagnostic-wire.js';
import { CATALOGUE_FORM_WIRE_NAMES } from '../wire/form-drafts.js';
import { flagField, searchField } from '../wire/wire-fields.js';
import { endpoint } from './endpoint.js';
import { coded, noAnswer } from './endpoint-codec.js';
import { formInput } from './form-codec.js';
import { noInput } from './no-input.js';
import type { StatusChange } from './status-change.js';
import { queryOrBody, wireFormBody } from './request-fields.js';

// The diagnostic catalogue: search, last change, and the Admin's create, edit and status (categories follow the engine's tables).

const CatalogueBody = wireFormBody(CATALOGUE_FORM_WIRE_NAMES);
const SearchQuery = z.object({ searchQuery: searchField, getCanceled: flagField.optional() });

/** The arguments of the status call, taken from the query string or a JSON body (read by the server, any letter case). */
export const CatalogueStatusArgument = z.object({ diagnosticId: z.string().trim().min(1).max(16), statusValue: flagField });

/** The screens send the page as PageNumber/PageSize (the server reads any letter case); the answer's rows are catalogue diagnostics. */
export const searchCatalogueEndpoint = coded(endpoint({
  method: 'GET', path: 'Diagnostics', summary: 'Search the catalogue by code prefix or description words (getCanceled includes canceled codes)',
  access: { permission: 'catalogue.view' }, paged: {}, query: SearchQuery, response: WireCatalogueDiagnosticSchema,
}), {
  encodeInput: (search: CatalogueQuery) => ({
    query: { getCanceled: search.includeCanceled, searchQuery: search.searchQuery ?? undefined, PageNumber: search.window.pageNumber, PageSize: search.window.pageSize },
  }),
  decodeInput: ({ query, page }): CatalogueQuery => ({ window: page, searchQuery: query.searchQuery, includeCanceled: query.getCanceled ?? false }),
  encodeOutput: (entry: CatalogueDiagnostic) => toWireCatalogueDiagnostic(entry),
  decodeOutput: catalogueDiagnosticOfWire,
});

export const lastCatalogueEntryEndpoint = coded(endpoint({
  method: 'GET', path: 'Diagnostics/GetLastRecord', summary: 'The catalogue entry changed last (null when the catalogue is empty)',
  access: { permission: 'catalogue.view' }, response: WireCatalogueDiagnosticSchema.nullable(),
}), {
  ...noInput,
  encodeOutput: (entry: CatalogueDiagnostic | null) => (entry === null ? null : toWireCatalogueDiagnostic(entry)),
  decodeOutput: (wire) => (wire === null ? null : catalogueDiagnosticOfWire(wire)),
});

/** The Admin's form: the entry as typed, judged by the catalogue's rules; the answer is the entry stored. */
const catalogueForm = {
  ...formInput<CatalogueDiagnostic>(CATALOGUE_FORM_WIRE_NAMES),
  encodeOutput: (entry: CatalogueDiagnostic) => toWireCatalogueDiagnostic(entry),
  decodeOutput: catalogueDiagnosticOfWire,
};

export const createCatalogueEntryEndpoint = coded(endpoint({
  method: 'POST', path: 'Diagnostics/CreateDiagnostic', summary: 'Add a catalogue code (Admin); blank category columns are filled from the engine\'s tables',
  access: { permission: 'catalogue.create' }, body: CatalogueBody, response: WireCatalogueDiagnosticSchema, successStatus: 201, audit: 'catalogue.create',
}), catalogueForm);

export const updateCatalogueEntryEndpoint = coded(endpoint({
  method: 'PUT', path: 'Diagnostics/UpdateDiagnostic', summary: 'Edit a catalogue code\'s texts and status (Admin); categories that disagree with the engine are refused',
  access: { permission: 'catalogue.edit' }, body: CatalogueBody, response: WireCatalogueDiagnosticSchema, audit: 'catalogue.update',
}), catalogueForm);

export const setCatalogueEntryStatusEndpoint = coded(endpoint({
  method: 'PUT', path: 'Diagnostics/UpdateDiagnosticStatus', summary: 'Cancel or restore a catalogue code (diagnosticId, statusValue; Admin)',
  access: { permission: 'catalogue.edit' }, ...queryOrBody(CatalogueStatusArgument), successStatus: 204, audit: 'catalogue.setStatus',
}), {
  encodeInput: (change: StatusChange<string>) => ({ json: { diagnosticId: change.id, statusValue: change.active } }),
  decodeInput: ({ args }): StatusChange<string> => ({ id: args.diagnosticId, active: args.statusValue }),
  ...noAnswer,
});
