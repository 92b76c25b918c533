import type { ByteRangeRequest } from '@rafdesk/core';

/** What to send for a Range request on a representation of `size` bytes (RFC 9110 §14). */
export type RangeDecision =
  | { readonly kind: 'whole' }
  | { readonly kind: 'partial'; readonly start: number; readonly end: number }
  | { readonly kind: 'unsatisfiable' };

const WHOLE: RangeDecision = { kind: 'whole' };
const UNSATISFIABLE: RangeDecision = { kind: 'unsatisfiable' };
const RANGE_SPEC = /^(\d*)-(\d*)$/;

/**
 * Reads a Range header as one byte range. A header that is absent, not in bytes, syntactically invalid or asks for
 * several ranges is ignored (null: the whole file is sent, as RFC 9110 allows); `bytes=500-` runs to the end and
 * `bytes=-500` is the last 500 bytes.
 */
export function rangeRequestFrom(header: string | null | undefined): ByteRangeRequest | null {
  if (header === null || header === undefined) return null;
  const equals = header.indexOf('=');
  if (equals < 0 || header.slice(0, equals).trim().toLowerCase() !== 'bytes') return null;
  const specs = header
    .slice(equals + 1)
    .split(',')
    .map((spec) => spec.trim())
    .filter((spec) => spec.length > 0);
  if (specs.length !== 1) return null;
  const match = RANGE_SPEC.exec(specs[0] ?? '');
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') return { suffix: Number(last) };
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  return last === '' ? { start } : { start, end: Number(last) };
}

/**
 * Resolves a range against a file of `size` bytes: an end beyond the file is clamped, and a range that starts at or
 * after the end (or a zero-length suffix) is unsatisfiable (416). Every file store reads by this one rule.
 */
export function resolveRange(request: ByteRangeRequest | null | undefined, size: number): RangeDecision {
  if (request === null || request === undefined) return WHOLE;
  if ('suffix' in request) return suffix(request.suffix, size);
  if (request.end !== undefined && request.end < request.start) return WHOLE;
  if (request.start >= size) return UNSATISFIABLE;
  return { kind: 'partial', start: request.start, end: request.end === undefined ? size - 1 : Math.min(request.end, size - 1) };
}

/** {@link rangeRequestFrom} then {@link resolveRange}: what to send for a Range header on `size` bytes. */
export function decideRange(header: string | null | undefined, size: number): RangeDecision {
  return resolveRange(rangeRequestFrom(header), size);
}

/** The `Content-Range` value for a partial answer, or for a 416 when `range` is null. */
export function contentRange(range: { readonly start: number; readonly end: number } | null, size: number): string {
  return range === null ? `bytes */${size}` : `bytes ${range.start}-${range.end}/${size}`;
}

function suffix(length: number, size: number): RangeDecision {
  if (length === 0 || size === 0) return UNSATISFIABLE;
  return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 };
}
