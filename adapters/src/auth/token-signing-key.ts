import { generateKeyPair } from 'jose';

/** The key tokens are signed with; its algorithm is the only one verification accepts. */
export type TokenSigningKey =
  | { readonly alg: 'HS256'; readonly secret: Uint8Array }
  | { readonly alg: 'EdDSA'; readonly privateKey: CryptoKey; readonly publicKey: CryptoKey };

/** HMAC keys shorter than the hash output weaken HS256 (RFC 7518 §3.2). */
export const MIN_HS256_SECRET_BYTES = 32;

/** An HS256 key from a base64 or base64url secret of at least 32 bytes (for example `RAFDESK_TOKEN_SECRET`). */
export function hs256KeyFromSecret(encoded: string): TokenSigningKey {
  // Node's base64 decoder reads both the standard and the URL-safe alphabet.
  const secret = Uint8Array.from(Buffer.from(encoded, 'base64'));
  if (secret.byteLength < MIN_HS256_SECRET_BYTES) {
    throw new Error(`The token secret must decode to at least ${MIN_HS256_SECRET_BYTES} bytes.`);
  }
  return { alg: 'HS256', secret };
}

/** A fresh Ed25519 key pair: tokens then survive only as long as the process, which suits one-process demos. */
export async function generateEdDsaKey(): Promise<TokenSigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA');
  return { alg: 'EdDSA', privateKey, publicKey };
}
