/** Counters a hub keeps for monitoring; none of them holds an identity. */
export interface HubMetrics {
  negotiations: number;
  rejectedNegotiations: number;
  rejectedUpgrades: number;
  handshakeFailures: number;
  handshakeTimeouts: number;
  clientTimeouts: number;
  protocolErrors: number;
  oversizeMessages: number;
  /** Readable messages refused for their content (nested too deep, a text out of bounds). */
  refusedMessages: number;
  rateLimited: number;
  overflowDrops: number;
  sessionsEnded: number;
  invocations: number;
  deliveries: number;
}

export function emptyMetrics(): HubMetrics {
  return {
    negotiations: 0, rejectedNegotiations: 0, rejectedUpgrades: 0, handshakeFailures: 0, handshakeTimeouts: 0,
    clientTimeouts: 0, protocolErrors: 0, oversizeMessages: 0, refusedMessages: 0, rateLimited: 0, overflowDrops: 0, sessionsEnded: 0,
    invocations: 0, deliveries: 0,
  };
}
