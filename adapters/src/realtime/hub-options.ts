/** A minimal structured logger (pino's shape). The hub never passes it a token, a URL or message text. */
export interface HubLogger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

/** Settings of a notification hub; every time is in milliseconds and can be shortened for tests. */
export interface HubOptions {
  /** Path of the hub, e.g. `/hubs/notifications`; negotiate is at `{hubPath}/negotiate`. */
  hubPath: string;
  /** Origins (scheme://host[:port]) allowed besides the server's own; `*` is never honoured. */
  allowedOrigins: readonly string[];
  /** Secret that signs connection tokens; share it between processes so no sticky sessions are needed. At least 32 bytes. */
  connectionTokenSecret: Uint8Array;
  /** How long a negotiated connection token may wait for its WebSocket (60 s). */
  connectionTokenTtlMs: number;
  /** A ping goes out when nothing was sent for this long (15 s, ASP.NET's KeepAliveInterval). */
  keepAliveIntervalMs: number;
  /** A connection that sent nothing for this long is closed (30 s, twice the client's ping interval). */
  clientTimeoutMs: number;
  /** The handshake must arrive within this long after the upgrade (15 s). */
  handshakeTimeoutMs: number;
  /** Resolution of the one shared timer that drives pings, timeouts and session expiry. */
  tickMs: number;
  /** Largest WebSocket message accepted (32 KB, ASP.NET's MaximumReceiveMessageSize). */
  maxMessageBytes: number;
  /** A connection whose unsent bytes exceed this is dropped; its client reconnects and catches up. */
  maxBufferedBytes: number;
  /** Invocations a connection may make per second on average, and in one burst. */
  invocationsPerSecond: number;
  invocationBurst: number;
  now: () => number;
  logger: HubLogger;
}

const silentLogger: HubLogger = { info: () => undefined, warn: () => undefined };

/** ASP.NET Core SignalR's defaults where it has one; ours where it has none. */
export const HUB_DEFAULTS = {
  hubPath: '/hubs/notifications',
  allowedOrigins: [] as readonly string[],
  connectionTokenTtlMs: 60_000,
  keepAliveIntervalMs: 15_000,
  clientTimeoutMs: 30_000,
  handshakeTimeoutMs: 15_000,
  tickMs: 1_000,
  maxMessageBytes: 32 * 1024,
  maxBufferedBytes: 1024 * 1024,
  invocationsPerSecond: 5,
  invocationBurst: 20,
  now: () => Date.now(),
  logger: silentLogger,
} satisfies Omit<HubOptions, 'connectionTokenSecret'>;

/** Fills in the defaults; refuses a hub path that is not absolute or a secret shorter than 32 bytes. */
export function resolveHubOptions(options: Partial<HubOptions> & Pick<HubOptions, 'connectionTokenSecret'>): HubOptions {
  const resolved: HubOptions = { ...HUB_DEFAULTS, ...options };
  if (!resolved.hubPath.startsWith('/') || resolved.hubPath.endsWith('/')) throw new Error('hubPath must start with / and not end with /');
  if (resolved.connectionTokenSecret.byteLength < 32) throw new Error('connectionTokenSecret must hold at least 32 bytes');
  return resolved;
}
