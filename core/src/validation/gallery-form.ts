import type { Result } from 'neverthrow';
import { VideoIdSchema } from '../domain/ids.js';
import { VIDEO_FILE_EXTENSIONS, VideoCategorySchema, type VideoInput } from '../domain/video.js';
import { validationMessages } from './messages.js';
import { createFieldReader, presentValue } from './field-reader.js';
import { readRole } from './readers.js';
import type { ValidationFailed } from './validation-failed.js';

export type GalleryFormDraft = Partial<Record<keyof VideoInput, unknown>> & {
  /** Name of the chosen file; checked on create only. */
  fileName?: unknown;
};

/**
 * The longest preview image, characters: the web app sends a small JPEG (a frame or a chosen picture scaled to
 * 320 px) as a data URL, a few tens of kB; this leaves room without letting the form carry a large file.
 */
export const PREVIEW_IMAGE_MAX_LENGTH = 256 * 1024;
const PREVIEW_DATA_URL = /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/;

// A URL scheme (RFC 3986 §3.1); browsers drop tabs and line breaks inside one, so `java\tscript:` is one too.
const URL_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/**
 * True for a preview image the web app may put in an `<img src>`: a JPEG, PNG or WebP data URL, an http(s) address
 * or a path without a scheme on this site. Any other scheme (`javascript:`, `vbscript:`, `file:`, another `data:`)
 * is refused (OWASP XSS Prevention Cheat Sheet, rule 5: only http(s) URLs in a URL attribute).
 */
export function isSafePreviewImage(value: string): boolean {
  const source = value.replace(/[\t\n\r]/g, '').trimStart();
  if (/^data:/i.test(source)) return PREVIEW_DATA_URL.test(source);
  const scheme = URL_SCHEME.exec(source)?.[0].toLowerCase();
  return scheme === undefined || scheme === 'http:' || scheme === 'https:';
}

/** True for a file name ending in .mp4 or .mov (any case). */
export function isVideoFileName(name: string): boolean {
  const lower = name.trim().toLowerCase();
  return VIDEO_FILE_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** A valid gallery form; the video path is absent on edit (UpdateVideo does not carry it). */
export type GalleryForm = Omit<VideoInput, 'videoPath'> & { videoPath: string | null };

/**
 * The gallery form: title, category and roles required, description optional; on create an .mp4/.mov
 * file (the chosen file's name in the browser, the uploaded `videoPath` on the server).
 */
export function validateGalleryForm(draft: GalleryFormDraft, mode: 'create' | 'edit'): Result<GalleryForm, ValidationFailed> {
  const r = createFieldReader();
  const id = r.id('id', 'Video', draft.id, VideoIdSchema, { required: mode === 'edit' });
  const title = r.text('title', 'Title', draft.title, { required: true });
  const description = r.text('description', 'Description', draft.description);
  const category = r.id('category', 'Category', draft.category, VideoCategorySchema, { required: true });
  const visibleToRoles = r.list('visibleToRoles', 'Roles', draft.visibleToRoles, readRole, { required: true });
  if (mode === 'create') {
    const fileName = r.text('fileName', 'Video file', draft.fileName ?? draft.videoPath, { required: true });
    if (fileName !== null && !isVideoFileName(fileName)) r.fail('fileName', validationMessages.videoFile('Video file'));
  }
  const videoPath = r.text('videoPath', 'Video file', draft.videoPath);
  const previewImagePath = r.text('previewImagePath', 'Preview image', draft.previewImagePath, { max: PREVIEW_IMAGE_MAX_LENGTH });
  if (previewImagePath !== null && !isSafePreviewImage(previewImagePath)) {
    r.fail('previewImagePath', 'The Preview image must be a JPEG, PNG or WebP image, an http(s) address or a path on this site');
  }
  return r.finish(() => ({
    id, title: presentValue(title), description, category: presentValue(category), visibleToRoles, videoPath, previewImagePath,
    active: draft.active === undefined ? true : r.flag(draft.active), preview: r.flag(draft.preview),
  }));
}
