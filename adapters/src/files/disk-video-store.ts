import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, unlink, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { err, errAsync, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import {
  serviceUnavailable,
  type ServiceUnavailable,
  type StoredVideo,
  type VideoContent,
  type VideoKind,
  type VideoReadError,
  type VideoStore,
  type VideoUpload,
  type VideoWriteError,
} from '@rafdesk/core';
import { decideRange } from './byte-range.js';
import { kindOfStoredName } from './stored-name.js';
import { Abandon, copyChecked } from './checked-copy.js';
import { declaredKind, MEDIA_TYPES } from './video-signature.js';

const INCOMING_PREFIX = '.incoming-';

type Write = Result<StoredVideo, VideoWriteError>;

/**
 * Gallery videos as files in one directory, named `<uuid>.<mp4|mov>`. An upload is streamed to a
 * hidden temporary file and renamed into place only once it is complete and checked, so a reader
 * never sees half a video and a failed upload leaves nothing behind.
 */
export class DiskVideoStore implements VideoStore {
  constructor(private readonly directory: string) {}

  write(upload: VideoUpload): ResultAsync<StoredVideo, VideoWriteError> {
    const kindByName = declaredKind(upload.declaredName);
    if (kindByName === null) return errAsync({ kind: 'UnsupportedVideoType', reason: 'extension' });
    return new ResultAsync(this.stream(upload));
  }

  read(storedName: string, rangeHeader: string | null): ResultAsync<VideoContent, VideoReadError> {
    const kind = kindOfStoredName(storedName);
    if (kind === null) return errAsync({ kind: 'VideoNotFound' });
    return new ResultAsync(this.open(storedName, kind, rangeHeader));
  }

  remove(storedName: string): ResultAsync<void, ServiceUnavailable> {
    if (kindOfStoredName(storedName) === null) return okAsync(undefined);
    return ResultAsync.fromPromise(unlink(join(this.directory, storedName)), (error) => error).orElse((error) =>
      isMissing(error) ? ok(undefined) : err(serviceUnavailable('video store')),
    );
  }

  /** Deletes temporary files of uploads that a crash interrupted; run once at start. Returns how many. */
  async removeIncomplete(): Promise<number> {
    await mkdir(this.directory, { recursive: true });
    const leftovers = (await readdir(this.directory)).filter((name) => name.startsWith(INCOMING_PREFIX));
    await Promise.all(leftovers.map((name) => unlink(join(this.directory, name)).catch(() => undefined)));
    return leftovers.length;
  }

  private async stream(upload: VideoUpload): Promise<Write> {
    const id = randomUUID();
    const temporary = join(this.directory, `${INCOMING_PREFIX}${id}`);
    let file: FileHandle;
    try {
      await mkdir(this.directory, { recursive: true });
      file = await open(temporary, 'wx', 0o600);
    } catch {
      return err(serviceUnavailable('video store'));
    }
    try {
      const { kind, size, sha256 } = await copyChecked(upload, async (bytes) => {
        for (let written = 0; written < bytes.byteLength; ) written += (await file.write(bytes, written, bytes.byteLength - written)).bytesWritten;
      });
      await file.sync();
      await file.close();
      const storedName = `${id}.${kind}`;
      await rename(temporary, join(this.directory, storedName));
      return ok({ storedName, kind, mediaType: MEDIA_TYPES[kind], size, sha256 });
    } catch (error) {
      await file.close().catch(() => undefined);
      await unlink(temporary).catch(() => undefined);
      return err(error instanceof Abandon ? error.error : serviceUnavailable('video store'));
    }
  }

  private async open(storedName: string, kind: VideoKind, rangeHeader: string | null): Promise<Result<VideoContent, VideoReadError>> {
    let file: FileHandle;
    try {
      file = await open(join(this.directory, storedName), 'r');
    } catch (error) {
      return err(isMissing(error) ? { kind: 'VideoNotFound' } : serviceUnavailable('video store'));
    }
    try {
      const totalSize = (await file.stat()).size;
      const decision = decideRange(rangeHeader, totalSize);
      if (decision.kind === 'unsatisfiable') {
        await file.close();
        return err({ kind: 'RangeNotSatisfiable', totalSize });
      }
      const range = decision.kind === 'partial' ? { start: decision.start, end: decision.end } : null;
      const body = range === null ? file.createReadStream() : file.createReadStream({ start: range.start, end: range.end });
      return ok({ mediaType: MEDIA_TYPES[kind], totalSize, range, body });
    } catch {
      await file.close().catch(() => undefined);
      return err(serviceUnavailable('video store'));
    }
  }
}


function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}
