import type { ResultAsync } from 'neverthrow';
import type { UserId, VideoId } from '../../domain/ids.js';
import type { RoleName } from '../../domain/role.js';
import type { Video, VideoCategory, VideoInput } from '../../domain/video.js';
import type { NotFound, StorageError } from './storage-error.js';
import type { Page, PageWindow } from './page.js';

/** Which videos a gallery page shows. */
export interface VideoQuery {
  readonly window: PageWindow;
  /** Matches title or description (any case). */
  readonly searchQuery: string | null;
  readonly category: VideoCategory | null;
  /** Only videos this role may see; null for every role (Admin, Superuser). */
  readonly visibleTo: RoleName | null;
  readonly includeInactive: boolean;
  readonly newestFirst: boolean;
}

/** The training-video gallery (metadata; the files live in a file store). */
export interface VideoRepository {
  list(query: VideoQuery): ResultAsync<Page<Video>, StorageError>;
  find(id: VideoId): ResultAsync<Video | null, StorageError>;
  create(video: VideoInput, file: { contentType: string | null; sizeBytes: number | null }, by: UserId | null, at: Date): ResultAsync<Video, StorageError>;
  /** Replaces every field of the form (the stored file stays). */
  update(video: VideoInput & { id: VideoId }): ResultAsync<Video, NotFound | StorageError>;
  setActive(id: VideoId, active: boolean): ResultAsync<void, NotFound | StorageError>;
  /** Of these stored file names, those a video (active or not) names as its file or its preview image. */
  referenced(storedNames: readonly string[]): ResultAsync<string[], StorageError>;
}
