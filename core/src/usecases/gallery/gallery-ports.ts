import type { VideoStore } from '../../ports/files/video-store.js';
import type { AppPorts } from '../app-ports.js';

/** The largest gallery video accepted unless the deployment sets another limit (1 GiB). */
export const VIDEO_UPLOAD_MAX_BYTES = 1024 * 1024 * 1024;

/** What the gallery use cases need: the video metadata, the file store of the videos and a clock. */
export type GalleryPorts = Pick<AppPorts, 'videos' | 'clock'> & { readonly videoStore: VideoStore };
