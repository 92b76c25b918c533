import { AesGcmFieldCipher, fieldKeysFrom } from '@rafdesk/adapters/auth';

/** The test key of the repository suites (never a key of a site): 32 bytes of 0x5a under the id `test`. */
export const TEST_FIELD_KEYS = `test:${Buffer.alloc(32, 0x5a).toString('base64')}`;

/** The AES-256-GCM field cipher over {@link TEST_FIELD_KEYS}. */
export const testFieldCipher = new AesGcmFieldCipher(fieldKeysFrom(TEST_FIELD_KEYS)._unsafeUnwrap());
