import { randomBytes, randomUUID } from 'node:crypto';
import type { IdSource } from '@rafdesk/core';

const MIN_SECRET_BYTES = 16;

/** Ids and secrets from Node's CSPRNG. */
export class CryptoIdSource implements IdSource {
  uuid(): string {
    return randomUUID();
  }

  secret(byteLength = 32): string {
    return randomBytes(Math.max(MIN_SECRET_BYTES, byteLength)).toString('base64url');
  }
}
