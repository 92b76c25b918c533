import type { ResultAsync } from 'neverthrow';
import type { ServiceUnavailable } from '../auth/service-unavailable.js';
import type { ByteRange } from './video-store.js';

/**
 * A file to keep under `key` (see {@link isFileKey}): the bytes as a stream or at once, their media type, and the size
 * allowed. The store counts the bytes as they arrive and stops at the first one over `maxBytes`.
 */
export interface FileToPut {
  readonly key: string;
  readonly mediaType: string;
  readonly content: AsyncIterable<Uint8Array> | Uint8Array;
  readonly maxBytes: number;
}

/** A file as stored: its key, media type, length and SHA-256 (hex) of its bytes. */
export interface StoredFile {
  readonly key: string;
  readonly mediaType: string;
  readonly size: number;
  readonly sha256: string;
}

/** A file seen by a listing: enough for a sweep to decide whether it is an orphan. */
export interface ListedFile {
  readonly key: string;
  readonly size: number;
  readonly modifiedAt: Date;
}

/** One page of a listing; `next` is the cursor of the page after, null on the last. */
export interface FilePage {
  readonly files: readonly ListedFile[];
  readonly next: string | null;
}

/**
 * The bytes asked for, as an HTTP Range names them: from `start` to `end` (inclusive; open-ended without it), or the
 * last `suffix` bytes. The store resolves it against the file's length (an end beyond the file is clamped).
 */
export type ByteRangeRequest = { readonly start: number; readonly end?: number } | { readonly suffix: number };

/** The bytes of a stored file to send: the whole file when `range` is null, else that range of `totalSize`. */
export interface FileContent {
  readonly mediaType: string;
  readonly totalSize: number;
  readonly range: ByteRange | null;
  readonly body: AsyncIterable<Uint8Array>;
}

export type FilePutError =
  | { readonly kind: 'FileTooLarge'; readonly limit: number }
  | { readonly kind: 'InvalidFileKey'; readonly key: string }
  /** The content stream failed (the client went away mid-upload). */
  | { readonly kind: 'UploadInterrupted' }
  | ServiceUnavailable;

export type FileReadError =
  | { readonly kind: 'FileNotFound' }
  | { readonly kind: 'RangeNotSatisfiable'; readonly totalSize: number }
  | ServiceUnavailable;

/**
 * Where the portal keeps files (gallery videos, note PDFs, evidence packs): a folder on one machine or an S3-API bucket
 * every process of a site shares, chosen by configuration. Keys are the caller's (generated, never a client's name).
 */
export interface FileStore {
  /**
   * Keeps the file under its key, replacing one already there. A file appears whole or not at all: a reader never
   * sees part of it, and on any error (too large, stream failed, store down) nothing is left under the key.
   */
  put(file: FileToPut): ResultAsync<StoredFile, FilePutError>;
  /** Opens a file, whole or the range asked for; an unknown or malformed key is `FileNotFound`. */
  read(key: string, range?: ByteRangeRequest | null): ResultAsync<FileContent, FileReadError>;
  /** Whether a file is kept under the key (false for a malformed key). */
  exists(key: string): ResultAsync<boolean, ServiceUnavailable>;
  /** Removes a file; removing one that is already gone (or a malformed key) succeeds. */
  remove(key: string): ResultAsync<void, ServiceUnavailable>;
  /** A page of the files whose keys start with `prefix`, in key order, from after the cursor `after`. */
  list(prefix: string, after?: string | null): ResultAsync<FilePage, ServiceUnavailable>;
}
