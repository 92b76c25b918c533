import { ResultAsync } from 'neverthrow';
import type { VideoId } from '../../domain/ids.js';
import type { StoredVideo, VideoContent, VideoReadError, VideoWriteError } from '../../ports/files/video-store.js';
import type { NotFound, StorageError } from '../../ports/repositories/storage-error.js';
import { findVisibleVideo, type GalleryViewer } from './gallery-queries.js';
import { VIDEO_UPLOAD_MAX_BYTES, type GalleryPorts } from './gallery-ports.js';

/** An upload as the HTTP layer hands it over: the client's file name and the bytes as they arrive. */
export interface VideoFileUpload {
  readonly fileName: string;
  readonly content: AsyncIterable<Uint8Array>;
}

/**
 * Streams an uploaded video into the store as it arrives (so the client's progress bar follows the real transfer)
 * and answers the generated name the gallery form then sends as `videoPath`. Refused, with nothing left behind,
 * when the name is not .mp4/.mov, the bytes are not an MP4 or QuickTime file, or it is longer than `maxBytes`.
 */
export function uploadVideoFile(ports: GalleryPorts, upload: VideoFileUpload, maxBytes: number = VIDEO_UPLOAD_MAX_BYTES): ResultAsync<StoredVideo, VideoWriteError> {
  return ports.videoStore.write({ content: upload.content, declaredName: upload.fileName, maxBytes });
}

/**
 * The bytes of a video the viewer may watch, for the player: the whole file, or one byte range when the HTTP `Range`
 * header asks for a satisfiable one (`RangeNotSatisfiable` with the size otherwise). Unknown, deleted and hidden
 * videos are `NotFound`.
 */
export function openVideo(ports: GalleryPorts, viewer: GalleryViewer, id: VideoId, rangeHeader: string | null): ResultAsync<VideoContent, NotFound | VideoReadError | StorageError> {
  return findVisibleVideo(ports, viewer, id).andThen((video) => ports.videoStore.read(video.videoPath, rangeHeader));
}

/** Size and type of a stored file, or `VideoNotFound`; reads one byte so a missing file is told apart from a present one. */
export function probeStoredVideo(ports: GalleryPorts, storedName: string): ResultAsync<{ mediaType: string; size: number }, VideoReadError> {
  return ports.videoStore.read(storedName, 'bytes=0-0').andThen((content) =>
    ResultAsync.fromSafePromise(drain(content.body)).map(() => ({ mediaType: content.mediaType, size: content.totalSize })));
}

async function drain(body: AsyncIterable<Uint8Array>): Promise<void> {
  for await (const chunk of body) void chunk;
}
