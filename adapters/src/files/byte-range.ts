/** What to send for a Range request on a representation of `size` bytes (RFC 9110 §14). */
export type RangeDecision =
  | { readonly kind: 'whole' }
  | { readonly kind: 'partial'; readonly start: number; readonly end: number }
  | { readonly kind: 'unsatisfiable' };

const WHOLE: RangeDecision = { kind: 'whole' };
const UNSATISFIABLE: RangeDecision = { kind: 'unsatisfiable' };
const RANGE_SPEC = /^(\d*)-(\d*)$/;

/**
 * Decides a single byte range. A header that is absent, not in bytes, syntactically invalid or asks
 * for several ranges is ignored (the whole file is sent, as RFC 9110 allows); `bytes=500-` runs to
 * the end, `bytes=-500` is the last 500 bytes, an end beyond the file is clamped, and a range that
 * starts at or after the end (or a zero-length suffix) is unsatisfiable (416).
 */
export function decideRange(header: string | null | undefined, size: number): RangeDecision {
  if (header === null || header === undefined) return WHOLE;
  const equals = header.indexOf('=');
  if (equals < 0 || header.slice(0, equals).trim().toLowerCase() !== 'bytes') return WHOLE;
  const specs = header
    .slice(equals + 1)
    .split(',')
    .map((spec) => spec.trim())
    .filter((spec) => spec.length > 0);
  if (specs.length !== 1) return WHOLE;
  const match = RANGE_SPEC.exec(specs[0] ?? '');
  if (!match) return WHOLE;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return WHOLE;
  if (first === '') return suffix(Number(last), size);
  const start = Number(first);
  if (last !== '' && Number(last) < start) return WHOLE;
  if (start >= size) return UNSATISFIABLE;
  return { kind: 'partial', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

function suffix(length: number, size: number): RangeDecision {
  if (length === 0 || size === 0) return UNSATISFIABLE;
  return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 };
}

/** The `Content-Range` value for a partial answer, or for a 416 when `range` is null. */
export function contentRange(range: { readonly start: number; readonly end: number } | null, size: number): string {
  return range === null ? `bytes */${size}` : `bytes ${range.start}-${range.end}/${size}`;
}
