import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ResultAsync, okAsync } from 'neverthrow';
import { VIDEO_UPLOAD_MAX_BYTES, type Clock, type RoleName, type Video, type VideoCategory, type VideoRepository, type VideoStore } from '@rafdesk/core';

/** The demo's training videos: test patterns made by scripts/make-demo-videos.sh, a few seconds and tens of kB each. */
const DEMO_VIDEO_DIRECTORY = fileURLToPath(new URL('../../assets/demo-videos/', import.meta.url));

const EVERYONE: readonly RoleName[] = ['Superuser', 'Admin', 'Staff', 'Training', 'Doctor', 'InsuranceStaff'];
const PRACTICE: readonly RoleName[] = ['Superuser', 'Admin', 'Staff', 'Training', 'Doctor'];
const INTERNAL: readonly RoleName[] = ['Superuser', 'Admin', 'Staff', 'Training'];

interface DemoVideo {
  readonly file: string;
  readonly title: string;
  readonly description: string;
  readonly category: VideoCategory;
  readonly roles: readonly RoleName[];
}

/** Two per category; oldest first, so the gallery's newest-first order lists them from the bottom up. */
export const DEMO_VIDEOS: readonly DemoVideo[] = [
  { file: 'coding-hcc-basics', title: 'HCC coding basics', description: 'How a diagnosis maps to an HCC and what it adds to the RAF score.', category: 1, roles: EVERYONE },
  { file: 'coding-specificity', title: 'Coding to the highest specificity', description: 'Choosing the most specific ICD-10 code the note supports.', category: 1, roles: PRACTICE },
  { file: 'documentation-meat', title: 'MEAT in the progress note', description: 'Monitor, evaluate, assess, treat: documenting each coded condition.', category: 2, roles: PRACTICE },
  { file: 'documentation-signatures', title: 'Signatures and dates', description: 'What makes a progress note valid for risk adjustment.', category: 2, roles: INTERNAL },
  { file: 'english-patient-visit', title: 'The annual wellness visit', description: 'Walking a patient through the visit, in English.', category: 3, roles: EVERYONE },
  { file: 'english-phone-etiquette', title: 'Calling members', description: 'Phone etiquette for reaching members about their visits.', category: 3, roles: INTERNAL },
  { file: 'spanish-visita-paciente', title: 'La visita anual', description: 'La visita de bienestar anual, explicada en español.', category: 4, roles: EVERYONE },
  { file: 'spanish-documentacion', title: 'Documentación clínica', description: 'Cómo documentar cada condición en la nota de progreso.', category: 4, roles: PRACTICE },
];

export interface DemoVideoPorts {
  readonly videos: VideoRepository;
  readonly videoStore: VideoStore;
  readonly clock: Clock;
}

export interface DemoVideoError {
  readonly kind: 'DemoVideosFailed';
  readonly file: string;
  readonly cause: unknown;
}

/**
 * Puts the demo's training videos into the gallery: each file goes through the store's own checks (an MP4 by its
 * content) and gets its preview frame as a data URL. Run once, right after the demo practice was seeded into an
 * empty database; one minute apart so the date sort has something to sort.
 */
export function seedDemoVideos(ports: DemoVideoPorts): ResultAsync<number, DemoVideoError> {
  const start = ports.clock.now().getTime() - DEMO_VIDEOS.length * 60_000;
  return DEMO_VIDEOS.reduce<ResultAsync<number, DemoVideoError>>((seeded, video, index) => seeded.andThen((count) => {
    const failed = (cause: unknown): DemoVideoError => ({ kind: 'DemoVideosFailed', file: video.file, cause });
    const path = `${DEMO_VIDEO_DIRECTORY}${video.file}`;
    return ResultAsync.fromPromise(readFile(`${path}.jpg`), failed)
      .andThen((preview) => ports.videoStore.write({ content: createReadStream(`${path}.mp4`), declaredName: `${video.file}.mp4`, maxBytes: VIDEO_UPLOAD_MAX_BYTES })
        .mapErr(failed)
        .andThen((stored) => ports.videos.create({
          id: null, title: video.title, description: video.description, category: video.category, visibleToRoles: [...video.roles],
          videoPath: stored.storedName, previewImagePath: `data:image/jpeg;base64,${preview.toString('base64')}`, active: true, preview: true,
        }, { contentType: stored.mediaType, sizeBytes: stored.size }, null, new Date(start + index * 60_000)).mapErr(failed)))
      .map((created: Video) => (created.id > 0 ? count + 1 : count));
  }), okAsync(0));
}
