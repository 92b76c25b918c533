// The HTTP API server: a Fastify app factory and the declarative routes mounted on it.
export { createHttpServer, type HttpServerOptions } from './create-http-server.js';
export type { RateLimitCounter } from './shared-rate-limit-store.js';
export { SIGN_IN_RATE } from './api/authentication-routes.js';
export { defineRoute, definePagedRoute, type RouteDefinition, type RouteAccess, type RouteMethod, type RouteInput, type PagedRouteInput } from './route-definition.js';
export { toHttpError, type HttpErrorResponse } from './to-http-error.js';
export { validationError, unauthenticated, forbidden, type RouteFailure, type RouteFailureKind } from './route-failure.js';
export type { AuthenticatedUser, Authenticate, AuthenticationError, Authorize, Permission, RequestMeta } from './principal.js';
export type { LogSettings } from './logging.js';
export type { SecuritySettings, CspAdditions } from './security-headers.js';
export type { PublicConfig } from './web-app.js';
export { accessApiRoutes, createAuthenticate, authorizeByAccess, type ApiPorts } from './api/index.js';
export { realtimeTicketRoutes } from './api/realtime-ticket-routes.js';
export { practiceApiRoutes, galleryUploadRoute, mountGalleryUpload, type PracticeApiPorts } from './practice-api/index.js';
export { clinicalApiRoutes, readRosterFile } from './clinical-api/index.js';
export { gapHistoryRoutes } from './gaps-api/history-routes.js';
export { preVisitRoutes, type PreVisitRoutePorts } from './gaps-api/previsit-routes.js';
export { STRAY_CHANGE } from './mount-route.js';
