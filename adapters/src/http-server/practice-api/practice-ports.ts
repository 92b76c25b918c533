import type { AppPorts, VideoStore } from '@rafdesk/core';

/** What the Smart PN, insurance and gallery routes call their use cases with. */
export interface PracticeApiPorts extends AppPorts {
  /** Where gallery videos are kept. */
  readonly videoStore: VideoStore;
  /** The largest video upload accepted, bytes; the core's default when absent. */
  readonly videoUploadMaxBytes?: number;
}
