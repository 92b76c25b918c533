import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { UndoId, VideoId } from '../../domain/ids.js';
import type { Video } from '../../domain/video.js';
import { notFound, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import { REQUIRED_MESSAGE } from '../../validation/messages.js';
import { validateGalleryForm, type GalleryFormDraft } from '../../validation/gallery-form.js';
import { validationFailed, type ValidationFailed } from '../../validation/validation-failed.js';
import type { AppPorts } from '../app-ports.js';
import type { Caller } from '../caller.js';
import { keepDeletion, takeRestorable, type UndoRefusal } from '../undo/undo-window.js';
import type { GalleryPorts } from './gallery-ports.js';
import { probeStoredVideo } from './video-files.js';

type VideoFormError = ValidationFailed | NotFound | StorageError;

/**
 * Adds a video to the gallery from its form (title, category and roles required) once its file is uploaded:
 * `videoPath` must name a file the store holds (the name Gallery/UploadFile answered). The video starts active.
 */
export function createVideo(ports: GalleryPorts, caller: Pick<Caller, 'userId'>, draft: GalleryFormDraft): ResultAsync<Video, VideoFormError> {
  return validateGalleryForm(draft, 'create').asyncAndThen((form) => {
    const videoPath = form.videoPath ?? '';
    return probeStoredVideo(ports, videoPath)
      .orElse((error) => (error.kind === 'Unavailable' ? errAsync(error) : errAsync(validationFailed([{ field: 'videoPath', message: 'Upload the video file first' }]))))
      .andThen((file) => ports.videos.create({ ...form, id: null, videoPath, active: true }, { contentType: file.mediaType, sizeBytes: file.size }, caller.userId, ports.clock.now()));
  });
}

/** Changes a video's form (title, description, category, roles, preview, status); its file stays as uploaded. */
export function updateVideo(ports: GalleryPorts, draft: GalleryFormDraft): ResultAsync<Video, VideoFormError> {
  return validateGalleryForm(draft, 'edit').asyncAndThen((form): ResultAsync<Video, VideoFormError> => {
    if (form.id === null) return errAsync(validationFailed([{ field: 'id', message: REQUIRED_MESSAGE }]));
    const id = form.id;
    return ports.videos.find(id)
      .andThen((video) => (video === null ? errAsync(notFound('video')) : okAsync(video)))
      .andThen((video) => ports.videos.update({ ...form, id, videoPath: video.videoPath }));
  });
}

/**
 * Deletes a video from the gallery: it is set inactive (the spec's "status false"), its file is kept so an edit can
 * restore it; its status before is kept in the undo bin in the same transaction, and the answer names it for the undo.
 */
export function deleteVideo(ports: Pick<AppPorts, 'unitOfWork' | 'clock'>, caller: Pick<Caller, 'userId'>, id: VideoId): ResultAsync<UndoId, NotFound | StorageError> {
  const at = ports.clock.now();
  return ports.unitOfWork.run((repositories) => repositories.videos.find(id)
    .andThen((video) => (video === null ? errAsync(notFound('video')) : okAsync(video)))
    .andThen((video) => repositories.videos.setActive(id, false).andThen(() =>
      keepDeletion(repositories.undoBin, { kind: 'video', videoId: id, wasActive: video.active }, caller.userId, at))));
}

/** Undoes a video's delete within its window: its status goes back to what it was. */
export function restoreVideo(ports: Pick<AppPorts, 'unitOfWork' | 'clock'>, undoId: UndoId): ResultAsync<void, UndoRefusal | StorageError> {
  const at = ports.clock.now();
  return ports.unitOfWork.run((repositories) => takeRestorable(repositories.undoBin, undoId, ['video'], at)
    .andThen(({ items }) => repositories.videos.setActive(items.videoId, items.wasActive).orElse((error) =>
      // The video row outlives its delete (only its status changed); gone, there is nothing to restore.
      errAsync(error.kind === 'NotFound' ? notFound('deletion') : error))));
}
