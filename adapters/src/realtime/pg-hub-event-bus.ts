import { NotificationIdSchema, serviceUnavailable, type HubEvent, type HubEventBus, type HubEventSubscriber } from '@rafdesk/core';
import { errAsync, ResultAsync } from 'neverthrow';
import pg from 'pg';
import { z } from 'zod';
import type { HubLogger } from './hub-options.js';

// Only ids travel through PostgreSQL (NOTIFY payloads are public to every listener and limited to 8000 bytes).
const BusPayloadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('notificationStored'), notificationId: NotificationIdSchema }),
  z.object({ kind: z.literal('sessionEnded'), sessionId: z.string().min(1).max(200) }),
  z.object({ kind: z.literal('userSessionsEnded'), userId: z.string().min(1).max(200) }),
  z.object({ kind: z.literal('maintenanceStarted') }),
]);

function payloadOf(event: HubEvent): string {
  switch (event.kind) {
    case 'notificationStored': return JSON.stringify({ kind: event.kind, notificationId: event.notificationId });
    case 'sessionEnded': return JSON.stringify({ kind: event.kind, sessionId: event.sessionId });
    case 'userSessionsEnded': return JSON.stringify({ kind: event.kind, userId: event.userId });
    case 'maintenanceStarted': return JSON.stringify({ kind: event.kind });
  }
}

export interface PgHubEventBusOptions {
  /** Connection settings of the dedicated listening connection and the small publishing pool (never through a transaction pooler). */
  connection: pg.ClientConfig;
  channel?: string;
  /** Waits between attempts to re-open a lost listening connection; the last one repeats. */
  reconnectDelaysMs?: readonly number[];
  logger?: HubLogger;
}

/**
 * Fan-out between server processes on one PostgreSQL through LISTEN/NOTIFY. Each process keeps one
 * dedicated listening connection; when it is lost the bus reconnects, LISTENs again and tells its
 * subscribers there was a gap (their clients then reconnect and catch up).
 */
export class PgHubEventBus implements HubEventBus {
  private readonly subscribers = new Set<HubEventSubscriber>();
  private readonly channel: string;
  private readonly delays: readonly number[];
  private readonly pool: pg.Pool;
  private listener: pg.Client | null = null;
  private closed = false;
  private attempt = 0;

  constructor(private readonly options: PgHubEventBusOptions) {
    this.channel = options.channel ?? 'rafdesk_hub';
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(this.channel)) throw new Error('channel must be a lower-case SQL identifier');
    this.delays = options.reconnectDelaysMs ?? [100, 500, 1_000, 2_000, 5_000];
    this.pool = new pg.Pool({ ...options.connection, max: 2 });
    this.pool.on('error', () => undefined);
  }

  /** Opens the listening connection; `err` when PostgreSQL cannot be reached. */
  start(): ResultAsync<void, ReturnType<typeof serviceUnavailable>> {
    return ResultAsync.fromPromise(this.listen(), () => serviceUnavailable('hub bus: PostgreSQL unreachable'));
  }

  publish(event: HubEvent) {
    if (this.closed) return errAsync(serviceUnavailable('hub bus closed'));
    return ResultAsync.fromPromise(this.pool.query('SELECT pg_notify($1, $2)', [this.channel, payloadOf(event)]),
      () => serviceUnavailable('hub bus: NOTIFY failed')).map(() => undefined);
  }

  subscribe(subscriber: HubEventSubscriber) {
    this.subscribers.add(subscriber);
    return () => {
      this.subscribers.delete(subscriber);
    };
  }

  /** The backend process id of the listening connection (lets tests cut it). */
  get listenerPid(): number | null {
    return (this.listener as (pg.Client & { processID?: number }) | null)?.processID ?? null;
  }

  async close(): Promise<void> {
    this.closed = true;
    const listener = this.listener;
    this.listener = null;
    await Promise.allSettled([listener?.end(), this.pool.end()]);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client(this.options.connection);
    client.on('notification', (message) => this.receive(message.channel, message.payload));
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`LISTEN ${this.channel}`);
    if (this.closed) {
      await client.end();
      return;
    }
    this.listener = client;
  }

  private receive(channel: string, payload: string | undefined): void {
    if (channel !== this.channel || payload === undefined) return;
    let json: unknown;
    try {
      json = JSON.parse(payload);
    } catch {
      return;
    }
    const event = BusPayloadSchema.safeParse(json);
    if (!event.success) return;
    for (const subscriber of this.subscribers) subscriber.event(event.data);
  }

  private lost(client: pg.Client): void {
    if (this.closed || this.listener !== client) return;
    this.listener = null;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    this.options.logger?.warn({ channel: this.channel }, 'hub bus lost its listening connection');
    this.reconnect();
  }

  private reconnect(): void {
    const delay = this.delays[Math.min(this.attempt, this.delays.length - 1)] ?? 1_000;
    this.attempt += 1;
    setTimeout(() => {
      if (this.closed) return;
      this.listen().then(() => {
        this.attempt = 0;
        this.options.logger?.info({ channel: this.channel }, 'hub bus listening again');
        for (const subscriber of this.subscribers) subscriber.gap();
      }, () => this.reconnect());
    }, delay).unref();
  }
}
