import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { serviceUnavailable, type FieldCipher, type FileStore, type FieldAddress, type SealedObjectStore, type StorageError } from '@rafdesk/core';

async function whole(body: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const part of body) parts.push(part);
  return Buffer.concat(parts);
}

/**
 * Sealed objects in a {@link FileStore} (the site's bucket): each sealed with the field key bound to `addressOf(key)`,
 * so the bucket holds nothing readable and an object moved to another key does not open. Written once: a key already
 * kept is refused.
 */
export class FileSealedObjectStore implements SealedObjectStore {
  constructor(private readonly files: FileStore, private readonly cipher: FieldCipher, private readonly addressOf: (key: string) => FieldAddress, private readonly what: string) {}

  put(key: string, bytes: Uint8Array, mediaType: string): ResultAsync<void, StorageError> {
    return this.files.exists(key).andThen((kept) => {
      if (kept) return errAsync(serviceUnavailable(`${this.what} kept unchanged`));
      const sealed = this.cipher.seal(bytes, this.addressOf(key));
      return this.files.put({ key, mediaType, content: sealed, maxBytes: sealed.byteLength })
        .map(() => undefined)
        .mapErr((error) => (error.kind === 'Unavailable' ? error : serviceUnavailable(`${this.what}: ${error.kind}`)));
    });
  }

  get(key: string): ResultAsync<{ readonly bytes: Uint8Array; readonly mediaType: string } | null, StorageError> {
    return this.files.read(key).map((content) => content as typeof content | null).orElse((error) => (error.kind === 'FileNotFound' ? okAsync(null) : errAsync(serviceUnavailable(this.what))))
      .andThen((content) => {
        if (content === null) return okAsync(null);
        return ResultAsync.fromPromise(whole(content.body), () => serviceUnavailable(this.what))
          .andThen((stored) => this.cipher.open(stored, this.addressOf(key)).map((bytes) => ({ bytes, mediaType: content.mediaType })).mapErr(() => serviceUnavailable(`${this.what} unreadable`)));
      });
  }

  exists(key: string): ResultAsync<boolean, StorageError> {
    return this.files.exists(key);
  }
}

// The same address as the database's pack objects: a pack moved between the two stores opens with the same key.
const packObjectAt = (key: string): FieldAddress => ({ table: 'radv_pack_object', column: 'bytes', rowId: key });

/** RADV pack files in a file store (the site's bucket when one is set), sealed as the database seals its pack rows. */
export const fileRadvPackStore = (files: FileStore, cipher: FieldCipher): SealedObjectStore => new FileSealedObjectStore(files, cipher, packObjectAt, 'radv pack store');

// Bound to the key, which names the note: a PDF copied under another note's key does not open.
const notePdfAt = (key: string): FieldAddress => ({ table: 'progress_note', column: 'pdf_file', rowId: key });

/** Signed notes' PDFs in a file store (the site's bucket when one is set), sealed with the field key. */
export const fileNotePdfStore = (files: FileStore, cipher: FieldCipher): SealedObjectStore => new FileSealedObjectStore(files, cipher, notePdfAt, 'note PDF store');
