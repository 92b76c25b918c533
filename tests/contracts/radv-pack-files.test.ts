import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '@rafdesk/core';
import { AesGcmFieldCipher, fieldKeysFrom } from '@rafdesk/adapters/auth';
import { FolderFileStore, fileRadvPackStore } from '@rafdesk/adapters/files';
import { S3FileStore } from '@rafdesk/adapters/files/s3';
import { startS3TestServer, type S3TestServer } from '@rafdesk/adapters/files/s3-testing';

// RADV pack files through the file-store port, on a folder and on a real S3-protocol server (s3rver): sealed with the
// field key as the database's pack rows are, opened again, written once.

async function whole(body: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(Buffer.from(part));
  return Buffer.concat(parts);
}

describe.each([['a folder'], ['an S3-API bucket']])('RADV pack files on %s', (where) => {
  let store: FileStore;
  let stop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    if (where === 'a folder') {
      const directory = await mkdtemp(join(tmpdir(), 'rafdesk-packs-'));
      store = new FolderFileStore(directory);
      stop = () => rm(directory, { recursive: true, force: true });
      return;
    }
    const server: S3TestServer = await startS3TestServer('rafdesk-packs');
    const bucket = new S3FileStore({ ...server.settings, prefix: 'site/' });
    store = bucket;
    stop = async () => {
      bucket.close();
      await server.stop();
    };
  }, 60_000);
  afterAll(() => stop());

  it('keeps RADV pack files sealed (no readable page in the store), opens them again, and refuses to write a key twice', async () => {
    const packs = fileRadvPackStore(store, new AesGcmFieldCipher(fieldKeysFrom(`k1:${Buffer.alloc(32, 7).toString('base64')}`)._unsafeUnwrap()));
    const page = new TextEncoder().encode('%PDF-1.4 Patient: Ana Rivera, DOB 06/15/1950');
    const key = 'radv/7/1700000000000/01-record-12.pdf';
    (await packs.put(key, page, 'application/pdf'))._unsafeUnwrap();
    const kept = await whole((await store.read(key))._unsafeUnwrap().body);
    expect(kept.includes(Buffer.from('Ana Rivera'))).toBe(false);
    const opened = (await packs.get(key))._unsafeUnwrap();
    expect([Buffer.from(opened!.bytes).toString('latin1'), opened!.mediaType]).toEqual([Buffer.from(page).toString('latin1'), 'application/pdf']);
    expect((await packs.exists(key))._unsafeUnwrap()).toBe(true);
    expect((await packs.put(key, new Uint8Array([1]), 'application/pdf'))._unsafeUnwrapErr().kind).toBe('Unavailable');
    expect((await packs.get('radv/7/1700000000000/none.pdf'))._unsafeUnwrap()).toBeNull();
    // Read with another key, the file does not open: the store alone shows nothing.
    const stranger = fileRadvPackStore(store, new AesGcmFieldCipher(fieldKeysFrom(`k1:${Buffer.alloc(32, 8).toString('base64')}`)._unsafeUnwrap()));
    expect((await stranger.get(key)).isErr()).toBe(true);
  });
});
