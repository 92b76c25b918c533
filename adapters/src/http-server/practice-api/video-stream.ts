import { Readable } from 'node:stream';
import {
  findVisibleVideo, idField, issueStreamTicket, redeemStreamTicket, STREAM_TICKET_FIELD, issueStreamTicketEndpoint, streamVideoEndpoint,
  type Video, type VideoId, type VideoStore,
} from '@rafdesk/core';
import type { FastifyReply } from 'fastify';
import type { RouteDefinition } from '../route-definition.js';
import { implement } from '../implement.js';
import { sendError } from '../route-guard.js';
import type { PracticeApiPorts } from './practice-ports.js';
import { toRouteFailure } from '../api/to-route-failure.js';

export const RANGE_NOT_SATISFIABLE_MESSAGE = 'The requested range is not satisfiable';

const extensionOf = (mediaType: string): string => (mediaType === 'video/quicktime' ? 'mov' : 'mp4');

/**
 * Sends a stored video: 200 with the whole file, 206 with `Content-Range` for one satisfiable byte range, 416 with
 * `Content-Range: bytes *\/size` for an unsatisfiable one. Always `Accept-Ranges: bytes`, `nosniff` and a download
 * disposition (a media element plays it all the same; a browser tab never renders it as a page).
 */
async function sendVideo(store: VideoStore, video: Video, reply: FastifyReply): Promise<FastifyReply> {
  const range = reply.request.headers.range;
  const opened = await store.read(video.videoPath, typeof range === 'string' ? range : null);
  reply.header('accept-ranges', 'bytes').header('x-content-type-options', 'nosniff');
  if (opened.isErr()) {
    const error = opened.error;
    if (error.kind !== 'RangeNotSatisfiable') return sendError(reply, toRouteFailure(error));
    return reply.code(416).header('content-range', `bytes */${error.totalSize}`).send({ errors: [RANGE_NOT_SATISFIABLE_MESSAGE] });
  }
  const content = opened.value;
  reply.header('content-type', content.mediaType).header('content-disposition', `attachment; filename="video-${video.id}.${extensionOf(content.mediaType)}"`);
  if (content.range === null) reply.code(200).header('content-length', String(content.totalSize));
  else {
    reply.code(206)
      .header('content-range', `bytes ${content.range.start}-${content.range.end}/${content.totalSize}`)
      .header('content-length', String(content.range.end - content.range.start + 1));
  }
  const body = content.body instanceof Readable ? content.body : Readable.from(content.body, { objectMode: false });
  return reply.send(body);
}

/** The stream's URL ticket: valid only for the video the request names (an unreadable id is left to the query's own check). */
const ticketForVideo = (ports: PracticeApiPorts) => async (ticket: string, query: Readonly<Record<string, unknown>>) => {
  const id = idField.safeParse(query.id);
  const videoId = (id.success ? id.data : 0) as VideoId;
  return redeemStreamTicket(ports, ticket, videoId).mapErr((error) => toRouteFailure(error));
};

/**
 * The player's streaming service: `GET Gallery/Stream?id=<videoID>`, honouring HTTP Range requests. A `<video src>`
 * cannot send the bearer header, so it carries `&ticket=` from `POST Gallery/StreamTicket` instead.
 */
export function videoStreamRoute(ports: PracticeApiPorts): RouteDefinition {
  return implement(streamVideoEndpoint, (user, videoId) => findVisibleVideo(ports, user, videoId), {
    urlTicket: { parameter: STREAM_TICKET_FIELD, authenticate: ticketForVideo(ports) },
    reply: (video, reply) => sendVideo(ports.videoStore, video, reply),
  });
}

/** POST Gallery/StreamTicket: a ticket (at most 5 minutes, this video and this session only) for the player's URL. */
export function streamTicketRoute(ports: PracticeApiPorts): RouteDefinition {
  return implement(issueStreamTicketEndpoint, (user, videoId) => issueStreamTicket(ports, user, videoId));
}
