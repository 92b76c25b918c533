import multipart from '@fastify/multipart';
import { uploadVideoFile, uploadVideoFileEndpoint, VIDEO_UPLOAD_MAX_BYTES, type IncomingFile } from '@rafdesk/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routePortsFrom, type HttpServerOptions } from '../create-http-server.js';
import { implement } from '../implement.js';
import { mountRoute } from '../mount-route.js';
import type { RouteDefinition } from '../route-definition.js';
import type { PracticeApiPorts } from './practice-ports.js';

/** The multipart field that carries the video. */
export const UPLOAD_FIELD = uploadVideoFileEndpoint.multipart.field;

/** POST Gallery/UploadFile as a route definition: mounted by {@link mountGalleryUpload}, documented like every other route. */
export function galleryUploadRoute(ports: PracticeApiPorts, maxBytes: number = ports.videoUploadMaxBytes ?? VIDEO_UPLOAD_MAX_BYTES): RouteDefinition {
  return implement(uploadVideoFileEndpoint, (_user, file) => uploadVideoFile(ports, file, maxBytes));
}

/**
 * Hands the route the first file part of a multipart request as a stream, before the body is otherwise read; the
 * rest is left to the multipart parser. Another field name, or no file at all, reads as "no file".
 */
async function takeFilePart(request: FastifyRequest, maxBytes: number): Promise<void> {
  if (!request.isMultipart()) {
    request.body = { file: null };
    return;
  }
  // One byte over the limit reaches the store, which refuses it: the parser never truncates silently.
  const part = await request.file({ limits: { fileSize: maxBytes + 1, files: 1, fields: 20, parts: 21 }, throwFileSizeLimit: false });
  if (part === undefined || part.fieldname !== UPLOAD_FIELD) {
    part?.file.resume();
    request.body = { file: null };
    return;
  }
  request.body = { file: { fileName: part.filename, content: part.file } satisfies IncomingFile };
}

/**
 * Mounts POST Gallery/UploadFile in its own scope of `app` with the multipart parser, so no other route reads
 * multipart bodies. Call it on the server `createHttpServer(options)` built, with the same options, before it
 * listens: the route has the same guard (maintenance, token, permission), validation and error mapping as the others.
 */
export async function mountGalleryUpload(app: FastifyInstance, options: Pick<HttpServerOptions, 'authenticate' | 'authorize' | 'maintenance' | 'audit' | 'auditScope' | 'clock'>, ports: PracticeApiPorts): Promise<void> {
  const maxBytes = ports.videoUploadMaxBytes ?? VIDEO_UPLOAD_MAX_BYTES;
  const routePorts = routePortsFrom(options);
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: maxBytes + 1, files: 1 } });
    scope.addHook('preValidation', (request) => takeFilePart(request, maxBytes));
    // A refused upload is answered before its body is read to the end: the connection closes with the answer, so the
    // browser stops sending and shows the refusal at once instead of after the rest of the file (a minute and more).
    scope.addHook('onSend', async (request, reply) => {
      if (!request.raw.complete) reply.header('connection', 'close');
    });
    scope.addHook('onResponse', async (request) => {
      if (!request.raw.complete) request.raw.destroy();
    });
    mountRoute(scope, galleryUploadRoute(ports, maxBytes), routePorts);
  });
}
