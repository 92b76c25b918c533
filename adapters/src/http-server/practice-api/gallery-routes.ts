import {
  createVideo, deleteVideo, draftFromWire, galleryResolve, listVideos, toWireVideo, updateVideo, GALLERY_FORM_WIRE_NAMES,
  createVideoEndpoint, deleteVideoEndpoint, galleryResolveEndpoint, listVideosEndpoint, updateVideoEndpoint,
} from '@rafdesk/core';
import { defineRoute, type RouteDefinition } from '../route-definition.js';
import { implement } from '../implement.js';
import type { PracticeApiPorts } from './practice-ports.js';
import { toRouteFailure } from '../api/to-route-failure.js';

/** The gallery list, the player page, and the administrators' form (create, edit, delete). */
export function galleryRoutes(ports: PracticeApiPorts): RouteDefinition[] {
  return [
    implement(listVideosEndpoint, (user, query) => listVideos(ports, user, query)),
    implement(galleryResolveEndpoint, (user, query) => galleryResolve(ports, user, query.videoId, query)),
    defineRoute(createVideoEndpoint, {
      handler: ({ user, body }) => createVideo(ports, user, draftFromWire(body, GALLERY_FORM_WIRE_NAMES)).map(toWireVideo)
        .mapErr((error) => toRouteFailure(error, GALLERY_FORM_WIRE_NAMES)),
    }),
    defineRoute(updateVideoEndpoint, {
      handler: ({ body }) => updateVideo(ports, draftFromWire(body, GALLERY_FORM_WIRE_NAMES)).map(toWireVideo)
        .mapErr((error) => toRouteFailure(error, GALLERY_FORM_WIRE_NAMES)),
    }),
    implement(deleteVideoEndpoint, (_user, videoId) => deleteVideo(ports, videoId)),
  ];
}
