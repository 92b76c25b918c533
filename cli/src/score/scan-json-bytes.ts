import type { BeneficiarySlot } from './fast-beneficiary.js';
import { AGE, DECLINE, DIAGNOSES, DUAL, ID, INSTITUTIONAL, NEW_ENROLLEE, OREC, SEX, SNP, equals, fieldOf } from './json-fields.js';
import { ascii } from './output-bytes.js';

/** What the byte reader takes from one JSON line: the beneficiary, the code keys and where the id is. */
export interface ByteRecord {
  readonly slot: BeneficiarySlot;
  keys: Float64Array;
  count: number;
  /** ID_NULL (no id), ID_TEXT (a string at idStart–idEnd, quotes excluded) or ID_NUMBER (its digits there). */
  idKind: number;
  idStart: number;
  idEnd: number;
}

export const ID_NULL = 0;
export const ID_TEXT = 1;
export const ID_NUMBER = 2;

/** Keys a code held as bytes (the batch scorer's `keyOfBytes`), -1 when not shaped like a code. */
export type KeyOfBytes = (bytes: Uint8Array, start: number, end: number) => number;

const [STRING, INTEGER, TRUE, FALSE, NULL] = [0, 1, 2, 3, 4] as const;
const DUALS = ['non', 'partial', 'full'] as const;
const DUAL_NAMES = DUALS.map(ascii);

export const emptyByteRecord = (slot: BeneficiarySlot): ByteRecord => ({ slot, keys: new Float64Array(32), count: 0, idKind: ID_NULL, idStart: 0, idEnd: 0 });

// The last plain value read: its type and where it lies (a string without its quotes, or an integer's digits).
const value = { type: 0, start: 0, end: 0 };

function skipSpace(bytes: Uint8Array, i: number, end: number): number {
  while (i < end && (bytes[i] === 32 || bytes[i] === 9)) i++;
  return i;
}

// The closing quote of a string without escapes or control characters opening at `i`, or -1.
function stringEnd(bytes: Uint8Array, i: number, end: number): number {
  for (let k = i + 1; k < end; k++) {
    const c = bytes[k] as number;
    if (c === 34) return k;
    if (c === 92 || c < 32) return -1;
  }
  return -1;
}

// Reads a plain value at `i` (a string, a non-negative integer, true, false, null) into `value` and
// returns the position after it, or -1 for anything else.
function plainValue(bytes: Uint8Array, i: number, end: number): number {
  const c = bytes[i];
  if (c === 34) {
    const close = stringEnd(bytes, i, end);
    value.type = STRING;
    value.start = i + 1;
    value.end = close;
    return close < 0 ? -1 : close + 1;
  }
  if (c === 116 && bytes[i + 1] === 114 && bytes[i + 2] === 117 && bytes[i + 3] === 101) return ((value.type = TRUE), i + 4);
  if (c === 102 && bytes[i + 1] === 97 && bytes[i + 2] === 108 && bytes[i + 3] === 115 && bytes[i + 4] === 101) return ((value.type = FALSE), i + 5);
  if (c === 110 && bytes[i + 1] === 117 && bytes[i + 2] === 108 && bytes[i + 3] === 108) return ((value.type = NULL), i + 4);
  let k = i;
  while (k < end && (bytes[k] as number) >= 48 && (bytes[k] as number) <= 57) k++;
  const length = k - i;
  if (length === 0 || length > 15 || (length > 1 && c === 48)) return -1;
  value.type = INTEGER;
  value.start = i;
  value.end = k;
  return k;
}

function dualOf(bytes: Uint8Array, start: number, end: number): number {
  if (end === start) return 0;
  for (let d = 0; d < DUAL_NAMES.length; d++) if (equals(bytes, start, end, DUAL_NAMES[d] as Uint8Array)) return d;
  return -1;
}

function integer(bytes: Uint8Array, start: number, end: number): number {
  let n = 0;
  for (let k = start; k < end; k++) n = n * 10 + (bytes[k] as number) - 48;
  return n;
}

function pushKey(out: ByteRecord, key: number): void {
  if (out.count === out.keys.length) {
    const grown = new Float64Array(out.keys.length * 2);
    grown.set(out.keys);
    out.keys = grown;
  }
  out.keys[out.count++] = key;
}

// Reads the `diagnoses` array opening at `i` into the record's keys; the position after it, or -1.
function diagnoses(bytes: Uint8Array, i: number, end: number, keyOf: KeyOfBytes, out: ByteRecord): number {
  if (bytes[i] !== 91) return -1;
  out.count = 0;
  i = skipSpace(bytes, i + 1, end);
  if (bytes[i] === 93) return i + 1;
  for (;;) {
    i = skipSpace(bytes, i, end);
    if (bytes[i] !== 34) return -1;
    const close = stringEnd(bytes, i, end);
    if (close < 0) return -1;
    const key = keyOf(bytes, i + 1, close);
    if (key < 0) return -1;
    pushKey(out, key);
    i = skipSpace(bytes, close + 1, end);
    const next = bytes[i++];
    if (next === 93) return i;
    if (next !== 44) return -1;
  }
}

/**
 * Reads, straight from UTF-8 bytes `start` to `end` (one line, no line break), a flat JSON object of the
 * usual canonical shape — `age` an integer 0–130, `sex` "M"/"F", `dual` "non"/"partial"/"full"/"",
 * flags true/false, `orec` 0–3 as number or string, `id` a plain printable ASCII string, an integer or
 * null, `diagnoses` an array of plain strings each shaped like a code; other keys with plain values are
 * skipped — into `out`, building no string. Returns false for any other line (escapes, non-ASCII text,
 * fractions, `dob`, `esrd`, a text that is not a code…), which then takes the text path: for every line
 * it accepts, the output is the one the text path writes (property-tested).
 */
export function scanJsonBytes(bytes: Uint8Array, start: number, end: number, keyOf: KeyOfBytes, out: ByteRecord): boolean {
  let age = -1;
  let sex = 0;
  let dual = 0;
  let institutional = false;
  let newEnrollee = false;
  let snp = false;
  let orec = 0;
  out.count = 0;
  out.idKind = ID_NULL;
  let i = skipSpace(bytes, start, end);
  if (bytes[i] !== 123) return false;
  i = skipSpace(bytes, i + 1, end);
  if (bytes[i] === 125) i++;
  else {
    for (;;) {
      i = skipSpace(bytes, i, end);
      if (bytes[i] !== 34) return false;
      const close = stringEnd(bytes, i, end);
      if (close < 0) return false;
      const field = fieldOf(bytes, i + 1, close);
      if (field === DECLINE) return false;
      i = skipSpace(bytes, close + 1, end);
      if (bytes[i] !== 58) return false;
      i = skipSpace(bytes, i + 1, end);
      if (field === DIAGNOSES) i = diagnoses(bytes, i, end, keyOf, out);
      else {
        i = plainValue(bytes, i, end);
        if (i < 0) return false;
        const { type, start: from, end: to } = value;
        if (field === ID) {
          if (type === STRING) {
            for (let k = from; k < to; k++) if ((bytes[k] as number) > 126) return false;
          } else if (type !== INTEGER && type !== NULL) return false;
          out.idKind = type === STRING ? ID_TEXT : type === INTEGER ? ID_NUMBER : ID_NULL;
          out.idStart = from;
          out.idEnd = to;
        } else if (field === AGE) {
          if (type !== INTEGER || to - from > 3) return false;
          age = integer(bytes, from, to);
        } else if (field === SEX) {
          if (type !== STRING || to - from !== 1) return false;
          sex = bytes[from] as number;
        } else if (field === DUAL) {
          dual = type === STRING ? dualOf(bytes, from, to) : -1;
          if (dual < 0) return false;
        } else if (field === INSTITUTIONAL || field === NEW_ENROLLEE || field === SNP) {
          if (type !== TRUE && type !== FALSE) return false;
          if (field === INSTITUTIONAL) institutional = type === TRUE;
          else if (field === NEW_ENROLLEE) newEnrollee = type === TRUE;
          else snp = type === TRUE;
        } else if (field === OREC) {
          if ((type !== INTEGER && type !== STRING) || to - from > 1) return false;
          orec = to === from ? 0 : (bytes[from] as number) - 48;
          if (orec < 0 || orec > 3) return false;
        }
      }
      if (i < 0) return false;
      i = skipSpace(bytes, i, end);
      const next = bytes[i++];
      if (next === 125) break;
      if (next !== 44) return false;
    }
  }
  if (skipSpace(bytes, i, end) !== end || age < 0 || age > 130 || (sex !== 77 && sex !== 70)) return false;
  const slot = out.slot;
  slot.age = age;
  slot.sex = sex === 70 ? 'F' : 'M';
  slot.dual = DUALS[dual] as BeneficiarySlot['dual'];
  slot.institutional = institutional;
  slot.newEnrollee = newEnrollee;
  slot.snp = newEnrollee && snp;
  slot.orec = orec as BeneficiarySlot['orec'];
  return true;
}
