import { sql } from 'kysely';
import { AesGcmFieldCipher, fieldKeysFrom } from '@rafdesk/adapters/auth';
import type { DatabaseHandle } from '@rafdesk/adapters/persistence';

/** The test key of the repository suites (never a key of a site): 32 bytes of 0x5a under the id `test`. */
export const TEST_FIELD_KEYS = `test:${Buffer.alloc(32, 0x5a).toString('base64')}`;

/** The AES-256-GCM field cipher over {@link TEST_FIELD_KEYS}. */
export const testFieldCipher = new AesGcmFieldCipher(fieldKeysFrom(TEST_FIELD_KEYS)._unsafeUnwrap());

/** Every row of `table` as one text (bytea as its bytes), as a dump read without the key shows it. */
export async function rawRows(handle: DatabaseHandle, table: string): Promise<string> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(handle.db);
  return rows.map((row) => Object.values(row).map((value) => (value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : JSON.stringify(value))).join(' ')).join('\n');
}
