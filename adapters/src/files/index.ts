// Gallery video files: streamed, checked uploads on disk and byte-range reads.
export { DiskVideoStore } from './disk-video-store.js';
export { decideRange, contentRange, type RangeDecision } from './byte-range.js';
export { sniffVideoKind, declaredKind, MEDIA_TYPES } from './video-signature.js';
export { s3SettingsFromEnv } from './s3-settings.js';
export type { S3StoreSettings } from './s3-video-store.js';
