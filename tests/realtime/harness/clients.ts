import { HubConnectionBuilder, HttpTransportType, LogLevel, type HubConnection } from '@microsoft/signalr';
import WebSocket from 'ws';

/** An official client as the web app builds it (WebSockets), silent, with optional automatic reconnect. */
export function officialClient(hubUrl: string, token: () => string | Promise<string>, options: { skipNegotiation?: boolean; reconnectDelaysMs?: number[]; query?: string } = {}): HubConnection {
  let builder = new HubConnectionBuilder()
    .withUrl(options.query ? `${hubUrl}?${options.query}` : hubUrl, {
      accessTokenFactory: token, transport: HttpTransportType.WebSockets, skipNegotiation: options.skipNegotiation ?? false,
    })
    .configureLogging(LogLevel.None);
  if (options.reconnectDelaysMs) builder = builder.withAutomaticReconnect(options.reconnectDelaysMs);
  return builder.build();
}

/** Collects every `ReceiveMessage` argument a client gets; `next()` hands them out in order, waiting when none is left. */
export function inbox(connection: HubConnection): { messages: Record<string, unknown>[]; next(timeoutMs?: number): Promise<Record<string, unknown>> } {
  const messages: Record<string, unknown>[] = [];
  let taken = 0;
  connection.on('ReceiveMessage', (message: Record<string, unknown>) => void messages.push(message));
  return {
    messages,
    async next(timeoutMs = 2_000) {
      const started = Date.now();
      while (messages.length <= taken) {
        if (Date.now() - started > timeoutMs) throw new Error('no ReceiveMessage in time');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return messages[taken++] as Record<string, unknown>;
    },
  };
}

export const RS = '\u001e';

/** A raw WebSocket speaking the JSON protocol by hand, recording every record and the close code. */
export class RawHubSocket {
  readonly records: Record<string, unknown>[] = [];
  closeCode: number | null = null;
  readonly closed: Promise<number>;
  private readonly socket: WebSocket;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    this.closed = new Promise((resolve) => socket.on('close', (code) => {
      this.closeCode = code;
      resolve(code);
    }));
    socket.on('message', (data) => {
      for (const record of data.toString().split(RS)) if (record !== '') this.records.push(JSON.parse(record) as Record<string, unknown>);
    });
    socket.on('error', () => undefined);
  }

  /** Opens the socket; rejects with the HTTP status when the upgrade is refused. */
  static open(url: string, headers: Record<string, string> = {}): Promise<RawHubSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url.replace(/^http/, 'ws'), { headers });
      socket.once('open', () => resolve(new RawHubSocket(socket)));
      socket.once('unexpected-response', (_req, res) => reject(new Error(`status ${res.statusCode}`)));
      socket.once('error', reject);
    });
  }

  /** Opens and completes the handshake. */
  static async connected(url: string, headers: Record<string, string> = {}): Promise<RawHubSocket> {
    const raw = await RawHubSocket.open(url, headers);
    raw.sendText(`{"protocol":"json","version":1}${RS}`);
    await raw.waitFor((record) => Object.keys(record).length === 0);
    return raw;
  }

  sendText(text: string): void {
    this.socket.send(text);
  }

  sendBinary(data: Buffer): void {
    this.socket.send(data, { binary: true });
  }

  get isOpen(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  close(): void {
    this.socket.close();
  }

  async waitFor(predicate: (record: Record<string, unknown>) => boolean, timeoutMs = 2_000): Promise<Record<string, unknown>> {
    const started = Date.now();
    for (;;) {
      const found = this.records.find(predicate);
      if (found) return found;
      if (Date.now() - started > timeoutMs) throw new Error(`no matching record; got ${JSON.stringify(this.records)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

/** Polls until `condition` holds. */
export async function eventually(condition: () => boolean, timeoutMs = 3_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A message object as the notification centre sends it. */
export function aMessage(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { MessageTitle: 'Clinic closed Friday', MessageBody: 'The office closes at noon.', IsAnonymous: false, IsPersistent: false, ...overrides };
}
