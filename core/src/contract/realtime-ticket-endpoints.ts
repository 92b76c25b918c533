import { endpoint } from './endpoint.js';
import { TicketReplySchema } from './request-fields.js';

// The ticket that opens the real-time hub, so the API token never travels in a URL.

export const issueHubTicketEndpoint = endpoint({
  method: 'POST', path: 'realtime/ticket', summary: 'A single-use ticket (60 s) that opens one real-time hub connection for this session',
  access: 'signed-in', response: TicketReplySchema,
});
