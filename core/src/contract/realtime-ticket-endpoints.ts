import { z } from 'zod';
import { endpoint } from './endpoint.js';

// The ticket that opens the real-time hub, so the API token never travels in a URL.

export const HubTicketReplySchema = z.object({ ticket: z.string(), expiresAt: z.string() });

export const issueHubTicketEndpoint = endpoint({
  method: 'POST', path: 'realtime/ticket', summary: 'A single-use ticket (60 s) that opens one real-time hub connection for this session',
  access: 'signed-in', response: HubTicketReplySchema,
});
