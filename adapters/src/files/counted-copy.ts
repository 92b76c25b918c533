import { createHash } from 'node:crypto';
import { serviceUnavailable, type FilePutError } from '@rafdesk/core';

/** Thrown by {@link copyCounted} to abandon a put; the store catches it, removes what it began and returns the error. */
export class Abandon {
  constructor(readonly error: FilePutError) {}
}

/**
 * Copies a file's content into `sink` in order, counting bytes as they arrive: the first byte over `maxBytes` abandons
 * the put (nothing more is read), and a content stream that fails is `UploadInterrupted`. Both file stores copy by it.
 */
export async function copyCounted(
  content: AsyncIterable<Uint8Array> | Uint8Array,
  maxBytes: number,
  sink: (bytes: Uint8Array) => Promise<void>,
): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  const parts: AsyncIterable<Uint8Array> | Uint8Array[] = content instanceof Uint8Array ? [content] : content;
  try {
    for await (const part of parts) {
      size += part.byteLength;
      if (size > maxBytes) throw new Abandon({ kind: 'FileTooLarge', limit: maxBytes });
      hash.update(part);
      // The store failing to take bytes is the store's fault, not the upload's.
      await sink(part).catch(() => {
        throw new Abandon(serviceUnavailable('file store'));
      });
    }
  } catch (error) {
    throw error instanceof Abandon ? error : new Abandon({ kind: 'UploadInterrupted' });
  }
  return { size, sha256: hash.digest('hex') };
}
