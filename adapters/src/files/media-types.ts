import type { VideoKind } from '@rafdesk/core';

/** The gallery's two video kinds; their extensions are their stored names'. */
export const MEDIA_TYPES: Readonly<Record<VideoKind, string>> = { mp4: 'video/mp4', mov: 'video/quicktime' };

/** Media types of the files the portal keeps, by the extension of their keys. */
const BY_EXTENSION: Readonly<Record<string, string>> = {
  ...MEDIA_TYPES,
  pdf: 'application/pdf',
  zip: 'application/zip',
  json: 'application/json',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The media type a key's extension names; `application/octet-stream` for any other. */
export function mediaTypeOfKey(key: string): string {
  const dot = key.lastIndexOf('.');
  return (dot < 0 ? undefined : BY_EXTENSION[key.slice(dot + 1).toLowerCase()]) ?? 'application/octet-stream';
}
