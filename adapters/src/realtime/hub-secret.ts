import { hkdfSync, randomBytes } from 'node:crypto';

/**
 * The secret that signs the hub's connection tokens, the same in every process of a site: `RAFDESK_HUB_SECRET`
 * (base64, at least 32 bytes), else one derived from `RAFDESK_TOKEN_SECRET`, else a fresh one, which only a single
 * process (PGlite) can use: negotiate and the WebSocket must then reach the same process.
 */
export function hubSecretFrom(env: Readonly<Record<string, string | undefined>>): Uint8Array {
  if (env.RAFDESK_HUB_SECRET) return Uint8Array.from(Buffer.from(env.RAFDESK_HUB_SECRET, 'base64'));
  if (env.RAFDESK_TOKEN_SECRET) {
    return new Uint8Array(hkdfSync('sha256', Buffer.from(env.RAFDESK_TOKEN_SECRET, 'base64'), Buffer.alloc(0), 'rafdesk hub connection token', 32));
  }
  return randomBytes(32);
}
