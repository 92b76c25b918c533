import { randomUUID } from 'node:crypto';
import { err, errAsync, okAsync, ResultAsync, type Result } from 'neverthrow';
import type {
  FilePutError, FileReadError, FileStore, ServiceUnavailable, StoredVideo, StoredVideoPage, VideoContent, VideoReadError, VideoStore, VideoUpload,
  VideoWriteError,
} from '@rafdesk/core';
import { rangeRequestFrom } from './byte-range.js';
import { kindOfStoredName } from './stored-name.js';
import { declaredKind, MEDIA_TYPES, SIGNATURE_BYTES, sniffVideoKind } from './video-signature.js';

/**
 * Gallery videos kept in a {@link FileStore} (a folder or a bucket) under `<uuid>.<mp4|mov>`. The video rules live here
 * once: the declared name and the first bytes must show a video before the store is asked to keep a byte, the name is
 * generated from the kind the bytes show, and the store does the rest (size limit, whole-or-nothing, ranges).
 */
export class FileVideoStore implements VideoStore {
  constructor(protected readonly files: FileStore) {}

  write(upload: VideoUpload): ResultAsync<StoredVideo, VideoWriteError> {
    if (declaredKind(upload.declaredName) === null) return errAsync({ kind: 'UnsupportedVideoType', reason: 'extension' });
    return new ResultAsync(this.stream(upload));
  }

  read(storedName: string, rangeHeader: string | null): ResultAsync<VideoContent, VideoReadError> {
    const kind = kindOfStoredName(storedName);
    if (kind === null) return errAsync({ kind: 'VideoNotFound' });
    return this.files.read(storedName, rangeRequestFrom(rangeHeader))
      .map((content) => ({ ...content, mediaType: MEDIA_TYPES[kind] }))
      .mapErr(videoReadError);
  }

  remove(storedName: string): ResultAsync<void, ServiceUnavailable> {
    if (kindOfStoredName(storedName) === null) return okAsync(undefined);
    return this.files.remove(storedName);
  }

  list(after: string | null): ResultAsync<StoredVideoPage, ServiceUnavailable> {
    // The store may hold other files beside the videos (a bucket's RADV packs): only names a video store gives count.
    return this.files.list('', after).map((page) => ({
      videos: page.files.filter((file) => kindOfStoredName(file.key) !== null).map((file) => ({ storedName: file.key, size: file.size, modifiedAt: file.modifiedAt })),
      next: page.next,
    }));
  }

  private async stream(upload: VideoUpload): Promise<Result<StoredVideo, VideoWriteError>> {
    const source = upload.content[Symbol.asyncIterator]();
    const head: Uint8Array[] = [];
    let headBytes = 0;
    let ended = false;
    try {
      while (headBytes < SIGNATURE_BYTES) {
        const next = await source.next();
        if (next.done === true) {
          ended = true;
          break;
        }
        head.push(next.value);
        headBytes += next.value.byteLength;
        if (headBytes > upload.maxBytes) return await stopped(source, { kind: 'VideoTooLarge', limit: upload.maxBytes });
      }
    } catch {
      return err({ kind: 'UploadInterrupted' });
    }
    const kind = sniffVideoKind(concat(head, headBytes));
    if (kind === null) return await stopped(source, { kind: 'UnsupportedVideoType', reason: 'content' });
    const storedName = `${randomUUID()}.${kind}`;
    const stored = await this.files.put({ key: storedName, mediaType: MEDIA_TYPES[kind], content: rest(head, ended ? null : source), maxBytes: upload.maxBytes });
    return stored.map(({ size, sha256 }) => ({ storedName, kind, mediaType: MEDIA_TYPES[kind], size, sha256 })).mapErr(videoWriteError);
  }
}

/** The bytes already read, then the rest of the upload; stopping early lets the upload's source go. */
async function* rest(head: readonly Uint8Array[], source: AsyncIterator<Uint8Array> | null): AsyncGenerator<Uint8Array> {
  yield* head;
  if (source === null) return;
  let finished = false;
  try {
    for (;;) {
      const next = await source.next();
      if (next.done === true) {
        finished = true;
        return;
      }
      yield next.value;
    }
  } finally {
    if (!finished) await source.return?.();
  }
}

async function stopped(source: AsyncIterator<Uint8Array>, error: VideoWriteError): Promise<Result<never, VideoWriteError>> {
  await source.return?.().catch(() => undefined);
  return err(error);
}

function videoWriteError(error: FilePutError): VideoWriteError {
  switch (error.kind) {
    case 'FileTooLarge':
      return { kind: 'VideoTooLarge', limit: error.limit };
    case 'UploadInterrupted':
    case 'Unavailable':
      return error;
    case 'InvalidFileKey':
      return { kind: 'Unavailable', reason: 'video store' };
  }
}

function videoReadError(error: FileReadError): VideoReadError {
  return error.kind === 'FileNotFound' ? { kind: 'VideoNotFound' } : error;
}

function concat(parts: readonly Uint8Array[], length: number): Uint8Array {
  const all = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.byteLength;
  }
  return all;
}
