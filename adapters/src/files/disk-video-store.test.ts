import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskVideoStore } from './disk-video-store.js';
import { chunks, collect, mp4Bytes } from './testing/video-bytes.js';




let directory = '';
let store: DiskVideoStore;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rafdesk-videos-'));
  store = new DiskVideoStore(directory);
});
afterEach(() => rm(directory, { recursive: true, force: true }));

describe('DiskVideoStore.write', () => {
  it('stores an mp4 under a generated name with its size and SHA-256', async () => {
    const bytes = mp4Bytes(1000);
    const stored = (await store.write({ content: chunks(bytes), declaredName: '../../etc/passwd.mp4', maxBytes: 1000 }))._unsafeUnwrap();
    expect(stored.storedName).toMatch(/^[0-9a-f-]{36}\.mp4$/);
    expect(stored).toMatchObject({ kind: 'mp4', mediaType: 'video/mp4', size: 1000, sha256: createHash('sha256').update(bytes).digest('hex') });
    expect(await readdir(directory)).toEqual([stored.storedName]);
    expect(new Uint8Array(await readFile(join(directory, stored.storedName)))).toEqual(bytes);
  });

  it('stores QuickTime content as .mov', async () => {
    const stored = (await store.write({ content: chunks(mp4Bytes(200, 'qt  ')), declaredName: 'lesson.MOV', maxBytes: 10_000 }))._unsafeUnwrap();
    expect(stored.storedName).toMatch(/\.mov$/);
    expect(stored.mediaType).toBe('video/quicktime');
  });

  it('refuses one byte over the limit and leaves no file behind', async () => {
    const result = await store.write({ content: chunks(mp4Bytes(1001), 100), declaredName: 'big.mp4', maxBytes: 1000 });
    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'VideoTooLarge', limit: 1000 });
    expect(await readdir(directory)).toEqual([]);
  });

  it('refuses PNG or EXE bytes behind an .mp4 name and leaves no file behind', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(200).fill(1)]);
    const exe = Uint8Array.from([0x4d, 0x5a, ...new Array(200).fill(0)]);
    for (const bytes of [png, exe, new Uint8Array(5)]) {
      const result = await store.write({ content: chunks(bytes), declaredName: 'video.mp4', maxBytes: 10_000 });
      expect(result._unsafeUnwrapErr()).toEqual({ kind: 'UnsupportedVideoType', reason: 'content' });
    }
    expect(await readdir(directory)).toEqual([]);
  });

  it('refuses a name that is not .mp4 or .mov before reading anything', async () => {
    let pulled = false;
    async function* watched(): AsyncGenerator<Uint8Array> {
      pulled = true;
      yield mp4Bytes(100);
    }
    const result = await store.write({ content: watched(), declaredName: 'video.exe', maxBytes: 10_000 });
    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'UnsupportedVideoType', reason: 'extension' });
    expect(pulled).toBe(false);
  });

  it('reports an interrupted upload and leaves no file behind', async () => {
    async function* broken(): AsyncGenerator<Uint8Array> {
      yield mp4Bytes(100);
      throw new Error('connection reset');
    }
    const result = await store.write({ content: broken(), declaredName: 'video.mp4', maxBytes: 10_000 });
    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'UploadInterrupted' });
    expect(await readdir(directory)).toEqual([]);
  });

  it('cleans temporary files that a crash left behind', async () => {
    await writeFile(join(directory, '.incoming-123'), 'partial');
    expect(await store.removeIncomplete()).toBe(1);
    expect(await readdir(directory)).toEqual([]);
  });
});

describe('DiskVideoStore.read', () => {
  it('reads the whole file, a range and a suffix range', async () => {
    const bytes = mp4Bytes(1000);
    const { storedName } = (await store.write({ content: chunks(bytes, 64), declaredName: 'a.mp4', maxBytes: 1000 }))._unsafeUnwrap();

    const whole = (await store.read(storedName, null))._unsafeUnwrap();
    expect(whole).toMatchObject({ mediaType: 'video/mp4', totalSize: 1000, range: null });
    expect(new Uint8Array(await collect(whole.body))).toEqual(bytes);

    const part = (await store.read(storedName, 'bytes=100-199'))._unsafeUnwrap();
    expect(part.range).toEqual({ start: 100, end: 199 });
    expect(new Uint8Array(await collect(part.body))).toEqual(bytes.subarray(100, 200));

    const tail = (await store.read(storedName, 'bytes=-10'))._unsafeUnwrap();
    expect(new Uint8Array(await collect(tail.body))).toEqual(bytes.subarray(990));
  });

  it('answers an unsatisfiable range with the total size', async () => {
    const { storedName } = (await store.write({ content: chunks(mp4Bytes(100)), declaredName: 'a.mp4', maxBytes: 1000 }))._unsafeUnwrap();
    expect((await store.read(storedName, 'bytes=100-'))._unsafeUnwrapErr()).toEqual({ kind: 'RangeNotSatisfiable', totalSize: 100 });
  });

  it('does not find unknown, removed or path-like names', async () => {
    const { storedName } = (await store.write({ content: chunks(mp4Bytes(100)), declaredName: 'a.mp4', maxBytes: 1000 }))._unsafeUnwrap();
    expect((await store.remove(storedName)).isOk()).toBe(true);
    expect((await store.remove(storedName)).isOk()).toBe(true);
    for (const name of [storedName, '../secret.mp4', 'a.mp4', '00000000-0000-4000-8000-000000000000.mp4']) {
      expect((await store.read(name, null))._unsafeUnwrapErr()).toEqual({ kind: 'VideoNotFound' });
    }
  });
});
