import {
  createCatalogueEntry, draftFromWire, lastCatalogueEntry, searchCatalogue, setCatalogueEntryStatus, toWireCatalogueDiagnostic, updateCatalogueEntry, CATALOGUE_FORM_WIRE_NAMES,
  createCatalogueEntryEndpoint, lastCatalogueEntryEndpoint, searchCatalogueEndpoint, setCatalogueEntryStatusEndpoint, updateCatalogueEntryEndpoint, CatalogueStatusArgument,
  type AppPorts,
} from '@rafdesk/core';
import { defineRoute, type RouteDefinition } from '../route-definition.js';
import { implement } from '../implement.js';
import { fromQueryOrBody } from '../api/query-or-body.js';
import { toRouteFailure } from '../api/to-route-failure.js';

/** The diagnostic catalogue: search, last change, and the Admin's create, edit and status (categories follow the engine's tables). */
export function catalogueRoutes(ports: AppPorts): RouteDefinition[] {
  return [
    implement(searchCatalogueEndpoint, (_user, search) => searchCatalogue(ports, search)),
    defineRoute(lastCatalogueEntryEndpoint, {
      handler: () => lastCatalogueEntry(ports).map((entry) => (entry === null ? null : toWireCatalogueDiagnostic(entry))).mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(createCatalogueEntryEndpoint, {
      handler: ({ user, body }) => createCatalogueEntry(ports, user, draftFromWire(body, CATALOGUE_FORM_WIRE_NAMES))
        .map(toWireCatalogueDiagnostic).mapErr((error) => toRouteFailure(error, CATALOGUE_FORM_WIRE_NAMES)),
    }),
    defineRoute(updateCatalogueEntryEndpoint, {
      handler: ({ user, body }) => updateCatalogueEntry(ports, user, draftFromWire(body, CATALOGUE_FORM_WIRE_NAMES))
        .map(toWireCatalogueDiagnostic).mapErr((error) => toRouteFailure(error, CATALOGUE_FORM_WIRE_NAMES)),
    }),
    defineRoute(setCatalogueEntryStatusEndpoint, {
      handler: ({ user, query, body }) => fromQueryOrBody(CatalogueStatusArgument, query, body).asyncAndThen((argument) =>
        setCatalogueEntryStatus(ports, user, { code: argument.diagnosticId, active: argument.statusValue }).mapErr((error) => toRouteFailure(error))),
    }),
  ];
}
