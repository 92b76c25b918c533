import { issueHubTicket, issueHubTicketEndpoint } from '@rafdesk/core';
import { defineRoute, type RouteDefinition } from '../route-definition.js';
import type { ApiPorts } from './api-ports.js';
import { callerOf } from './caller.js';
import { toRouteFailure } from './to-route-failure.js';

/**
 * POST realtime/ticket: a single-use ticket (at most 60 s) for the hub URL's `access_token`, bound to the caller's
 * session. The hub accepts nothing else, so the API token never travels in a URL.
 */
export function realtimeTicketRoutes(ports: Pick<ApiPorts, 'tokens'>): RouteDefinition[] {
  return [
    defineRoute(issueHubTicketEndpoint, {
      handler: ({ user }) => issueHubTicket(ports, callerOf(user))
        .map((issued) => ({ ticket: issued.ticket, expiresAt: issued.expiresAt.toISOString() }))
        .mapErr((error) => toRouteFailure(error)),
    }),
  ];
}
