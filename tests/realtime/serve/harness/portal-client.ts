import { DEMO_PASSWORD } from './serve-process.js';

export interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/** A signed-in demo account: its API token and user id. */
export interface SignedIn {
  readonly userName: string;
  readonly token: string;
  readonly userId: number;
}

/**
 * The secrets the suite saw (API tokens, hub tickets, connection tokens): none of them may ever appear in a
 * server's log line. Each file keeps its own.
 */
export class Secrets {
  readonly values: string[] = [];
  add(value: string): string {
    this.values.push(value);
    return value;
  }
  /** The lines that hold one of the secrets (each cut short, so a failure report does not repeat it whole). */
  leaksIn(lines: readonly string[]): { secret: string; line: string }[] {
    return lines.flatMap((line) => this.values.filter((secret) => line.includes(secret)).map((secret) => ({ secret: secret.slice(0, 10), line: line.slice(0, 160) })));
  }
}

/** Calls the API of a running server over HTTP. */
export async function call(baseUrl: string, method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...(options.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body };
}

/** Signs a demo account in with the suite's demo password. */
export async function signIn(baseUrl: string, userName: string, secrets: Secrets): Promise<SignedIn> {
  const answer = await call(baseUrl, 'POST', '/api/Authentication', { body: { userName, password: DEMO_PASSWORD } });
  if (answer.status !== 200) throw new Error(`sign-in of ${userName}: ${answer.status} ${JSON.stringify(answer.body)}`);
  const user = answer.body as { token: string; userId: number };
  return { userName, token: secrets.add(user.token), userId: Number(user.userId) };
}

/** One single-use hub ticket for the session of `token` (POST /api/realtime/ticket). */
export async function ticketFor(baseUrl: string, token: string, secrets: Secrets): Promise<string> {
  const answer = await call(baseUrl, 'POST', '/api/realtime/ticket', { token });
  if (answer.status !== 200) throw new Error(`no hub ticket: ${answer.status}`);
  return secrets.add((answer.body as { ticket: string }).ticket);
}

/** What the web app's accessTokenFactory does: a fresh ticket for every negotiate and WebSocket. */
export function ticketsOf(baseUrl: string | (() => string), token: string, secrets: Secrets): () => Promise<string> {
  return () => ticketFor(typeof baseUrl === 'string' ? baseUrl : baseUrl(), token, secrets);
}

/** POST {hub}/negotiate by hand: the status, and the secret connection token when it succeeded. */
export async function negotiate(hubUrl: string, ticket: string, secrets: Secrets): Promise<{ status: number; connectionToken: string | null }> {
  const response = await fetch(`${hubUrl}/negotiate?negotiateVersion=1`, { method: 'POST', headers: { authorization: `Bearer ${ticket}` } });
  if (response.status !== 200) return { status: response.status, connectionToken: null };
  const body = await response.json() as { connectionToken: string };
  return { status: 200, connectionToken: secrets.add(body.connectionToken) };
}

/** A message object as the notification centre sends it. */
export function aMessage(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { MessageTitle: 'Clinic closed Friday', MessageBody: 'The office closes at noon.', IsAnonymous: false, IsPersistent: false, ...overrides };
}
