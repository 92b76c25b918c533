// The training-video gallery: listing by role, the player page, uploads, edits and soft deletes.
export { VIDEO_UPLOAD_MAX_BYTES, type GalleryPorts } from './gallery-ports.js';
export { listVideos, findVisibleVideo, galleryResolve, type GalleryQuery, type GalleryResolve, type GalleryViewer } from './gallery-queries.js';
export { uploadVideoFile, openVideo, probeStoredVideo, type VideoFileUpload } from './video-files.js';
export { createVideo, updateVideo, deleteVideo, restoreVideo } from './manage-videos.js';
export { issueStreamTicket, redeemStreamTicket, STREAM_TICKET_FIELD, STREAM_TICKET_MESSAGES, type StreamTicket, type StreamTicketPorts } from './stream-tickets.js';
export { sweepOrphanedVideos } from './sweep-orphaned-videos.js';
export { ORPHAN_GRACE_MS, type OrphanSweep } from '../files/sweep-unnamed-files.js';
