import type { Portal } from '@rafdesk/cli/composition-root';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from './portal-harness.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Tokens handed out during the file, so the canary check can look for them in the log. */
export const issuedTokens: string[] = [];

export interface Answer {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Record<string, unknown>;
}

/** Calls the API through `inject()` (no socket), with a bearer token when given. */
export async function call(portal: Portal, method: Method, url: string, options: { token?: string | null; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const response = await portal.app.inject({
    method, url,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  const text = response.body;
  let body: unknown = text;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.statusCode, body, headers: response.headers };
}

/** Signs a demo account in and returns its bearer token (and the whole answer). */
export async function signIn(portal: Portal, userName: string, password = DEMO_PASSWORD): Promise<{ token: string; user: Record<string, unknown> }> {
  const answer = await call(portal, 'POST', '/api/Authentication', { body: { userName, password } });
  expect(answer.status, `sign-in of ${userName}: ${JSON.stringify(answer.body)}`).toBe(200);
  const user = answer.body as Record<string, unknown>;
  issuedTokens.push(String(user.token));
  return { token: String(user.token), user };
}

/** The 400 body's lines. */
export function errorsOf(answer: Answer): string[] {
  return ((answer.body as { errors?: string[] } | null)?.errors ?? []).map(String);
}
