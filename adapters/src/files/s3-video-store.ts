import { randomUUID } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { err, errAsync, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import {
  serviceUnavailable, type ServiceUnavailable, type StoredVideo, type VideoContent, type VideoKind, type VideoReadError, type VideoStore, type VideoUpload,
  type VideoWriteError,
} from '@rafdesk/core';
import { decideRange } from './byte-range.js';
import { kindOfStoredName } from './stored-name.js';
import { Abandon, copyChecked } from './checked-copy.js';
import { declaredKind, MEDIA_TYPES } from './video-signature.js';


/** Where the videos of an object store live: the bucket, a key prefix, and how to reach the service. */
export interface S3StoreSettings {
  readonly bucket: string;
  /** Prepended to every key (`videos/`), so one bucket can hold a site's other files beside them. */
  readonly prefix: string;
  /** The S3 client's settings: region, endpoint (MinIO, a test server), path-style addressing, credentials. */
  readonly client: S3ClientConfig;
}

/**
 * Gallery videos as objects of an S3-API store (AWS S3, MinIO), named `<prefix><uuid>.<mp4|mov>`, so every process of
 * a site reads what any of them stored. An upload is streamed in parts once its first bytes show a video, and an
 * object appears only when the upload completes: a reader never sees half a video, and an upload abandoned (too large,
 * not a video, the client gone) is aborted, leaving nothing behind.
 */
export class S3VideoStore implements VideoStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3StoreSettings) {
    this.client = new S3Client(settings.client);
  }

  write(upload: VideoUpload): ResultAsync<StoredVideo, VideoWriteError> {
    if (declaredKind(upload.declaredName) === null) return errAsync({ kind: 'UnsupportedVideoType', reason: 'extension' });
    return new ResultAsync(this.stream(upload));
  }

  read(storedName: string, rangeHeader: string | null): ResultAsync<VideoContent, VideoReadError> {
    const kind = kindOfStoredName(storedName);
    if (kind === null) return errAsync({ kind: 'VideoNotFound' });
    return new ResultAsync(this.open(storedName, kind, rangeHeader));
  }

  remove(storedName: string): ResultAsync<void, ServiceUnavailable> {
    if (kindOfStoredName(storedName) === null) return okAsync(undefined);
    // Deleting a key that is gone succeeds in S3 too.
    return ResultAsync.fromPromise(this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(storedName) })), () => serviceUnavailable('video store'))
      .map(() => undefined);
  }

  /** Closes the client's connections. */
  close(): void {
    this.client.destroy();
  }

  private key(storedName: string): string {
    return `${this.settings.prefix}${storedName}`;
  }

  private async stream(upload: VideoUpload): Promise<Result<StoredVideo, VideoWriteError>> {
    const id = randomUUID();
    let body: PassThrough | null = null;
    let sending: Upload | null = null;
    let done: Promise<unknown> | null = null;
    try {
      const { kind, size, sha256 } = await copyChecked(upload, async (bytes, kind) => {
        if (body === null) {
          body = new PassThrough({ highWaterMark: 1 << 20 });
          sending = new Upload({
            client: this.client, queueSize: 2, leavePartsOnError: false,
            params: { Bucket: this.settings.bucket, Key: this.key(`${id}.${kind}`), Body: body, ContentType: MEDIA_TYPES[kind] },
          });
          done = sending.done();
          // Seen by the await below; a failure before it is not an unhandled rejection.
          done.catch(() => undefined);
        }
        const stream: PassThrough = body;
        if (!stream.write(bytes)) await new Promise<void>((resolve, reject) => {
          stream.once('drain', resolve);
          void (done as Promise<unknown>).catch(reject);
        });
      });
      const storedName = `${id}.${kind}`;
      (body as PassThrough | null)?.end();
      await done;
      return ok({ storedName, kind, mediaType: MEDIA_TYPES[kind], size, sha256 });
    } catch (error) {
      await (sending as Upload | null)?.abort().catch(() => undefined);
      (body as PassThrough | null)?.destroy();
      return err(error instanceof Abandon ? error.error : serviceUnavailable('video store'));
    }
  }

  private async open(storedName: string, kind: VideoKind, rangeHeader: string | null): Promise<Result<VideoContent, VideoReadError>> {
    const object = { Bucket: this.settings.bucket, Key: this.key(storedName) };
    let totalSize: number;
    try {
      totalSize = (await this.client.send(new HeadObjectCommand(object))).ContentLength ?? 0;
    } catch (error) {
      return err(isMissing(error) ? { kind: 'VideoNotFound' } : serviceUnavailable('video store'));
    }
    const decision = decideRange(rangeHeader, totalSize);
    if (decision.kind === 'unsatisfiable') return err({ kind: 'RangeNotSatisfiable', totalSize });
    const range = decision.kind === 'partial' ? { start: decision.start, end: decision.end } : null;
    try {
      const got = await this.client.send(new GetObjectCommand({ ...object, ...(range === null ? {} : { Range: `bytes=${range.start}-${range.end}` }) }));
      if (!(got.Body instanceof Readable)) return err(serviceUnavailable('video store'));
      return ok({ mediaType: MEDIA_TYPES[kind], totalSize, range, body: got.Body });
    } catch (error) {
      return err(isMissing(error) ? { kind: 'VideoNotFound' } : serviceUnavailable('video store'));
    }
  }
}


/** S3's answer for a key that is not there: NotFound for HEAD, NoSuchKey for GET. */
function isMissing(error: unknown): boolean {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return name === 'NotFound' || name === 'NoSuchKey' || status === 404;
}
