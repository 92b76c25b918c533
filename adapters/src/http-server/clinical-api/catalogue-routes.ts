import {
  createCatalogueEntry, draftFromWire, lastCatalogueEntry, searchCatalogue, setCatalogueEntryStatus, toWireCatalogueDiagnostic, updateCatalogueEntry, CATALOGUE_FORM_WIRE_NAMES, WireCatalogueDiagnosticSchema, flagField, searchField, type AppPorts,
} from '@rafdesk/core';
import { z } from 'zod';
import { definePagedRoute, defineRoute, type RouteDefinition } from '../route-definition.js';
import { pageOf } from '../api/page-of.js';
import { fromQueryOrBody, looseObject } from '../api/query-or-body.js';
import { toApiError } from '../api/to-api-error.js';
import { wireFormBody } from './request-fields.js';

const CatalogueBody = wireFormBody(CATALOGUE_FORM_WIRE_NAMES);
const SearchQuery = z.object({ searchQuery: searchField, getCanceled: flagField.optional() });
const StatusArgument = z.object({ diagnosticId: z.string().trim().min(1).max(16), statusValue: flagField });

/** The diagnostic catalogue: search, last change, and the Admin's create, edit and status (categories follow the engine's tables). */
export function catalogueRoutes(ports: AppPorts): RouteDefinition[] {
  return [
    definePagedRoute({
      method: 'GET', path: 'Diagnostics', summary: 'Search the catalogue by code prefix or description words (getCanceled includes canceled codes)',
      access: { permission: 'catalogue.view' }, query: SearchQuery, response: WireCatalogueDiagnosticSchema,
      handler: ({ query, page }) => searchCatalogue(ports, { window: page, searchQuery: query.searchQuery, includeCanceled: query.getCanceled ?? false })
        .map((result) => pageOf(result, toWireCatalogueDiagnostic)).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'GET', path: 'Diagnostics/GetLastRecord', summary: 'The catalogue entry changed last (null when the catalogue is empty)',
      access: { permission: 'catalogue.view' }, response: WireCatalogueDiagnosticSchema.nullable(),
      handler: () => lastCatalogueEntry(ports).map((entry) => (entry === null ? null : toWireCatalogueDiagnostic(entry))).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'POST', path: 'Diagnostics/CreateDiagnostic', summary: 'Add a catalogue code (Admin); blank category columns are filled from the engine\'s tables',
      access: { permission: 'catalogue.create' }, body: CatalogueBody, response: WireCatalogueDiagnosticSchema, successStatus: 201,
      audit: { action: 'catalogue.create' },
      handler: ({ user, body }) => createCatalogueEntry(ports, user, draftFromWire(body, CATALOGUE_FORM_WIRE_NAMES))
        .map(toWireCatalogueDiagnostic).mapErr((error) => toApiError(error, CATALOGUE_FORM_WIRE_NAMES)),
    }),
    defineRoute({
      method: 'PUT', path: 'Diagnostics/UpdateDiagnostic', summary: 'Edit a catalogue code\'s texts and status (Admin); categories that disagree with the engine are refused',
      access: { permission: 'catalogue.edit' }, body: CatalogueBody, response: WireCatalogueDiagnosticSchema, audit: { action: 'catalogue.update' },
      handler: ({ user, body }) => updateCatalogueEntry(ports, user, draftFromWire(body, CATALOGUE_FORM_WIRE_NAMES))
        .map(toWireCatalogueDiagnostic).mapErr((error) => toApiError(error, CATALOGUE_FORM_WIRE_NAMES)),
    }),
    defineRoute({
      method: 'PUT', path: 'Diagnostics/UpdateDiagnosticStatus', summary: 'Cancel or restore a catalogue code (diagnosticId, statusValue; Admin)',
      access: { permission: 'catalogue.edit' }, query: looseObject, body: looseObject.optional(), successStatus: 204, audit: { action: 'catalogue.setStatus' },
      handler: ({ user, query, body }) => fromQueryOrBody(StatusArgument, query, body).asyncAndThen((argument) =>
        setCatalogueEntryStatus(ports, user, { code: argument.diagnosticId, active: argument.statusValue }).mapErr((error) => toApiError(error))),
    }),
  ];
}
