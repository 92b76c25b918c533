import type { ResultAsync } from 'neverthrow';

/** The browser could not open the real-time connection (network, server down, token refused). */
export interface RealtimeStartFailed {
  readonly kind: 'RealtimeStartFailed';
  /** A short reason for the console; never holds the token. */
  readonly reason: string;
}

/** What happened to an open real-time connection. */
export type RealtimeStatus =
  | { readonly kind: 'reconnecting' }
  | { readonly kind: 'reconnected' }
  /** `sessionEnded`: the server closed it for good (log-out, expiry); otherwise automatic reconnect gave up. */
  | { readonly kind: 'closed'; readonly sessionEnded: boolean };

/** The client end of the notification hub, as the real-time connection machine drives it. */
export interface RealtimeConnection {
  /** Opens the connection; `err` when it could not be opened (the caller decides when to retry). */
  start(): ResultAsync<void, RealtimeStartFailed>;
  /** Closes the connection; never fails, and is harmless when it is not open. */
  stop(): ResultAsync<void, never>;
  /** Reports status changes of an open connection until the returned function is called. */
  watch(listener: (status: RealtimeStatus) => void): () => void;
}
