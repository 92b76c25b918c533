import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { canSeeVideo } from '../../access/data-scope.js';
import { can } from '../../access/can.js';
import type { VideoId } from '../../domain/ids.js';
import type { RoleName } from '../../domain/role.js';
import type { Video, VideoCategory } from '../../domain/video.js';
import type { Page, PageWindow } from '../../ports/repositories/page.js';
import { notFound, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import type { Caller } from '../caller.js';
import type { GalleryPorts } from './gallery-ports.js';

/** Who looks at the gallery: only the role matters (videos are restricted by the roles chosen on each). */
export type GalleryViewer = Pick<Caller, 'role'>;

const isAdministrator = (viewer: GalleryViewer): boolean => can(viewer, 'gallery.viewAll');

/** A gallery page as the screen asks for it. */
export interface GalleryQuery {
  readonly window: PageWindow;
  readonly searchQuery: string | null;
  readonly category: VideoCategory | null;
  /** The role filter; only administrators may use it, everyone else always sees what their own role may see. */
  readonly role: RoleName | null;
  readonly newestFirst: boolean;
}

/**
 * The active videos the viewer may watch: administrators every video (or those shown to the role they filter by),
 * everyone else only videos whose roles include theirs. Deleted videos are never listed.
 */
export function listVideos(ports: GalleryPorts, viewer: GalleryViewer, query: GalleryQuery): ResultAsync<Page<Video>, StorageError> {
  return ports.videos.list({
    window: query.window, searchQuery: query.searchQuery, category: query.category, newestFirst: query.newestFirst,
    visibleTo: isAdministrator(viewer) ? query.role : viewer.role, includeInactive: false,
  });
}

/** An active video the viewer may watch; any other id is `NotFound`, so hidden videos are indistinguishable from missing ones. */
export function findVisibleVideo(ports: GalleryPorts, viewer: GalleryViewer, id: VideoId): ResultAsync<Video, NotFound | StorageError> {
  return ports.videos.find(id).andThen((video) =>
    (video !== null && video.active && canSeeVideo({ role: viewer.role }, video) ? okAsync(video) : errAsync(notFound('video'))));
}

/** The GalleryFile screen: the chosen video and a page of the others the viewer may watch (the chosen one left out). */
export interface GalleryResolve {
  readonly video: Video;
  readonly videos: readonly Video[];
}

/** The chosen video (`NotFound` unless the viewer may watch it) and a page of the other watchable videos, newest first. */
export function galleryResolve(
  ports: GalleryPorts,
  viewer: GalleryViewer,
  id: VideoId,
  query: { window: PageWindow; searchQuery: string | null },
): ResultAsync<GalleryResolve, NotFound | StorageError> {
  return findVisibleVideo(ports, viewer, id).andThen((video) =>
    listVideos(ports, viewer, { ...query, category: null, role: null, newestFirst: true })
      .map((page) => ({ video, videos: page.items.filter((other) => other.id !== video.id) })));
}
