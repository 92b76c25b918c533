import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { UserId, VideoId } from '../../domain/ids.js';
import type { Video, VideoInput } from '../../domain/video.js';
import type { Page } from '../../ports/repositories/page.js';
import type { VideoQuery, VideoRepository } from '../../ports/repositories/video-repository.js';
import { notFound, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import { containsText, pageOf } from './fake-results.js';
import type { InMemoryClinicalState } from './in-memory-clinical-state.js';

/** {@link VideoRepository} in memory; deleting a video only deactivates it. */
export class InMemoryVideoRepository implements VideoRepository {
  constructor(private readonly state: InMemoryClinicalState) {}

  list(query: VideoQuery): ResultAsync<Page<Video>, StorageError> {
    const sign = query.newestFirst ? -1 : 1;
    const videos = [...this.state.tables.videos.values()]
      .filter((video) => (query.includeInactive || video.active) && (query.category === null || video.category === query.category)
        && (query.visibleTo === null || video.visibleToRoles.includes(query.visibleTo)) && containsText(`${video.title} ${video.description ?? ''}`, query.searchQuery))
      .sort((a, b) => sign * (a.createdAt.localeCompare(b.createdAt) || a.id - b.id));
    return okAsync(pageOf(videos.map(copyOf), query.window));
  }

  referenced(storedNames: readonly string[]): ResultAsync<string[], StorageError> {
    const named = new Set([...this.state.tables.videos.values()].flatMap((video) => [video.videoPath, ...(video.previewImagePath === null ? [] : [video.previewImagePath])]));
    return okAsync(storedNames.filter((name) => named.has(name)));
  }

  find(id: VideoId): ResultAsync<Video | null, StorageError> {
    const video = this.state.tables.videos.get(id);
    return okAsync(video === undefined ? null : copyOf(video));
  }

  create(video: VideoInput, _file: { contentType: string | null; sizeBytes: number | null }, _by: UserId | null, at: Date): ResultAsync<Video, StorageError> {
    const stored: Video = { ...formOf(video), id: this.state.nextId('video') as VideoId, createdAt: at.toISOString() };
    this.state.tables.videos.set(stored.id, stored);
    return okAsync(copyOf(stored));
  }

  update(video: VideoInput & { id: VideoId }): ResultAsync<Video, NotFound | StorageError> {
    const stored = this.state.tables.videos.get(video.id);
    if (stored === undefined) return errAsync(notFound('video'));
    const updated: Video = { ...stored, ...formOf(video) };
    this.state.tables.videos.set(video.id, updated);
    return okAsync(copyOf(updated));
  }

  setActive(id: VideoId, active: boolean): ResultAsync<void, NotFound | StorageError> {
    const stored = this.state.tables.videos.get(id);
    if (stored === undefined) return errAsync(notFound('video'));
    this.state.tables.videos.set(id, { ...stored, active });
    return okAsync(undefined);
  }
}

/** The form's fields as stored: each role once (the table keeps a set of role ids). */
function formOf(video: VideoInput): Omit<Video, 'id' | 'createdAt'> {
  return {
    title: video.title, description: video.description, category: video.category, visibleToRoles: [...new Set(video.visibleToRoles)], active: video.active,
    videoPath: video.videoPath, previewImagePath: video.previewImagePath, preview: video.preview,
  };
}

function copyOf(video: Video): Video {
  return { ...video, visibleToRoles: [...video.visibleToRoles] };
}
