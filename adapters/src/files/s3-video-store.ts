import { FileVideoStore } from './file-video-store.js';
import { S3FileStore, type S3StoreSettings } from './s3-file-store.js';

export type { S3StoreSettings } from './s3-file-store.js';
export { S3FileStore } from './s3-file-store.js';

/**
 * Gallery videos as objects of an S3-API bucket (AWS S3, MinIO) under the settings' prefix, so every process of a site
 * streams what any of them stored: the video rules over an {@link S3FileStore}. Loaded only when a bucket is set.
 */
export class S3VideoStore extends FileVideoStore {
  private readonly bucket: S3FileStore;

  constructor(settings: S3StoreSettings) {
    const bucket = new S3FileStore(settings);
    super(bucket);
    this.bucket = bucket;
  }

  /** Closes the client's connections. */
  close(): void {
    this.bucket.close();
  }
}
