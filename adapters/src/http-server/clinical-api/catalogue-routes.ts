import {
  createCatalogueEntry, lastCatalogueEntry, searchCatalogue, setCatalogueEntryStatus, updateCatalogueEntry, CATALOGUE_FORM_WIRE_NAMES,
  createCatalogueEntryEndpoint, lastCatalogueEntryEndpoint, searchCatalogueEndpoint, setCatalogueEntryStatusEndpoint, updateCatalogueEntryEndpoint,
  type AppPorts,
} from '@rafdesk/core';
import type { RouteDefinition } from '../route-definition.js';
import { implement } from '../implement.js';

/** The diagnostic catalogue: search, last change, and the Admin's create, edit and status (categories follow the engine's tables). */
export function catalogueRoutes(ports: AppPorts): RouteDefinition[] {
  const form = { names: CATALOGUE_FORM_WIRE_NAMES };
  return [
    implement(searchCatalogueEndpoint, (_user, search) => searchCatalogue(ports, search)),
    implement(lastCatalogueEntryEndpoint, () => lastCatalogueEntry(ports)),
    implement(createCatalogueEntryEndpoint, (user, draft) => createCatalogueEntry(ports, user, draft), form),
    implement(updateCatalogueEntryEndpoint, (user, draft) => updateCatalogueEntry(ports, user, draft), form),
    implement(setCatalogueEntryStatusEndpoint, (user, change) => setCatalogueEntryStatus(ports, user, { code: change.id, active: change.active })),
  ];
}
