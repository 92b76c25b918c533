import type { ResultAsync } from 'neverthrow';
import type { StorageError } from '../repositories/storage-error.js';

/**
 * Files kept outside the database (the site's bucket) under a key, sealed with the field key by the store so the
 * bucket holds nothing readable, and written once: putting a key already kept is refused. RADV packs and signed
 * notes' PDFs are kept this way when a bucket is configured.
 */
export interface SealedObjectStore {
  put(key: string, bytes: Uint8Array, mediaType: string): ResultAsync<void, StorageError>;
  get(key: string): ResultAsync<{ readonly bytes: Uint8Array; readonly mediaType: string } | null, StorageError>;
  exists(key: string): ResultAsync<boolean, StorageError>;
}
