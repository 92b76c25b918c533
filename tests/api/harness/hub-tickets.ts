import type { Portal } from '@rafdesk/cli/composition-root';
import { expect } from 'vitest';
import { call } from './client.js';

/** What the web app's accessTokenFactory does: a fresh single-use hub ticket for each negotiate and WebSocket. */
export function ticketsOf(portal: Portal, token: string): () => Promise<string> {
  return async () => {
    const answer = await call(portal, 'POST', '/api/realtime/ticket', { token });
    expect(answer.status).toBe(200);
    return String((answer.body as { ticket: string }).ticket);
  };
}
