// The clinical calls of spec 02 §7: patients, record coding and billing, notes, the diagnostic catalogue and the calculator.
import type { AppPorts } from '@rafdesk/core';
import type { RouteDefinition } from '../route-definition.js';
import { dashboardRoutes } from './dashboard-routes.js';
import { calculatorRoutes } from './calculator-routes.js';
import { catalogueRoutes } from './catalogue-routes.js';
import { noteRoutes } from './note-routes.js';
import { patientRoutes } from './patient-routes.js';
import { recordRoutes } from './record-routes.js';
import { undoRoutes } from './undo-routes.js';
import { gapRoutes } from './gap-routes.js';
import { complianceRoutes } from './compliance-routes.js';

export { readRosterFile } from './roster-file.js';

/** Every clinical route, ready for `createHttpServer({ routes })`. */
export function clinicalApiRoutes(ports: AppPorts): RouteDefinition[] {
  return [...patientRoutes(ports), ...recordRoutes(ports), ...noteRoutes(ports), ...catalogueRoutes(ports), ...calculatorRoutes(ports), ...dashboardRoutes(ports), ...undoRoutes(ports), ...gapRoutes(ports), ...complianceRoutes(ports)];
}
