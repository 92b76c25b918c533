import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { VideoId } from '../../domain/ids.js';
import type { Video } from '../../domain/video.js';
import { notFound, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import { REQUIRED_MESSAGE } from '../../validation/messages.js';
import { validateGalleryForm, type GalleryFormDraft } from '../../validation/gallery-form.js';
import { validationFailed, type ValidationFailed } from '../../validation/validation-failed.js';
import type { Caller } from '../caller.js';
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

/** Deletes a video from the gallery: it is set inactive (the spec's "status false"), its file is kept so an edit can restore it. */
export function deleteVideo(ports: GalleryPorts, id: VideoId): ResultAsync<void, NotFound | StorageError> {
  return ports.videos.setActive(id, false);
}
