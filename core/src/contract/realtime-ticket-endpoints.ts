import type { HubTicket } from '../usecases/auth/hub-ticket.js';
import { endpoint } from './endpoint.js';
import { coded } from './endpoint-codec.js';
import { noInput } from './no-input.js';
import { TicketReplySchema } from './request-fields.js';

// The ticket that opens the real-time hub, so the API token never travels in a URL.

/** The answer part of a codec for a call that hands out a ticket: its expiry travels as an ISO instant. */
export const ticketAnswer = {
  encodeOutput: (issued: HubTicket) => ({ ticket: issued.ticket, expiresAt: issued.expiresAt.toISOString() }),
  decodeOutput: (wire: { readonly ticket: string; readonly expiresAt: string }): HubTicket => ({ ticket: wire.ticket, expiresAt: new Date(wire.expiresAt) }),
};

export const issueHubTicketEndpoint = coded(endpoint({
  method: 'POST', path: 'realtime/ticket', summary: 'A single-use ticket (60 s) that opens one real-time hub connection for this session',
  access: 'signed-in', response: TicketReplySchema,
}), {
  // The session is the whole input: it travels as the bearer token.
  ...noInput,
  ...ticketAnswer,
});
