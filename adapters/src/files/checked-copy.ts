import { createHash } from 'node:crypto';
import type { VideoKind, VideoUpload, VideoWriteError } from '@rafdesk/core';
import { SIGNATURE_BYTES, sniffVideoKind } from './video-signature.js';

/** Thrown by {@link copyChecked} to abandon an upload; the store catches it and returns its error value. */
export class Abandon {
  constructor(readonly error: VideoWriteError) {}
}

/** Where a checked upload's bytes go, in order; `write` resolves when the bytes may be let go of. */
export type VideoSink = (bytes: Uint8Array, kind: VideoKind) => Promise<void>;

/**
 * Copies the upload into `sink`, checking size as it goes and the content signature before writing a byte, so the
 * sink knows the video's kind from its first bytes (an object store names the object by it).
 */
export async function copyChecked(upload: VideoUpload, sink: VideoSink): Promise<{ kind: VideoKind; size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  let head: Uint8Array[] = [];
  let headBytes = 0;
  let kind: VideoKind | null = null;
  const put = async (bytes: Uint8Array) => {
    hash.update(bytes);
    await sink(bytes, kind as VideoKind);
  };
  try {
    for await (const chunk of upload.content) {
      size += chunk.byteLength;
      if (size > upload.maxBytes) throw new Abandon({ kind: 'VideoTooLarge', limit: upload.maxBytes });
      if (kind !== null) {
        await put(chunk);
        continue;
      }
      head.push(chunk);
      headBytes += chunk.byteLength;
      if (headBytes >= SIGNATURE_BYTES) {
        kind = checkedKind(concat(head, headBytes));
        for (const part of head) await put(part);
        head = [];
      }
    }
  } catch (error) {
    throw error instanceof Abandon ? error : new Abandon({ kind: 'UploadInterrupted' });
  }
  if (kind === null) {
    kind = checkedKind(concat(head, headBytes));
    for (const part of head) await put(part);
  }
  return { kind, size, sha256: hash.digest('hex') };
}

function checkedKind(head: Uint8Array): VideoKind {
  const kind = sniffVideoKind(head);
  if (kind === null) throw new Abandon({ kind: 'UnsupportedVideoType', reason: 'content' });
  return kind;
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
