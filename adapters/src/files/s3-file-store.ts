import { PassThrough, Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { err, errAsync, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import {
  isFileKey, isFileKeyPrefix, serviceUnavailable, type ByteRangeRequest, type FileContent, type FilePage, type FilePutError, type FileReadError,
  type FileStore, type FileToPut, type ServiceUnavailable, type StoredFile,
} from '@rafdesk/core';
import { resolveRange } from './byte-range.js';
import { Abandon, copyCounted } from './counted-copy.js';

/** Where a store's objects live: the bucket, a key prefix, and how to reach the service. */
export interface S3StoreSettings {
  readonly bucket: string;
  /** Prepended to every key (`videos/`), so one bucket holds a site's videos beside its other files. */
  readonly prefix: string;
  /** The S3 client's settings: region, endpoint (MinIO, a test server), path-style addressing, credentials. */
  readonly client: S3ClientConfig;
}

/**
 * Files as objects of an S3-API store (AWS S3, MinIO) under `<prefix><key>`, so every process of a site reads what any
 * of them stored. A put streams in parts; an object appears only when the upload completes, so a reader never sees part
 * of a file, and a put abandoned (too large, the client gone) is aborted, leaving nothing behind.
 */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3StoreSettings) {
    this.client = new S3Client(settings.client);
  }

  put(file: FileToPut): ResultAsync<StoredFile, FilePutError> {
    if (!isFileKey(file.key)) return errAsync({ kind: 'InvalidFileKey', key: file.key });
    return new ResultAsync(this.send(file));
  }

  read(key: string, range?: ByteRangeRequest | null): ResultAsync<FileContent, FileReadError> {
    if (!isFileKey(key)) return errAsync({ kind: 'FileNotFound' });
    return new ResultAsync(this.open(key, range ?? null));
  }

  exists(key: string): ResultAsync<boolean, ServiceUnavailable> {
    if (!isFileKey(key)) return okAsync(false);
    return ResultAsync.fromPromise(this.client.send(new HeadObjectCommand(this.object(key))), (error) => error)
      .map(() => true)
      .orElse((error) => (isMissing(error) ? ok(false) : err(serviceUnavailable('file store'))));
  }

  remove(key: string): ResultAsync<void, ServiceUnavailable> {
    if (!isFileKey(key)) return okAsync(undefined);
    // Deleting a key that is gone succeeds in S3 too.
    return ResultAsync.fromPromise(this.client.send(new DeleteObjectCommand(this.object(key))), () => serviceUnavailable('file store')).map(() => undefined);
  }

  list(prefix: string, after?: string | null): ResultAsync<FilePage, ServiceUnavailable> {
    if (!isFileKeyPrefix(prefix)) return okAsync({ files: [], next: null });
    const root = this.settings.prefix;
    return ResultAsync.fromPromise(
      this.client.send(new ListObjectsV2Command({
        Bucket: this.settings.bucket, Prefix: `${root}${prefix}`, MaxKeys: 1000, ...(after ? { StartAfter: `${root}${after}` } : {}),
      })),
      () => serviceUnavailable('file store'),
    ).map((listed) => {
      const files = (listed.Contents ?? [])
        .map((object) => ({ key: (object.Key ?? '').slice(root.length), size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) }))
        .filter((file) => isFileKey(file.key));
      return { files, next: listed.IsTruncated === true ? (listed.Contents?.at(-1)?.Key?.slice(root.length) ?? null) : null };
    });
  }

  /** Closes the client's connections. */
  close(): void {
    this.client.destroy();
  }

  private object(key: string): { Bucket: string; Key: string } {
    return { Bucket: this.settings.bucket, Key: `${this.settings.prefix}${key}` };
  }

  private async send(file: FileToPut): Promise<Result<StoredFile, FilePutError>> {
    const body = new PassThrough({ highWaterMark: 1 << 20 });
    const sending = new Upload({
      client: this.client, queueSize: 2, leavePartsOnError: false,
      params: { ...this.object(file.key), Body: body, ContentType: file.mediaType },
    });
    const done = sending.done();
    // Seen by the awaits below; a failure before them is not an unhandled rejection.
    done.catch(() => undefined);
    try {
      const { size, sha256 } = await copyCounted(file.content, file.maxBytes, async (bytes) => {
        if (!body.write(bytes)) await new Promise<void>((resolve, reject) => {
          body.once('drain', resolve);
          done.catch(reject);
        });
      });
      body.end();
      await done;
      return ok({ key: file.key, mediaType: file.mediaType, size, sha256 });
    } catch (error) {
      await sending.abort().catch(() => undefined);
      body.destroy();
      return err(error instanceof Abandon ? error.error : serviceUnavailable('file store'));
    }
  }

  private async open(key: string, request: ByteRangeRequest | null): Promise<Result<FileContent, FileReadError>> {
    let totalSize: number;
    let mediaType: string;
    try {
      const head = await this.client.send(new HeadObjectCommand(this.object(key)));
      totalSize = head.ContentLength ?? 0;
      mediaType = head.ContentType ?? 'application/octet-stream';
    } catch (error) {
      return err(isMissing(error) ? { kind: 'FileNotFound' } : serviceUnavailable('file store'));
    }
    const decision = resolveRange(request, totalSize);
    if (decision.kind === 'unsatisfiable') return err({ kind: 'RangeNotSatisfiable', totalSize });
    const range = decision.kind === 'partial' ? { start: decision.start, end: decision.end } : null;
    try {
      const got = await this.client.send(new GetObjectCommand({ ...this.object(key), ...(range === null ? {} : { Range: `bytes=${range.start}-${range.end}` }) }));
      if (!(got.Body instanceof Readable)) return err(serviceUnavailable('file store'));
      return ok({ mediaType, totalSize, range, body: got.Body });
    } catch (error) {
      return err(isMissing(error) ? { kind: 'FileNotFound' } : serviceUnavailable('file store'));
    }
  }
}

/** S3's answer for a key that is not there: NotFound for HEAD, NoSuchKey for GET. */
function isMissing(error: unknown): boolean {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return name === 'NotFound' || name === 'NoSuchKey' || status === 404;
}
