import { z } from 'zod';
import { VideoIdSchema } from '../domain/ids.js';
import { TimestampSchema } from '../domain/calendar-date.js';
import { ROLE_IDS, roleNameOf, type RoleName } from '../domain/role.js';
import { VideoCategorySchema, type Video, type VideoInput } from '../domain/video.js';
import { WireIdListSchema, orNull, splitIds, wireText } from './wire-values.js';

/** The roles a video is shown to, as the spec's comma list of role ids. */
export function rolesToWire(roles: readonly RoleName[]): string {
  return roles.map((role) => ROLE_IDS[role]).join(',');
}

/** The roles of a comma list of role ids; an unknown id is passed over. */
function rolesFromWire(text: string | null | undefined): RoleName[] {
  return splitIds(text).map(roleNameOf).filter((role): role is RoleName => role !== null);
}

export const WireVideoSchema = z.object({
  videoID: VideoIdSchema, title: z.string(), description: wireText, categoria: VideoCategorySchema,
  rolesChain: WireIdListSchema, rolId: WireIdListSchema.nullish(), creationDate: TimestampSchema, status: z.boolean(),
  videoPath: z.string(), previewImagePath: wireText, preview: z.boolean(),
});
/** A gallery video (Gallery/Gallery, Gallery/GalleryResolve); `rolesChain` and `rolId` hold the same role ids. */
export type WireVideo = z.infer<typeof WireVideoSchema>;

export function toWireVideo(video: Video): WireVideo {
  const roles = rolesToWire(video.visibleToRoles);
  return {
    videoID: video.id, title: video.title, description: video.description, categoria: video.category, rolesChain: roles,
    rolId: roles, creationDate: video.createdAt, status: video.active, videoPath: video.videoPath,
    previewImagePath: video.previewImagePath, preview: video.preview,
  };
}

/** A checked gallery video as the domain's. */
export function videoOfWire(w: WireVideo): Video {
  return {
    id: w.videoID, title: w.title, description: orNull(w.description), category: w.categoria,
    visibleToRoles: rolesFromWire(w.rolesChain), createdAt: w.creationDate, active: w.status, videoPath: w.videoPath,
    previewImagePath: orNull(w.previewImagePath), preview: w.preview,
  };
}

export const WireVideoInputSchema = z.object({
  videoID: VideoIdSchema.nullish(), title: z.string(), description: wireText, categoria: VideoCategorySchema,
  rolId: WireIdListSchema, videoPath: z.string(), previewImagePath: wireText, status: z.boolean(), preview: z.boolean(),
});
/** Body of Gallery/Upload and Gallery/UpdateVideo. */
export type WireVideoInput = z.infer<typeof WireVideoInputSchema>;

/** Internal field → wire field of the gallery form. */
export const VIDEO_INPUT_WIRE_FIELDS = {
  id: 'videoID', title: 'title', description: 'description', category: 'categoria', visibleToRoles: 'rolId',
  videoPath: 'videoPath', previewImagePath: 'previewImagePath', active: 'status', preview: 'preview',
} as const satisfies Record<keyof VideoInput, keyof WireVideoInput>;
