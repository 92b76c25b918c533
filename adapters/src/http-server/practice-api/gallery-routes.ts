import {
  createVideo, deleteVideo, draftFromWire, galleryResolve, listVideos, roleNameOf, toWireVideo, updateVideo, GALLERY_FORM_WIRE_NAMES, VideoCategorySchema, WireVideoInputSchema, WireVideoSchema, idField, searchField, wholeNumberField, type VideoId,
} from '@rafdesk/core';
import { z } from 'zod';
import { definePagedRoute, defineRoute, type RouteDefinition } from '../route-definition.js';
import { pageOf } from '../api/page-of.js';
import { fromQueryOrBody, looseObject } from '../api/query-or-body.js';
import { pageQuerySchema } from '../paging.js';
import type { PracticeApiPorts } from './practice-ports.js';
import { wireKeys } from './query-fields.js';
import { toApiError } from '../api/to-api-error.js';

const GalleryQuerySchema = z.object({
  SearchQuery: searchField,
  categoria: wholeNumberField.pipe(VideoCategorySchema).optional(),
  rolId: wholeNumberField.refine((id) => roleNameOf(id) !== null, 'must be a role id').optional(),
  orderByDate: z.enum(['asc', 'desc']).optional(),
});

const GalleryResolveQuerySchema = pageQuerySchema().extend({ videoID: idField, SearchQuery: searchField });
const GalleryResolveSchema = z.object({ video: WireVideoSchema, videos: z.array(WireVideoSchema) });
const formBody = wireKeys(WireVideoInputSchema.shape);

/** The gallery list, the player page, and the administrators' form (create, edit, delete). */
export function galleryRoutes(ports: PracticeApiPorts): RouteDefinition[] {
  return [
    definePagedRoute({
      method: 'GET', path: 'Gallery/Gallery', summary: "Videos the caller's role may watch (administrators: all, or one role's with rolId), newest first unless orderByDate=asc",
      access: { permission: 'gallery.view' }, query: GalleryQuerySchema, response: WireVideoSchema,
      handler: ({ user, query, page }) => listVideos(ports, user, {
        window: page, searchQuery: query.SearchQuery, category: query.categoria ?? null,
        role: query.rolId === undefined ? null : roleNameOf(query.rolId), newestFirst: query.orderByDate !== 'asc',
      }).map((videos) => pageOf(videos, toWireVideo)).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'GET', path: 'Gallery/GalleryResolve', summary: 'A video to play and a page of the other videos the caller may watch',
      access: { permission: 'gallery.view' }, query: GalleryResolveQuerySchema, response: GalleryResolveSchema,
      handler: ({ user, query }) => galleryResolve(ports, user, query.videoID as VideoId, {
        window: { pageNumber: query.pageNumber, pageSize: query.pageSize }, searchQuery: query.SearchQuery,
      }).map((resolve) => ({ video: toWireVideo(resolve.video), videos: resolve.videos.map(toWireVideo) })).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'POST', path: 'Gallery/Upload', summary: 'Add a video (title, description, categoria, rolId, videoPath from Gallery/UploadFile, previewImagePath)',
      access: { permission: 'gallery.create' }, body: formBody, response: WireVideoSchema, successStatus: 201,
      handler: ({ user, body }) => createVideo(ports, user, draftFromWire(body, GALLERY_FORM_WIRE_NAMES)).map(toWireVideo)
        .mapErr((error) => toApiError(error, GALLERY_FORM_WIRE_NAMES)),
    }),
    defineRoute({
      method: 'PUT', path: 'Gallery/UpdateVideo', summary: 'Change a video (videoID, title, description, categoria, previewImagePath, rolId, status, preview)',
      access: { permission: 'gallery.edit' }, body: formBody, response: WireVideoSchema,
      handler: ({ body }) => updateVideo(ports, draftFromWire(body, GALLERY_FORM_WIRE_NAMES)).map(toWireVideo)
        .mapErr((error) => toApiError(error, GALLERY_FORM_WIRE_NAMES)),
    }),
    defineRoute({
      method: 'PUT', path: 'Gallery/DeleteVideo', summary: 'Delete a video (sets its status false; the body is the video, only videoID is read)',
      access: { permission: 'gallery.delete' }, query: looseObject, body: looseObject.optional(), successStatus: 204,
      handler: ({ query, body }) => fromQueryOrBody(z.object({ videoID: idField }), query, body)
        .asyncAndThen(({ videoID }) => deleteVideo(ports, videoID as VideoId).mapErr((error) => toApiError(error))),
    }),
  ];
}
