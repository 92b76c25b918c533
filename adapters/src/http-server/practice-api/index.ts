// The practice API: Smart progress notes, insurances with their agreements and reports, and the video gallery (spec 02 §7).
import type { RouteDefinition } from '../route-definition.js';
import { formsRoutes } from './forms-routes.js';
import { galleryRoutes } from './gallery-routes.js';
import { insuranceReportRoutes } from './insurance-report-routes.js';
import { insuranceRoutes } from './insurance-routes.js';
import { noteRoutes } from './note-routes.js';
import type { PracticeApiPorts } from './practice-ports.js';
import { progressNoteRoutes } from './progress-note-routes.js';
import { streamTicketRoute, videoStreamRoute } from './video-stream.js';

export type { PracticeApiPorts } from './practice-ports.js';
export { galleryUploadRoute, mountGalleryUpload, UPLOAD_FIELD } from './gallery-upload.js';

/**
 * Every JSON and streaming route of the practice API, ready for `createHttpServer({ routes })`. The multipart
 * upload (POST Gallery/UploadFile) is mounted separately with {@link mountGalleryUpload}.
 */
export function practiceApiRoutes(ports: PracticeApiPorts): RouteDefinition[] {
  return [
    ...formsRoutes(ports), ...noteRoutes(ports), ...progressNoteRoutes(ports), ...insuranceRoutes(ports), ...insuranceReportRoutes(ports),
    ...galleryRoutes(ports), videoStreamRoute(ports), streamTicketRoute(ports),
  ];
}
