import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import type { VideoId } from '../domain/ids.js';
import { ROLE_IDS, RoleNameSchema, roleNameOf } from '../domain/role.js';
import { VideoCategorySchema, type Video, type VideoInput } from '../domain/video.js';
import type { StoredVideo } from '../ports/files/video-store.js';
import type { PageWindow } from '../ports/repositories/page.js';
import type { ApiUpload } from '../responses/api-client.js';
import { REQUIRED_MESSAGE } from '../validation/messages.js';
import { validationFailed, type ValidationFailed } from '../validation/validation-failed.js';
import type { GalleryQuery, GalleryResolve } from '../usecases/gallery/gallery-queries.js';
import { STREAM_TICKET_FIELD, type StreamTicket } from '../usecases/gallery/stream-tickets.js';
import { GALLERY_FORM_WIRE_NAMES } from '../wire/form-drafts.js';
import { WireVideoInputSchema, WireVideoSchema, rolesToWire, toWireVideo, videoOfWire } from '../wire/video-wire.js';
import { idField, searchField, wholeNumberField } from '../wire/wire-fields.js';
import { endpoint } from './endpoint.js';
import { coded, fileAnswer, unreadAnswer } from './endpoint-codec.js';
import { formInput, type FormDraft } from './form-codec.js';
import { pageQuerySchema } from './page-query.js';
import { queryOrBody, TicketReplySchema, wireKeys } from './request-fields.js';
import { undoAnswer, WireUndoSchema } from './undo-answer.js';

// The gallery list, the player page (its stream and the stream's ticket), and the administrators' form (upload, create, edit, delete).

const GalleryQuerySchema = z.object({
  SearchQuery: searchField,
  categoria: wholeNumberField.pipe(VideoCategorySchema).optional(),
  rolId: wholeNumberField.refine((id) => roleNameOf(id) !== null, 'must be a role id').optional(),
  orderByDate: z.enum(['asc', 'desc']).optional(),
});

/** The chosen video of the player page and the page of the others, by an optional title search. */
export interface GalleryResolveQuery {
  readonly videoId: VideoId;
  readonly window: PageWindow;
  readonly searchQuery: string | null;
}

const GalleryResolveSchema = z.object({ video: WireVideoSchema, videos: z.array(WireVideoSchema) });
const formBody = wireKeys(WireVideoInputSchema.shape);

/** The arguments of the calls that take them from the query string or a JSON body (read by the server, any letter case). */
export const VideoDeletionArgument = z.object({ videoID: idField });

/** The file part of an upload request, as the handler receives it in `body.file`. */
export interface IncomingFile {
  readonly fileName: string;
  readonly content: AsyncIterable<Uint8Array>;
}

const UploadBodySchema = z.object({ file: z.custom<IncomingFile | null>((value) => value === null || (typeof value === 'object' && 'content' in value)) });
const UploadedSchema = z.object({ videoPath: z.string(), contentType: z.string(), size: z.number().int() });

const StreamQuerySchema = z.object({ id: idField, [STREAM_TICKET_FIELD]: z.string().optional() });

export const listVideosEndpoint = coded(endpoint({
  method: 'GET', path: 'Gallery/Gallery', summary: "Videos the caller's role may watch (administrators: all, or one role's with rolId), newest first unless orderByDate=asc",
  access: { permission: 'gallery.view' }, paged: {}, query: GalleryQuerySchema, response: WireVideoSchema,
}), {
  encodeInput: (query: GalleryQuery) => ({
    query: {
      ...query.window, SearchQuery: query.searchQuery ?? undefined, categoria: query.category ?? undefined,
      rolId: query.role === null ? undefined : ROLE_IDS[query.role], orderByDate: query.newestFirst ? 'desc' as const : 'asc' as const,
    },
  }),
  decodeInput: ({ query, page }): GalleryQuery => ({
    window: page, searchQuery: query.SearchQuery, category: query.categoria ?? null,
    role: query.rolId === undefined ? null : roleNameOf(query.rolId), newestFirst: query.orderByDate !== 'asc',
  }),
  encodeOutput: toWireVideo,
  decodeOutput: videoOfWire,
});

/**
 * The query also takes `pageNumber` and `pageSize` for the other videos: the server adds its page fields to this
 * query, as the page query schema lives in the server.
 */
export const galleryResolveEndpoint = coded(endpoint({
  method: 'GET', path: 'Gallery/GalleryResolve', summary: 'A video to play and a page of the other videos the caller may watch',
  access: { permission: 'gallery.view' }, query: pageQuerySchema().extend({ videoID: idField, SearchQuery: searchField }), response: GalleryResolveSchema,
}), {
  encodeInput: (query: GalleryResolveQuery) => ({ query: { videoID: query.videoId, ...query.window, SearchQuery: query.searchQuery ?? undefined } }),
  decodeInput: ({ query }): GalleryResolveQuery => ({
    videoId: query.videoID as VideoId, window: { pageNumber: query.pageNumber, pageSize: query.pageSize }, searchQuery: query.SearchQuery,
  }),
  encodeOutput: (resolve: GalleryResolve) => ({ video: toWireVideo(resolve.video), videos: resolve.videos.map(toWireVideo) }),
  decodeOutput: (wire): GalleryResolve => ({ video: videoOfWire(wire.video), videos: wire.videos.map(videoOfWire) }),
});

const videoFields = formInput<VideoInput>(GALLERY_FORM_WIRE_NAMES);
/** The administrators' form as typed: its roles travel as the spec's comma list of role ids, the rest under their wire names. */
const videoForm = {
  encodeInput: (form: FormDraft<VideoInput>) => {
    const roles = z.array(RoleNameSchema).safeParse(form.visibleToRoles);
    return { json: { ...videoFields.encodeInput(form).json, ...(roles.success ? { rolId: rolesToWire(roles.data) } : {}) } };
  },
  decodeInput: videoFields.decodeInput,
  ...unreadAnswer(toWireVideo),
};

export const createVideoEndpoint = coded(endpoint({
  method: 'POST', path: 'Gallery/Upload', summary: 'Add a video (title, description, categoria, rolId, videoPath from Gallery/UploadFile, previewImagePath)',
  access: { permission: 'gallery.create' }, body: formBody, response: WireVideoSchema, successStatus: 201,
}), videoForm);

export const updateVideoEndpoint = coded(endpoint({
  method: 'PUT', path: 'Gallery/UpdateVideo', summary: 'Change a video (videoID, title, description, categoria, previewImagePath, rolId, status, preview)',
  access: { permission: 'gallery.edit' }, body: formBody, response: WireVideoSchema,
}), videoForm);

export const deleteVideoEndpoint = coded(endpoint({
  method: 'PUT', path: 'Gallery/DeleteVideo', summary: 'Delete a video (sets its status false; the body is the video, only videoID is read); answers the undoId of Gallery/RestoreVideo',
  access: { permission: 'gallery.delete' }, ...queryOrBody(VideoDeletionArgument), response: WireUndoSchema,
}), {
  encodeInput: (videoId: VideoId) => ({ json: { videoID: videoId } }),
  decodeInput: ({ args }): VideoId => args.videoID as VideoId,
  ...undoAnswer,
});

/** The multipart part that carries the video. */
const VIDEO_FILE_FIELD = 'file';

/**
 * The codec covers the call's parts, not the stream: the web app hands over its file, the server the first file part
 * of the request (none when the part is missing or named otherwise, which is refused); the form reads the stored path.
 */
export const uploadVideoFileEndpoint = coded(endpoint({
  method: 'POST', path: 'Gallery/UploadFile', summary: 'Upload a video file (multipart field "file", .mp4 or .mov checked by content); answers the stored videoPath',
  access: { permission: 'gallery.create' }, multipart: { field: VIDEO_FILE_FIELD }, body: UploadBodySchema, response: UploadedSchema, successStatus: 201,
}), {
  encodeInput: (upload: Omit<ApiUpload, 'field'>) => ({ upload }),
  decodeInput: ({ body }): Result<IncomingFile, ValidationFailed> =>
    (body.file === null ? err(validationFailed([{ field: VIDEO_FILE_FIELD, message: REQUIRED_MESSAGE }])) : ok(body.file)),
  encodeOutput: (stored: StoredVideo) => ({ videoPath: stored.storedName, contentType: stored.mediaType, size: stored.size }),
  decodeOutput: (wire): string => wire.videoPath,
});

/** The player opens the stream by its URL (`src`), so the web app never reads it as an answer. */
export const streamVideoEndpoint = coded(endpoint({
  method: 'GET', path: 'Gallery/Stream', summary: 'Stream a video the caller may watch (id; bearer header or ticket from Gallery/StreamTicket); honours a single HTTP Range (206, 416)',
  access: { permission: 'gallery.view' }, query: StreamQuerySchema,
}), {
  encodeInput: (videoId: VideoId) => ({ query: { id: videoId } }),
  decodeInput: ({ query }): VideoId => query.id as VideoId,
  ...fileAnswer<Video>(),
});

/** The player only needs the ticket for its URL. */
export const issueStreamTicketEndpoint = coded(endpoint({
  method: 'POST', path: 'Gallery/StreamTicket', summary: "A short-lived ticket for Gallery/Stream's URL, bound to one video (videoID) the caller may watch and to this session",
  access: { permission: 'gallery.view' }, body: z.object({ videoID: idField }), response: TicketReplySchema,
}), {
  encodeInput: (videoId: VideoId) => ({ json: { videoID: videoId } }),
  decodeInput: ({ body }): VideoId => body.videoID as VideoId,
  encodeOutput: (issued: StreamTicket) => ({ ticket: issued.ticket, expiresAt: issued.expiresAt.toISOString() }),
  decodeOutput: (wire): string => wire.ticket,
});
