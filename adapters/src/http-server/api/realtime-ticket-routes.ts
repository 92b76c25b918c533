import { issueHubTicket, issueHubTicketEndpoint } from '@rafdesk/core';
import { implement } from '../implement.js';
import type { RouteDefinition } from '../route-definition.js';
import type { ApiPorts } from './api-ports.js';
import { callerOf } from './caller.js';

/**
 * POST realtime/ticket: a single-use ticket (at most 60 s) for the hub URL's `access_token`, bound to the caller's
 * session. The hub accepts nothing else, so the API token never travels in a URL.
 */
export function realtimeTicketRoutes(ports: Pick<ApiPorts, 'tokens'>): RouteDefinition[] {
  return [implement(issueHubTicketEndpoint, (user) => issueHubTicket(ports, callerOf(user)))];
}
