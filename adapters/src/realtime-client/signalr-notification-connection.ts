import { HubConnectionBuilder, HubConnectionState, HttpTransportType, LogLevel, type HubConnection } from '@microsoft/signalr';
import type { RealtimeConnection, RealtimeStartFailed, RealtimeStatus } from '@rafdesk/core';
import { okAsync, ResultAsync } from 'neverthrow';
import { parseLiveNotification, type LiveNotification } from './live-notification.js';

/** The official client's default automatic-reconnect delays. */
export const DEFAULT_RECONNECT_DELAYS_MS = [0, 2_000, 10_000, 30_000] as const;

export interface SignalrNotificationConnectionOptions {
  /** The `hubUrl` of /config.json. */
  hubUrl: string;
  /** Called before every negotiate and WebSocket (so on every reconnect); should return a fresh single-use hub ticket. */
  accessTokenFactory: () => string | Promise<string>;
  /** Added as `?userId=` as the API describes; the server never trusts it. */
  userId?: string | number;
  /** Each live notification, already checked. */
  onNotification: (live: LiveNotification) => void;
  /**
   * After every successful start and every automatic reconnect: fetch what may have been missed. The first start
   * counts too, since the list was loaded before the connection existed.
   */
  onCatchUp: () => void;
  reconnectDelaysMs?: readonly number[];
  serverTimeoutMs?: number;
  keepAliveIntervalMs?: number;
  logLevel?: LogLevel;
  /** Skip negotiate (WebSockets only); lets any server process take the connection without a negotiate round trip. */
  skipNegotiation?: boolean;
}

function urlOf(options: SignalrNotificationConnectionOptions): string {
  if (options.userId === undefined) return options.hubUrl;
  return `${options.hubUrl}${options.hubUrl.includes('?') ? '&' : '?'}userId=${encodeURIComponent(String(options.userId))}`;
}

/**
 * The browser's notification connection over the official `@microsoft/signalr` client: WebSockets,
 * automatic reconnect, `ReceiveMessage` parsed at the edge. It reports status changes to the real-time
 * connection machine and asks for a catch-up whenever notifications may have been missed.
 */
export class SignalrNotificationConnection implements RealtimeConnection {
  private readonly connection: HubConnection;
  private readonly listeners = new Set<(status: RealtimeStatus) => void>();
  private stopping = false;

  constructor(private readonly options: SignalrNotificationConnectionOptions) {
    const builder = new HubConnectionBuilder()
      .withUrl(urlOf(options), {
        accessTokenFactory: options.accessTokenFactory, transport: HttpTransportType.WebSockets,
        skipNegotiation: options.skipNegotiation ?? false,
      })
      .withAutomaticReconnect([...(options.reconnectDelaysMs ?? DEFAULT_RECONNECT_DELAYS_MS)])
      .configureLogging(options.logLevel ?? LogLevel.Warning);
    this.connection = builder.build();
    if (options.serverTimeoutMs !== undefined) this.connection.serverTimeoutInMilliseconds = options.serverTimeoutMs;
    if (options.keepAliveIntervalMs !== undefined) this.connection.keepAliveIntervalInMilliseconds = options.keepAliveIntervalMs;
    this.connection.on('ReceiveMessage', (argument: unknown) => {
      const live = parseLiveNotification(argument);
      if (live !== null) options.onNotification(live);
    });
    this.connection.onreconnecting(() => this.emit({ kind: 'reconnecting' }));
    this.connection.onreconnected(() => {
      this.emit({ kind: 'reconnected' });
      options.onCatchUp();
    });
    this.connection.onclose((error) => {
      if (this.stopping) return;
      this.emit({ kind: 'closed', sessionEnded: error?.message.includes('Session ended') ?? false });
    });
  }

  /** The current state of the underlying client (for diagnostics). */
  get state(): HubConnectionState {
    return this.connection.state;
  }

  start(): ResultAsync<void, RealtimeStartFailed> {
    this.stopping = false;
    return ResultAsync.fromPromise(this.connection.start(), (error): RealtimeStartFailed => (
      { kind: 'RealtimeStartFailed', reason: (error instanceof Error ? error.message : String(error)).slice(0, 200) }
    )).map(() => this.options.onCatchUp());
  }

  stop(): ResultAsync<void, never> {
    this.stopping = true;
    if (this.connection.state === HubConnectionState.Disconnected) return okAsync(undefined);
    return ResultAsync.fromSafePromise(this.connection.stop().catch(() => undefined));
  }

  watch(listener: (status: RealtimeStatus) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private emit(status: RealtimeStatus): void {
    for (const listener of this.listeners) listener(status);
  }
}
