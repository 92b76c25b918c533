import type { ResultAsync } from 'neverthrow';
import {
  type ApiClient, type ApiError, type RoleName, type Video, type VideoCategory, type VideoId, type VideoInput, type UndoId, callEndpoint, createVideoEndpoint,
  deleteVideoEndpoint, galleryResolveEndpoint, issueStreamTicketEndpoint, listVideosEndpoint, restoreVideoEndpoint, streamVideoEndpoint,
  updateVideoEndpoint, uploadVideoFileEndpoint,
} from '@rafdesk/core';

/** What the Gallery screen asks for. */
export interface GalleryQuery {
  readonly pageNumber: number;
  readonly pageSize: number;
  readonly searchQuery: string | null;
  readonly category: VideoCategory | null;
  /** The administrators' role filter. */
  readonly role: RoleName | null;
  readonly newestFirst: boolean;
}

export interface GalleryPage {
  readonly rows: readonly Video[];
  readonly totalCount: number;
}

/** The GalleryFile screen: the chosen video and the others. */
export interface GalleryResolve {
  readonly video: Video;
  readonly videos: readonly Video[];
}

/** Where the upload stands, for the progress bar. */
export type UploadProgress = (percent: number) => void;

/** How many other videos GalleryFile lists. */
export const OTHER_VIDEOS_PAGE_SIZE = 50;

/** The calls of the gallery screens, over the portal's API client. */
export interface GalleryClient {
  list(query: GalleryQuery): ResultAsync<GalleryPage, ApiError>;
  resolve(id: number): ResultAsync<GalleryResolve, ApiError>;
  /** A short-lived ticket for the player's URL (the bearer token never goes into a URL). */
  streamTicket(id: number): ResultAsync<string, ApiError>;
  /** Sends the file (multipart field `file`) and answers the stored path the form then names. */
  uploadFile(file: File, onProgress: UploadProgress, signal: AbortSignal): ResultAsync<string, ApiError>;
  create(input: VideoInput): ResultAsync<void, ApiError>;
  update(input: VideoInput): ResultAsync<void, ApiError>;
  /** Deletes (sets inactive); the undo's id when the server offers one. */
  remove(video: Video): ResultAsync<UndoId | null, ApiError>;
  restore(undoId: UndoId): ResultAsync<void, ApiError>;
}

/** {@link GalleryClient} over the API client. */
export function galleryClient(api: ApiClient): GalleryClient {
  return {
    list: (query) => callEndpoint(api, listVideosEndpoint, {
      window: { pageNumber: query.pageNumber, pageSize: query.pageSize }, searchQuery: query.searchQuery, category: query.category, role: query.role,
      newestFirst: query.newestFirst,
    }).map((reply) => ({ rows: reply.data, totalCount: reply.pagination?.totalCount ?? reply.data.length })),
    resolve: (id) => callEndpoint(api, galleryResolveEndpoint, { videoId: id as VideoId, window: { pageNumber: 1, pageSize: OTHER_VIDEOS_PAGE_SIZE }, searchQuery: null })
      .map((reply) => reply.data),
    streamTicket: (id) => callEndpoint(api, issueStreamTicketEndpoint, id as VideoId).map((reply) => reply.data),
    uploadFile: (file, onProgress, signal) => callEndpoint(api, uploadVideoFileEndpoint, { file, fileName: file.name, onProgress, signal }).map((reply) => reply.data),
    create: (input) => callEndpoint(api, createVideoEndpoint, input).map(() => undefined),
    update: (input) => callEndpoint(api, updateVideoEndpoint, input).map(() => undefined),
    remove: (video) => callEndpoint(api, deleteVideoEndpoint, video.id).map((reply) => reply.data),
    restore: (undoId) => callEndpoint(api, restoreVideoEndpoint, undoId).map(() => undefined),
  };
}

/** The player's URL for a ticket: `Gallery/Stream?id=…&ticket=…` under the API base. */
export function streamUrl(apiBase: string, id: number, ticket: string): string {
  return `${apiBase.replace(/\/+$/, '')}/${streamVideoEndpoint.path}?id=${id}&ticket=${encodeURIComponent(ticket)}`;
}
