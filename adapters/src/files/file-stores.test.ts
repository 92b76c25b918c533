import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '@rafdesk/core';
import { FolderFileStore } from './folder-file-store.js';
import { S3FileStore } from './s3-file-store.js';
import { startS3TestServer, type S3TestServer } from './testing/s3-test-server.js';
import { chunks, collect } from './testing/video-bytes.js';

/** The same rules for both stores: the folder of one machine and a real S3-protocol server (s3rver). */
interface Subject {
  readonly store: FileStore;
  /** Everything the store keeps or began keeping, hidden temporary files and parts included. */
  leftovers(): Promise<string[]>;
  stop(): Promise<void>;
}

async function folderSubject(): Promise<Subject> {
  const directory = await mkdtemp(join(tmpdir(), 'rafdesk-files-'));
  return {
    store: new FolderFileStore(directory),
    leftovers: async () => (await readdir(directory, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name).sort(),
    stop: () => rm(directory, { recursive: true, force: true }),
  };
}

async function s3Subject(): Promise<Subject> {
  const server: S3TestServer = await startS3TestServer();
  const store = new S3FileStore({ ...server.settings, prefix: 'files/' });
  return {
    store,
    leftovers: async () => (await store.list(''))._unsafeUnwrap().files.map((file) => file.key).sort(),
    async stop() {
      store.close();
      await server.stop();
    },
  };
}

const bytes = (length: number) => Uint8Array.from({ length }, (_, i) => i % 253);

describe.each([
  ['a folder', folderSubject],
  ['an S3-API bucket', s3Subject],
])('FileStore on %s', (_name, start) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await start();
  }, 60_000);
  afterAll(() => subject?.stop());

  it('keeps a streamed file under its key with size and SHA-256, reads it whole and by range, says it exists, then removes it', async () => {
    const { store } = subject;
    const content = bytes(100_000);
    const stored = (await store.put({ key: 'notes/2026/a1.pdf', mediaType: 'application/pdf', content: chunks(content, 4096), maxBytes: 100_000 }))._unsafeUnwrap();
    expect(stored).toEqual({ key: 'notes/2026/a1.pdf', mediaType: 'application/pdf', size: 100_000, sha256: createHash('sha256').update(content).digest('hex') });
    expect((await store.exists('notes/2026/a1.pdf'))._unsafeUnwrap()).toBe(true);

    const whole = (await store.read('notes/2026/a1.pdf'))._unsafeUnwrap();
    expect({ mediaType: whole.mediaType, totalSize: whole.totalSize, range: whole.range }).toEqual({ mediaType: 'application/pdf', totalSize: 100_000, range: null });
    expect(new Uint8Array(await collect(whole.body))).toEqual(content);

    const middle = (await store.read('notes/2026/a1.pdf', { start: 10, end: 19 }))._unsafeUnwrap();
    expect(middle.range).toEqual({ start: 10, end: 19 });
    expect(new Uint8Array(await collect(middle.body))).toEqual(content.subarray(10, 20));
    const last = (await store.read('notes/2026/a1.pdf', { suffix: 5 }))._unsafeUnwrap();
    expect(new Uint8Array(await collect(last.body))).toEqual(content.subarray(99_995));
    expect((await store.read('notes/2026/a1.pdf', { start: 100_000 }))._unsafeUnwrapErr()).toEqual({ kind: 'RangeNotSatisfiable', totalSize: 100_000 });

    expect((await store.remove('notes/2026/a1.pdf')).isOk()).toBe(true);
    expect((await store.remove('notes/2026/a1.pdf')).isOk()).toBe(true);
    expect((await store.exists('notes/2026/a1.pdf'))._unsafeUnwrap()).toBe(false);
    expect((await store.read('notes/2026/a1.pdf'))._unsafeUnwrapErr()).toEqual({ kind: 'FileNotFound' });
  });

  it('keeps bytes given at once and replaces a file put again under the same key', async () => {
    const { store } = subject;
    await store.put({ key: 'packs/p1.zip', mediaType: 'application/zip', content: bytes(10), maxBytes: 10 });
    await store.put({ key: 'packs/p1.zip', mediaType: 'application/zip', content: Uint8Array.of(7, 7), maxBytes: 10 });
    const read = (await store.read('packs/p1.zip'))._unsafeUnwrap();
    expect([...(await collect(read.body))]).toEqual([7, 7]);
    await store.remove('packs/p1.zip');
  });

  it('refuses one byte over the limit, stops reading there, and leaves nothing behind', async () => {
    const { store } = subject;
    let pulled = 0;
    async function* endless(): AsyncGenerator<Uint8Array> {
      for (;;) {
        pulled += 1;
        yield bytes(100);
      }
    }
    expect((await store.put({ key: 'big.pdf', mediaType: 'application/pdf', content: endless(), maxBytes: 1000 }))._unsafeUnwrapErr()).toEqual({ kind: 'FileTooLarge', limit: 1000 });
    expect(pulled).toBe(11);
    expect(await subject.leftovers()).toEqual([]);
  });

  it('reports a content stream that fails as an interrupted upload and leaves nothing behind', async () => {
    async function* broken(): AsyncGenerator<Uint8Array> {
      yield bytes(100);
      throw new Error('client went away');
    }
    expect((await subject.store.put({ key: 'half.pdf', mediaType: 'application/pdf', content: broken(), maxBytes: 1000 }))._unsafeUnwrapErr()).toEqual({ kind: 'UploadInterrupted' });
    expect(await subject.leftovers()).toEqual([]);
  });

  it('takes only keys that are safe paths and ordinary object keys', async () => {
    const { store } = subject;
    for (const key of ['../etc/passwd', '/abs.pdf', 'a//b.pdf', '.hidden', 'a/../b', 'sp ace.pdf', '']) {
      expect((await store.put({ key, mediaType: 'application/pdf', content: bytes(1), maxBytes: 10 }))._unsafeUnwrapErr()).toEqual({ kind: 'InvalidFileKey', key });
      expect((await store.read(key))._unsafeUnwrapErr()).toEqual({ kind: 'FileNotFound' });
      expect((await store.exists(key))._unsafeUnwrap()).toBe(false);
    }
    expect(await subject.leftovers()).toEqual([]);
  });

  it('lists the files under a prefix in key order with size and time, page by page', async () => {
    const { store } = subject;
    for (const key of ['notes/b.pdf', 'notes/a.pdf', 'videos/c.mp4']) await store.put({ key, mediaType: 'application/pdf', content: bytes(3), maxBytes: 10 });
    const page = (await store.list('notes/'))._unsafeUnwrap();
    expect(page.next).toBeNull();
    expect(page.files.map((file) => [file.key, file.size])).toEqual([['notes/a.pdf', 3], ['notes/b.pdf', 3]]);
    expect(Math.abs(page.files[0]!.modifiedAt.getTime() - Date.now())).toBeLessThan(120_000);
    expect((await store.list('notes/', 'notes/a.pdf'))._unsafeUnwrap().files.map((file) => file.key)).toEqual(['notes/b.pdf']);
    for (const key of ['notes/b.pdf', 'notes/a.pdf', 'videos/c.mp4']) await store.remove(key);
  });

});

describe('FolderFileStore after a crash', () => {
  it('removes the temporary files of interrupted puts at start and lists none of them', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'rafdesk-files-'));
    await mkdir(join(directory, 'notes'), { recursive: true });
    await writeFile(join(directory, 'notes', '.incoming-1234'), 'half');
    await writeFile(join(directory, 'notes', 'kept.pdf'), 'whole');
    const store = new FolderFileStore(directory);
    expect((await store.list(''))._unsafeUnwrap().files.map((file) => file.key)).toEqual(['notes/kept.pdf']);
    expect(await store.removeIncomplete()).toBe(1);
    expect(await readdir(join(directory, 'notes'))).toEqual(['kept.pdf']);
    await rm(directory, { recursive: true, force: true });
  });
});
