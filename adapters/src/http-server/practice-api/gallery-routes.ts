import {
  createVideo, deleteVideo, galleryResolve, listVideos, updateVideo, GALLERY_FORM_WIRE_NAMES,
  createVideoEndpoint, deleteVideoEndpoint, galleryResolveEndpoint, listVideosEndpoint, updateVideoEndpoint,
} from '@rafdesk/core';
import type { RouteDefinition } from '../route-definition.js';
import { implement } from '../implement.js';
import type { PracticeApiPorts } from './practice-ports.js';

/** The gallery list, the player page, and the administrators' form (create, edit, delete). */
export function galleryRoutes(ports: PracticeApiPorts): RouteDefinition[] {
  return [
    implement(listVideosEndpoint, (user, query) => listVideos(ports, user, query)),
    implement(galleryResolveEndpoint, (user, query) => galleryResolve(ports, user, query.videoId, query)),
    implement(createVideoEndpoint, (user, form) => createVideo(ports, user, form), { names: GALLERY_FORM_WIRE_NAMES }),
    implement(updateVideoEndpoint, (_user, form) => updateVideo(ports, form), { names: GALLERY_FORM_WIRE_NAMES }),
    implement(deleteVideoEndpoint, (user, videoId) => deleteVideo(ports, user, videoId)),
  ];
}
