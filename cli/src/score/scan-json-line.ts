/** The fields the fast path reads from a JSON line; values are as JSON.parse would give them. */
export interface ScannedLine {
  id: unknown;
  age: unknown;
  sex: unknown;
  dual: unknown;
  institutional: unknown;
  newEnrollee: unknown;
  snp: unknown;
  orec: unknown;
  diagnoses: string[];
}

/** A blank {@link ScannedLine} to reuse. */
export const emptyScannedLine = (): ScannedLine => ({ id: undefined, age: undefined, sex: undefined, dual: undefined, institutional: undefined, newEnrollee: undefined, snp: undefined, orec: undefined, diagnoses: [] });

const SPACE = (c: number) => c === 32 || c === 9;

const [OTHER, ID, AGE, SEX, DUAL, INSTITUTIONAL, NEW_ENROLLEE, SNP, OREC, DIAGNOSES, FALLBACK] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
function stringEnd(line: string, start: number): number {
  for (let i = start; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 34) return i;
    if (c === 92 || c < 32) return -1;
  }
  return -1;
}

function same(line: string, start: number, name: string): boolean {
  for (let i = 0; i < name.length; i++) if (line.charCodeAt(start + i) !== name.charCodeAt(i)) return false;
  return true;
}

// Which field a key names, read in place (no key string is built): the only candidate of that length
// and first character, compared character by character.
function keyOf(line: string, start: number, length: number): number {
  const first = line.charCodeAt(start);
  if (length === 2) return same(line, start, 'id') ? ID : same(line, start, 'rx') ? FALLBACK : OTHER;
  if (length === 3) {
    if (first === 97) return same(line, start, 'age') ? AGE : OTHER;
    if (first === 112) return same(line, start, 'pdp') ? FALLBACK : OTHER;
    if (first === 100) return same(line, start, 'dob') ? FALLBACK : OTHER;
    if (line.charCodeAt(start + 1) === 101) return same(line, start, 'sex') ? SEX : OTHER;
    return same(line, start, 'snp') ? SNP : OTHER;
  }
  if (length === 4) {
    if (first === 100) return same(line, start, 'dual') ? DUAL : OTHER;
    if (first === 111) return same(line, start, 'orec') ? OREC : OTHER;
    return same(line, start, 'esrd') ? FALLBACK : OTHER;
  }
  if (length === 8) return same(line, start, 'dialysis') ? FALLBACK : OTHER;
  if (length === 9) return same(line, start, 'diagnoses') ? DIAGNOSES : same(line, start, '__proto__') || same(line, start, 'lowIncome') ? FALLBACK : OTHER;
  if (length === 11) return same(line, start, 'newEnrollee') ? NEW_ENROLLEE : same(line, start, 'graftMonths') ? FALLBACK : OTHER;
  if (length === 13) return same(line, start, 'institutional') ? INSTITUTIONAL : OTHER;
  return OTHER;
}

/**
 * Reads a flat JSON object line of the usual shape (string, integer, boolean and null values, a
 * `diagnoses` array of strings, no escapes) into `out` without building an object. Returns false for any
 * other line — escapes, nesting, fractions, `dob` or `esrd` — which then goes through JSON.parse and the
 * validated path, so the two always agree (property-tested).
 */
export function scanJsonLine(line: string, out: ScannedLine): boolean {
  out.id = out.age = out.sex = out.dual = out.institutional = out.newEnrollee = out.snp = out.orec = undefined;
  out.diagnoses.length = 0;
  let i = 0;
  while (SPACE(line.charCodeAt(i))) i++;
  if (line.charCodeAt(i++) !== 123) return false;
  for (let first = true; ; first = false) {
    while (SPACE(line.charCodeAt(i))) i++;
    if (line.charCodeAt(i) === 125 && first) break;
    if (line.charCodeAt(i) !== 34) return false;
    const keyStart = i + 1;
    const keyEnd = stringEnd(line, keyStart);
    if (keyEnd < 0) return false;
    const key = keyOf(line, keyStart, keyEnd - keyStart);
    if (key === FALLBACK) return false;
    i = keyEnd + 1;
    while (SPACE(line.charCodeAt(i))) i++;
    if (line.charCodeAt(i++) !== 58) return false;
    while (SPACE(line.charCodeAt(i))) i++;
    const c = line.charCodeAt(i);
    let value: unknown;
    if (c === 34) {
      const end = stringEnd(line, i + 1);
      if (end < 0) return false;
      value = line.slice(i + 1, end);
      i = end + 1;
    } else if (c === 91) {
      if (key !== DIAGNOSES) return false;
      out.diagnoses.length = 0;
      i++;
      for (let item = 0; ; item++) {
        while (SPACE(line.charCodeAt(i))) i++;
        if (line.charCodeAt(i) === 93 && item === 0) break;
        if (line.charCodeAt(i) !== 34) return false;
        const end = stringEnd(line, i + 1);
        if (end < 0) return false;
        out.diagnoses.push(line.slice(i + 1, end));
        i = end + 1;
        while (SPACE(line.charCodeAt(i))) i++;
        const next = line.charCodeAt(i++);
        if (next === 93) break;
        if (next !== 44) return false;
      }
      value = out.diagnoses;
    } else if (line.startsWith('true', i)) {
      value = true;
      i += 4;
    } else if (line.startsWith('false', i)) {
      value = false;
      i += 5;
    } else if (line.startsWith('null', i)) {
      value = null;
      i += 4;
    } else {
      const start = i;
      if (line.charCodeAt(i) === 45) i++;
      const digits = i;
      while (line.charCodeAt(i) >= 48 && line.charCodeAt(i) <= 57) i++;
      const length = i - digits;
      if (length === 0 || length > 15 || (length > 1 && line.charCodeAt(digits) === 48)) return false;
      const after = line.charCodeAt(i);
      if (after === 46 || after === 101 || after === 69) return false;
      value = Number(line.slice(start, i));
    }
    if (key === ID) out.id = value;
    else if (key === AGE) out.age = value;
    else if (key === SEX) out.sex = value;
    else if (key === DUAL) out.dual = value;
    else if (key === INSTITUTIONAL) out.institutional = value;
    else if (key === NEW_ENROLLEE) out.newEnrollee = value;
    else if (key === SNP) out.snp = value;
    else if (key === OREC) out.orec = value;
    else if (key === DIAGNOSES && value !== out.diagnoses) return false;
    while (SPACE(line.charCodeAt(i))) i++;
    const next = line.charCodeAt(i++);
    if (next === 125) break;
    if (next !== 44) return false;
  }
  while (i < line.length && SPACE(line.charCodeAt(i))) i++;
  return i === line.length;
}
