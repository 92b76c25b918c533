// The routes of the portal's API (spec 01 §7, spec 02 §7 as far as sign-in, users, doctors, lookups and notifications go).
import type { RouteDefinition } from '../route-definition.js';
import type { ApiPorts } from './api-ports.js';
import { auditRoutes } from './audit-routes.js';
import { authenticationRoutes } from './authentication-routes.js';
import { doctorRoutes } from './doctor-routes.js';
import { lookupRoutes } from './lookup-routes.js';
import { notificationRoutes } from './notification-routes.js';
import { userRoutes } from './user-routes.js';

export type { ApiPorts } from './api-ports.js';
export { createAuthenticate, authorizeByAccess, callerOf } from './caller.js';
export { toRouteFailure } from './to-route-failure.js';
export { rafFactorRoutes } from './raf-factor-routes.js';

/** Every route of the access-and-shell API, ready for `createHttpServer({ routes })`; the factor routes ({@link rafFactorRoutes}) need the background runner too. */
export function accessApiRoutes(ports: ApiPorts): RouteDefinition[] {
  return [...authenticationRoutes(ports), ...userRoutes(ports), ...doctorRoutes(ports), ...lookupRoutes(), ...notificationRoutes(ports), ...auditRoutes(ports)];
}
