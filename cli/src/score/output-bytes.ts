// Writing output lines straight into bytes: the pieces `rafdesk score`'s byte path is made of.

/** ASCII text as bytes, made once for the constant parts of an output line. */
export const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

/** Copies a few bytes at `p` (byte by byte: for a short name this beats a typed-array copy call); returns the end. */
export function put(out: Uint8Array, p: number, bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; i++) out[p++] = bytes[i] as number;
  return p;
}

/**
 * Writes thousandths as the text path prints them (1033 → 1.033, 1490 → 1.49, 1000 → 1, -5 → -0.005); returns
 * the end. Scores are far below 2^31 thousandths, so `| 0` keeps every step in small-integer arithmetic.
 */
export function writeThousandths(out: Uint8Array, p: number, value: number): number {
  let magnitude = value | 0;
  if (magnitude < 0) {
    out[p++] = 45;
    magnitude = -magnitude;
  }
  const whole = (magnitude / 1000) | 0;
  let fraction = magnitude - whole * 1000;
  p += writeInteger(whole, out, p);
  if (fraction === 0) return p;
  out[p++] = 46;
  for (let unit = 100; fraction > 0; unit = (unit / 10) | 0) {
    const digit = (fraction / unit) | 0;
    out[p++] = 48 + digit;
    fraction -= digit * unit;
  }
  return p;
}

/** Writes a non-negative integer's decimal digits at `at`; returns how many. */
export function writeInteger(value: number, out: Uint8Array, at: number): number {
  let digits = 1;
  for (let rest = value | 0; rest >= 10; rest = (rest / 10) | 0) digits++;
  let rest = value | 0;
  for (let i = at + digits - 1; i >= at; i--) {
    out[i] = 48 + (rest % 10);
    rest = (rest / 10) | 0;
  }
  return digits;
}
