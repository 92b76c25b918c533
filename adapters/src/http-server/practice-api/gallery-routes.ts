import {
  createVideo, deleteVideo, draftFromWire, galleryResolve, listVideos, roleNameOf, toWireVideo, updateVideo, GALLERY_FORM_WIRE_NAMES,
  createVideoEndpoint, deleteVideoEndpoint, galleryResolveEndpoint, listVideosEndpoint, updateVideoEndpoint, VideoDeletionArgument,
  type VideoId,
} from '@rafdesk/core';
import { definePagedRoute, defineRoute, type RouteDefinition } from '../route-definition.js';
import { pageOf } from '../api/page-of.js';
import { fromQueryOrBody } from '../api/query-or-body.js';
import type { PracticeApiPorts } from './practice-ports.js';
import { toRouteFailure } from '../api/to-route-failure.js';

/** The gallery list, the player page, and the administrators' form (create, edit, delete). */
export function galleryRoutes(ports: PracticeApiPorts): RouteDefinition[] {
  return [
    definePagedRoute(listVideosEndpoint, {
      handler: ({ user, query, page }) => listVideos(ports, user, {
        window: page, searchQuery: query.SearchQuery, category: query.categoria ?? null,
        role: query.rolId === undefined ? null : roleNameOf(query.rolId), newestFirst: query.orderByDate !== 'asc',
      }).map((videos) => pageOf(videos, toWireVideo)).mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(galleryResolveEndpoint, {
      handler: ({ user, query }) => galleryResolve(ports, user, query.videoID as VideoId, {
        window: { pageNumber: query.pageNumber, pageSize: query.pageSize }, searchQuery: query.SearchQuery,
      }).map((resolve) => ({ video: toWireVideo(resolve.video), videos: resolve.videos.map(toWireVideo) })).mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(createVideoEndpoint, {
      handler: ({ user, body }) => createVideo(ports, user, draftFromWire(body, GALLERY_FORM_WIRE_NAMES)).map(toWireVideo)
        .mapErr((error) => toRouteFailure(error, GALLERY_FORM_WIRE_NAMES)),
    }),
    defineRoute(updateVideoEndpoint, {
      handler: ({ body }) => updateVideo(ports, draftFromWire(body, GALLERY_FORM_WIRE_NAMES)).map(toWireVideo)
        .mapErr((error) => toRouteFailure(error, GALLERY_FORM_WIRE_NAMES)),
    }),
    defineRoute(deleteVideoEndpoint, {
      handler: ({ query, body }) => fromQueryOrBody(VideoDeletionArgument, query, body)
        .asyncAndThen(({ videoID }) => deleteVideo(ports, videoID as VideoId).mapErr((error) => toRouteFailure(error))),
    }),
  ];
}
