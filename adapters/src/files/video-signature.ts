import type { VideoKind } from '@rafdesk/core';

/** Bytes needed to read an ftyp box with its first compatible brands. */
export const SIGNATURE_BYTES = 64;

const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'M4VH', 'M4VP', 'mmp4', 'MSNV', 'dash']);
const QUICKTIME_BRAND = 'qt  ';
const AUDIO_ONLY_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ']);
const EXTENSIONS: Readonly<Record<string, VideoKind>> = { '.mp4': 'mp4', '.mov': 'mov' };

export { MEDIA_TYPES } from './media-types.js';

/** The kind a client's file name claims (.mp4 or .mov, any case), or null for any other name. */
export function declaredKind(fileName: string): VideoKind | null {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? null : (EXTENSIONS[fileName.slice(dot).toLowerCase()] ?? null);
}

/**
 * The container kind of a file from its first bytes: an ISO base media file starts with an `ftyp`
 * box whose major brand (or, failing that, a compatible brand) names MP4 or QuickTime. Anything
 * else — PNG, executables, audio-only MP4, truncated data — is null.
 */
export function sniffVideoKind(head: Uint8Array): VideoKind | null {
  if (head.byteLength < 16 || ascii(head, 4, 8) !== 'ftyp') return null;
  const boxSize = ((head[0] ?? 0) << 24 >>> 0) + ((head[1] ?? 0) << 16) + ((head[2] ?? 0) << 8) + (head[3] ?? 0);
  if (boxSize < 16 || boxSize % 4 !== 0 || boxSize > 4096) return null;
  const major = ascii(head, 8, 12);
  if (AUDIO_ONLY_BRANDS.has(major)) return null;
  if (major === QUICKTIME_BRAND) return 'mov';
  if (MP4_BRANDS.has(major)) return 'mp4';
  const compatible: string[] = [];
  for (let at = 16; at + 4 <= Math.min(boxSize, head.byteLength); at += 4) compatible.push(ascii(head, at, at + 4));
  if (compatible.includes(QUICKTIME_BRAND)) return 'mov';
  return compatible.some((brand) => MP4_BRANDS.has(brand)) ? 'mp4' : null;
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}
