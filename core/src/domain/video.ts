import { z } from 'zod';
import { VideoIdSchema } from './ids.js';
import { TimestampSchema } from './calendar-date.js';
import { RoleNameSchema } from './role.js';

export const VIDEO_CATEGORIES = { 1: 'Coding', 2: 'Documentation', 3: 'English', 4: 'Spanish' } as const;
export const VideoCategorySchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
/** Gallery category: 1 Coding, 2 Documentation, 3 English, 4 Spanish. */
export type VideoCategory = z.infer<typeof VideoCategorySchema>;

/** File name endings a gallery upload accepts. */
export const VIDEO_FILE_EXTENSIONS = ['.mp4', '.mov'] as const;

export const VideoSchema = z.object({
  id: VideoIdSchema,
  title: z.string(),
  description: z.string().nullable(),
  category: VideoCategorySchema,
  /** Roles allowed to see the video. */
  visibleToRoles: z.array(RoleNameSchema),
  createdAt: TimestampSchema,
  /** False once deleted (deletion is a soft delete). */
  active: z.boolean(),
  videoPath: z.string(),
  previewImagePath: z.string().nullable(),
  /** Whether the card shows the preview image instead of the first frame. */
  preview: z.boolean(),
});
/** A training video of the gallery. */
export type Video = z.infer<typeof VideoSchema>;

export const VideoInputSchema = VideoSchema.omit({ createdAt: true }).extend({ id: VideoIdSchema.nullable() });
/** The gallery form: upload (id null) or edit. */
export type VideoInput = z.infer<typeof VideoInputSchema>;
