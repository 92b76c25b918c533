// Files: the folder store (one machine) and, under ./files/s3, the S3-API store; gallery videos kept through either.
export { FolderFileStore } from './folder-file-store.js';
export { FileVideoStore } from './file-video-store.js';
export { FileSealedObjectStore, fileNotePdfStore, fileRadvPackStore } from './file-sealed-object-store.js';
export { DiskVideoStore } from './disk-video-store.js';
export { decideRange, contentRange, rangeRequestFrom, resolveRange, type RangeDecision } from './byte-range.js';
export { sniffVideoKind, declaredKind, MEDIA_TYPES } from './video-signature.js';
export { mediaTypeOfKey } from './media-types.js';
export { s3SettingsFromEnv } from './s3-settings.js';
export type { S3StoreSettings } from './s3-file-store.js';
