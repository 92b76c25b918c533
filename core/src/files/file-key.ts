/** A key segment: letters, digits, dot, hyphen and underscore, not starting with a dot (no `..`, no hidden files). */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/**
 * Whether a file store takes `key`: one to eight `/`-separated segments, at most 512 characters, so the same key is a
 * safe relative path in a folder and an ordinary object key in a bucket (no leading slash, no `..`, no empty segment).
 */
export function isFileKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  const segments = key.split('/');
  return segments.length <= 8 && segments.every((segment) => SEGMENT.test(segment));
}

/** Whether `prefix` may start a listing: empty, or a key's leading part (`videos/`, `notes/2026-`). */
export function isFileKeyPrefix(prefix: string): boolean {
  return prefix === '' || isFileKey(prefix.endsWith('/') ? `${prefix}x` : prefix);
}
