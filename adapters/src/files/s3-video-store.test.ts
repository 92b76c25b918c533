import { createHash } from 'node:crypto';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3VideoStore } from './s3-video-store.js';
import { chunks as chunksOf, collect, mp4Bytes } from './testing/video-bytes.js';

// Parts of 64 kB, so a 12 MB video is sent as the multipart upload it would be.
const chunks = (bytes: Uint8Array) => chunksOf(bytes, 64 * 1024);
import { startS3TestServer, type S3TestServer } from './testing/s3-test-server.js';




let server: S3TestServer;
let store: S3VideoStore;
let other: S3VideoStore;

beforeAll(async () => {
  server = await startS3TestServer();
  store = new S3VideoStore(server.settings);
  // A second process's store: what one stores, the other reads.
  other = new S3VideoStore(server.settings);
}, 60_000);
afterAll(async () => {
  store?.close();
  other?.close();
  await server?.stop();
});

async function keys(): Promise<string[]> {
  const client = new S3Client(server.settings.client);
  const listed = await client.send(new ListObjectsV2Command({ Bucket: server.settings.bucket }));
  client.destroy();
  return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
}

describe('S3VideoStore on a real S3-protocol server', () => {
  it('streams a video of several parts into the bucket under a generated name; another process reads it whole and by range', async () => {
    const bytes = mp4Bytes(12 * 1024 * 1024 + 5);
    const stored = (await store.write({ content: chunks(bytes), declaredName: '../../etc/passwd.mp4', maxBytes: bytes.byteLength }))._unsafeUnwrap();
    expect(stored).toMatchObject({ kind: 'mp4', mediaType: 'video/mp4', size: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') });
    expect(await keys()).toContain(`videos/${stored.storedName}`);

    const whole = (await other.read(stored.storedName, null))._unsafeUnwrap();
    expect(whole).toMatchObject({ mediaType: 'video/mp4', totalSize: bytes.byteLength, range: null });
    expect((await collect(whole.body)).equals(Buffer.from(bytes))).toBe(true);
    const part = (await other.read(stored.storedName, 'bytes=1000-1999'))._unsafeUnwrap();
    expect(part.range).toEqual({ start: 1000, end: 1999 });
    expect((await collect(part.body)).equals(Buffer.from(bytes.subarray(1000, 2000)))).toBe(true);
    expect((await other.read(stored.storedName, `bytes=${bytes.byteLength}-`))._unsafeUnwrapErr()).toEqual({ kind: 'RangeNotSatisfiable', totalSize: bytes.byteLength });

    expect((await other.remove(stored.storedName)).isOk()).toBe(true);
    expect((await store.read(stored.storedName, null))._unsafeUnwrapErr()).toEqual({ kind: 'VideoNotFound' });
    expect((await store.remove(stored.storedName)).isOk()).toBe(true);
  });

  it('leaves nothing in the bucket for an upload over the limit, bytes that are no video, or a client that goes away', async () => {
    const before = await keys();
    const big = mp4Bytes(6 * 1024 * 1024);
    expect((await store.write({ content: chunks(big), declaredName: 'a.mp4', maxBytes: big.byteLength - 1 }))._unsafeUnwrapErr()).toEqual({ kind: 'VideoTooLarge', limit: big.byteLength - 1 });
    const png = new Uint8Array(4096);
    png.set([0x89, 0x50, 0x4e, 0x47]);
    expect((await store.write({ content: chunks(png), declaredName: 'a.mp4', maxBytes: 1 << 20 }))._unsafeUnwrapErr()).toEqual({ kind: 'UnsupportedVideoType', reason: 'content' });
    async function* interrupted(): AsyncGenerator<Uint8Array> {
      yield mp4Bytes(6 * 1024 * 1024);
      throw new Error('the client went away');
    }
    expect((await store.write({ content: interrupted(), declaredName: 'a.mov', maxBytes: 1 << 30 }))._unsafeUnwrapErr()).toEqual({ kind: 'UploadInterrupted' });
    expect(await keys()).toEqual(before);
  });

  it('lists its videos with size and time, and not the other files the bucket keeps under its prefix', async () => {
    const bytes = mp4Bytes(3000);
    const stored = (await store.write({ content: chunks(bytes), declaredName: 'a.mp4', maxBytes: bytes.byteLength }))._unsafeUnwrap();
    const client = new S3Client(server.settings.client);
    await client.send(new PutObjectCommand({ Bucket: server.settings.bucket, Key: 'videos/radv/1/manifest.json', Body: '{}' }));
    client.destroy();
    const page = (await other.list(null))._unsafeUnwrap();
    expect(page.videos).toContainEqual({ storedName: stored.storedName, size: bytes.byteLength, modifiedAt: expect.any(Date) });
    expect(page.videos.map((video) => video.storedName).filter((name) => !/^[0-9a-f-]{36}\.(mp4|mov)$/.test(name))).toEqual([]);
    expect((await store.remove(stored.storedName)).isOk()).toBe(true);
  });

  it('does not find unknown or path-like names, and refuses a name that is not .mp4 or .mov before reading anything', async () => {
    for (const name of ['00000000-0000-4000-8000-000000000000.mp4', '../secret.mp4', 'videos/x.mp4']) {
      expect((await store.read(name, null))._unsafeUnwrapErr()).toEqual({ kind: 'VideoNotFound' });
    }
    let read = false;
    async function* never(): AsyncGenerator<Uint8Array> {
      read = true;
      yield new Uint8Array(1);
    }
    expect((await store.write({ content: never(), declaredName: 'a.exe', maxBytes: 10 }))._unsafeUnwrapErr()).toEqual({ kind: 'UnsupportedVideoType', reason: 'extension' });
    expect(read).toBe(false);
  });
});
