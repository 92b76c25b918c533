/** The key of a text that is not shaped like an ICD-10-CM code. */
export const INVALID_KEY = -1;

const BASE = 37;

// 0 for characters that are skipped (dot, blank, tab), -1 for characters that cannot appear in a code,
// otherwise 1–10 for digits and 11–36 for letters (either case).
const CHAR_VALUE = new Int8Array(128).fill(-1);
CHAR_VALUE[46] = 0;
CHAR_VALUE[32] = 0;
CHAR_VALUE[9] = 0;
for (let c = 48; c <= 57; c++) CHAR_VALUE[c] = c - 47;
for (let c = 65; c <= 90; c++) {
  CHAR_VALUE[c] = c - 54;
  CHAR_VALUE[c + 32] = c - 54;
}

/**
 * A code's normalised form (upper case, no dot or blank) as a number in base 37, or {@link INVALID_KEY}
 * unless it has the ICD-10-CM shape: a letter, then 2–6 letters or digits (FY2026 added codes such as
 * QA00101, so the second character may be a letter too). Reads the text one
 * character at a time and allocates nothing, so the batch path can key millions of codes a second.
 */
export function codeKey(text: string): number {
  let key = 0;
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const value = c < 128 ? (CHAR_VALUE[c] ?? -1) : -1;
    if (value < 0) return INVALID_KEY;
    if (value === 0) continue;
    if (length === 0 && value < 11) return INVALID_KEY;
    if (++length > 7) return INVALID_KEY;
    key = key * BASE + value;
  }
  return length >= 3 ? key : INVALID_KEY;
}

/**
 * {@link codeKey} of the text held as bytes `start` to `end` (exclusive), read in place: the same key as
 * the decoded text gives (a byte of 128 or more, i.e. any non-ASCII character, makes it invalid).
 */
export function codeKeyOfBytes(bytes: Uint8Array, start: number, end: number): number {
  let key = 0;
  let length = 0;
  for (let i = start; i < end; i++) {
    const c = bytes[i] as number;
    const value = c < 128 ? (CHAR_VALUE[c] as number) : -1;
    if (value < 0) return INVALID_KEY;
    if (value === 0) continue;
    if (length === 0 && value < 11) return INVALID_KEY;
    if (++length > 7) return INVALID_KEY;
    key = key * BASE + value;
  }
  return length >= 3 ? key : INVALID_KEY;
}

const BASE_CUBED = BASE * BASE * BASE;
const digitScratch = new Uint8Array(8);

/**
 * Writes the normalised code of a key (as {@link keyToCode}) as ASCII bytes at `at`, allocating nothing;
 * returns the position after it. `out` needs room for 7 bytes.
 */
export function writeKeyCode(key: number, out: Uint8Array, at: number): number {
  // A key can exceed 32 bits; split it so every step below is small-integer arithmetic (a remainder of a
  // larger number is a slow floating-point call). No digit of a key is 0, so its digits end where it does.
  let high = Math.floor(key / BASE_CUBED);
  let low = (key - high * BASE_CUBED) | 0;
  let count = 0;
  if (high > 0) {
    for (let d = 0; d < 3; d++) {
      digitScratch[count++] = low % BASE;
      low = (low / BASE) | 0;
    }
    high |= 0;
    low = high;
  }
  while (low > 0) {
    digitScratch[count++] = low % BASE;
    low = (low / BASE) | 0;
  }
  for (let d = count - 1; d >= 0; d--) {
    const value = digitScratch[d] as number;
    out[at++] = value <= 10 ? value + 47 : value + 54;
  }
  return at;
}

/** The normalised code of a key made by {@link codeKey}. */
export function keyToCode(key: number): string {
  let code = '';
  for (let rest = key; rest > 0; rest = Math.floor(rest / BASE)) {
    const value = rest % BASE;
    code = String.fromCharCode(value <= 10 ? value + 47 : value + 54) + code;
  }
  return code;
}

/**
 * A code in the project's normal form: upper case, dots and blanks removed. Null when the text is not
 * shaped like an ICD-10-CM code (a letter, then 2–6 letters or digits).
 */
export function normaliseCode(text: string): string | null {
  const key = codeKey(text.trim());
  return key === INVALID_KEY ? null : keyToCode(key);
}
