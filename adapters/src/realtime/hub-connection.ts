import type { HubIdentity } from '@rafdesk/core';

/** The part of a `ws` WebSocket the hub uses (a fake of it drives unit tests). */
export interface HubSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: Buffer | string, options?: { binary?: boolean }): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
}

const OPEN = 1;

/**
 * One WebSocket of the hub and what the hub knows about it. Kept small on purpose: an idle connection
 * holds a few numbers and references, so thousands of them fit in little memory.
 */
export class HubConnection {
  handshakeDone = false;
  closing = false;
  revalidating = false;
  lastReceivedAt: number;
  lastSentAt: number;
  /** Known session expiry (epoch ms); when it passes the hub asks whether the session still lives. */
  expiresAt: number;
  /** Token bucket of the invocation rate limit. */
  tokens: number;
  tokensAt: number;
  /** Invocations run one after another, like ASP.NET's MaximumParallelInvocationsPerClient = 1. */
  chain: Promise<void> = Promise.resolve();

  constructor(
    readonly id: string,
    readonly identity: HubIdentity,
    readonly socket: HubSocket,
    readonly openedAt: number,
    burst: number,
  ) {
    this.lastReceivedAt = openedAt;
    this.lastSentAt = openedAt;
    this.expiresAt = identity.expiresAt.getTime();
    this.tokens = burst;
    this.tokensAt = openedAt;
  }

  get isOpen(): boolean {
    return this.socket.readyState === OPEN && !this.closing;
  }

  /** Sends a text frame; `false` when the socket is not open or its unsent bytes passed `maxBufferedBytes` (the socket is then dropped). */
  send(frame: Buffer | string, now: number, maxBufferedBytes: number): boolean | 'overflow' {
    if (!this.isOpen) return false;
    if (this.socket.bufferedAmount > maxBufferedBytes) {
      this.closing = true;
      this.socket.terminate();
      return 'overflow';
    }
    this.socket.send(frame, { binary: false });
    this.lastSentAt = now;
    return true;
  }

  /** Sends a last record (a Close message or a handshake error), then closes the socket. */
  end(lastRecord: string | null, code: number): void {
    if (this.closing) return;
    if (lastRecord !== null && this.socket.readyState === OPEN) this.socket.send(lastRecord, { binary: false });
    this.closing = true;
    this.socket.close(code);
  }

  /** Takes one invocation token; `false` when the connection is over its rate. */
  takeToken(now: number, perSecond: number, burst: number): boolean {
    this.tokens = Math.min(burst, this.tokens + ((now - this.tokensAt) * perSecond) / 1000);
    this.tokensAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
