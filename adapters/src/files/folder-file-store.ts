import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, stat, unlink, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import { err, errAsync, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import {
  isFileKey, isFileKeyPrefix, serviceUnavailable, type ByteRangeRequest, type FileContent, type FilePage, type FilePutError, type FileReadError,
  type FileStore, type FileToPut, type ServiceUnavailable, type StoredFile,
} from '@rafdesk/core';
import { resolveRange } from './byte-range.js';
import { Abandon, copyCounted } from './counted-copy.js';
import { mediaTypeOfKey } from './media-types.js';

const INCOMING_PREFIX = '.incoming-';
const PAGE_SIZE = 1000;

/**
 * Files in a folder on one machine (the embedded default), a key's segments its path under the folder. A put streams to
 * a hidden temporary file beside the target and renames it into place once complete, so a reader never sees part of a
 * file and a failed put leaves nothing. A folder records no media type: a file's is the one its key's extension names.
 */
export class FolderFileStore implements FileStore {
  constructor(private readonly directory: string) {}

  put(file: FileToPut): ResultAsync<StoredFile, FilePutError> {
    if (!isFileKey(file.key)) return errAsync({ kind: 'InvalidFileKey', key: file.key });
    return new ResultAsync(this.write(file));
  }

  read(key: string, range?: ByteRangeRequest | null): ResultAsync<FileContent, FileReadError> {
    if (!isFileKey(key)) return errAsync({ kind: 'FileNotFound' });
    return new ResultAsync(this.open(key, range ?? null));
  }

  exists(key: string): ResultAsync<boolean, ServiceUnavailable> {
    if (!isFileKey(key)) return okAsync(false);
    return ResultAsync.fromPromise(stat(this.path(key)), (error) => error)
      .map((found) => found.isFile())
      .orElse((error) => (isMissing(error) ? ok(false) : err(serviceUnavailable('file store'))));
  }

  remove(key: string): ResultAsync<void, ServiceUnavailable> {
    if (!isFileKey(key)) return okAsync(undefined);
    return ResultAsync.fromPromise(unlink(this.path(key)), (error) => error).orElse((error) =>
      isMissing(error) ? ok(undefined) : err(serviceUnavailable('file store')),
    );
  }

  list(prefix: string, after?: string | null): ResultAsync<FilePage, ServiceUnavailable> {
    if (!isFileKeyPrefix(prefix)) return okAsync({ files: [], next: null });
    return ResultAsync.fromPromise(this.page(prefix, after ?? null), () => serviceUnavailable('file store'));
  }

  /** Deletes temporary files of puts that a crash interrupted; run once at start. Returns how many. */
  async removeIncomplete(): Promise<number> {
    const leftovers = (await this.walk()).filter((path) => basename(path).startsWith(INCOMING_PREFIX));
    await Promise.all(leftovers.map((path) => unlink(join(this.directory, path)).catch(() => undefined)));
    return leftovers.length;
  }

  private path(key: string): string {
    return join(this.directory, ...key.split('/'));
  }

  private async write(file: FileToPut): Promise<Result<StoredFile, FilePutError>> {
    const target = this.path(file.key);
    const temporary = join(dirname(target), `${INCOMING_PREFIX}${randomUUID()}`);
    let handle: FileHandle;
    try {
      await mkdir(dirname(target), { recursive: true });
      handle = await open(temporary, 'wx', 0o600);
    } catch {
      return err(serviceUnavailable('file store'));
    }
    try {
      const { size, sha256 } = await copyCounted(file.content, file.maxBytes, async (bytes) => {
        for (let written = 0; written < bytes.byteLength; ) written += (await handle.write(bytes, written, bytes.byteLength - written)).bytesWritten;
      });
      await handle.sync();
      await handle.close();
      await rename(temporary, target);
      return ok({ key: file.key, mediaType: file.mediaType, size, sha256 });
    } catch (error) {
      await handle.close().catch(() => undefined);
      await unlink(temporary).catch(() => undefined);
      return err(error instanceof Abandon ? error.error : serviceUnavailable('file store'));
    }
  }

  private async open(key: string, request: ByteRangeRequest | null): Promise<Result<FileContent, FileReadError>> {
    let handle: FileHandle;
    try {
      handle = await open(this.path(key), 'r');
    } catch (error) {
      return err(isMissing(error) || isDirectory(error) ? { kind: 'FileNotFound' } : serviceUnavailable('file store'));
    }
    try {
      const found = await handle.stat();
      if (!found.isFile()) {
        await handle.close();
        return err({ kind: 'FileNotFound' });
      }
      const totalSize = found.size;
      const decision = resolveRange(request, totalSize);
      if (decision.kind === 'unsatisfiable') {
        await handle.close();
        return err({ kind: 'RangeNotSatisfiable', totalSize });
      }
      const range = decision.kind === 'partial' ? { start: decision.start, end: decision.end } : null;
      const body = range === null ? handle.createReadStream() : handle.createReadStream({ start: range.start, end: range.end });
      return ok({ mediaType: mediaTypeOfKey(key), totalSize, range, body });
    } catch {
      await handle.close().catch(() => undefined);
      return err(serviceUnavailable('file store'));
    }
  }

  private async page(prefix: string, after: string | null): Promise<FilePage> {
    const keys = (await this.walk())
      .map((path) => path.split(sep).join('/'))
      .filter((key) => isFileKey(key) && key.startsWith(prefix) && (after === null || key > after))
      .sort();
    const chosen = keys.slice(0, PAGE_SIZE);
    const files = [];
    for (const key of chosen) {
      const found = await stat(this.path(key)).catch(() => null);
      // A file removed between the listing and now is simply not listed.
      if (found?.isFile()) files.push({ key, size: found.size, modifiedAt: found.mtime });
    }
    return { files, next: keys.length > PAGE_SIZE ? (chosen.at(-1) ?? null) : null };
  }

  /** Every file's path under the folder, relative to it (none when the folder was never made). */
  private async walk(): Promise<string[]> {
    try {
      const entries = await readdir(this.directory, { recursive: true, withFileTypes: true });
      return entries.filter((entry) => entry.isFile()).map((entry) => relative(this.directory, join(entry.parentPath, entry.name)));
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }
}

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}

function isDirectory(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'EISDIR';
}
