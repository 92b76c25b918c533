import { dashboardFigures, dashboardFiguresEndpoint, type AppPorts } from '@rafdesk/core';
import { implement } from '../implement.js';
import type { RouteDefinition } from '../route-definition.js';

/** The dashboard's figures: an aggregate read, audited without the ids of the patients it counts. */
export function dashboardRoutes(ports: AppPorts): RouteDefinition[] {
  return [implement(dashboardFiguresEndpoint, (user, doctorId) => dashboardFigures(ports, user, doctorId), { auditRecordId: () => null })];
}
