import { ascii } from './output-bytes.js';

// The input fields the byte reader knows, matched in place in a line's bytes.

export const [OTHER, ID, AGE, SEX, DUAL, INSTITUTIONAL, NEW_ENROLLEE, SNP, OREC, DIAGNOSES, DECLINE] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

const [NAME_ID, NAME_AGE, NAME_SEX, NAME_DUAL, NAME_INSTITUTIONAL, NAME_NEW_ENROLLEE, NAME_SNP, NAME_OREC, NAME_DIAGNOSES, NAME_DOB, NAME_ESRD, NAME_PROTO] = [
  'id', 'age', 'sex', 'dual', 'institutional', 'newEnrollee', 'snp', 'orec', 'diagnoses', 'dob', 'esrd', '__proto__',
].map(ascii) as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];
// The ESRD and RxHCC fields: a line that carries one is scored by the text path, which knows those models.
const [NAME_RX, NAME_PDP, NAME_DIALYSIS, NAME_LOW_INCOME, NAME_GRAFT_MONTHS] = ['rx', 'pdp', 'dialysis', 'lowIncome', 'graftMonths'].map(ascii) as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];

/** True when bytes `start` to `end` are exactly `name`. */
export function equals(bytes: Uint8Array, start: number, end: number, name: Uint8Array): boolean {
  if (end - start !== name.length) return false;
  for (let i = 0; i < name.length; i++) if (bytes[start + i] !== name[i]) return false;
  return true;
}

/**
 * Which field the key at bytes `start` to `end` names (OTHER for an unknown key, DECLINE for `dob`, `esrd`, the
 * ESRD and RxHCC fields and `__proto__`, which the byte reader leaves to the text path): the one candidate of that length and first
 * byte, compared byte by byte, so no key string is built.
 */
export function fieldOf(bytes: Uint8Array, start: number, end: number): number {
  const first = bytes[start];
  switch (end - start) {
    case 2:
      if (first === 114) return equals(bytes, start, end, NAME_RX) ? DECLINE : OTHER;
      return equals(bytes, start, end, NAME_ID) ? ID : OTHER;
    case 3:
      if (first === 97) return equals(bytes, start, end, NAME_AGE) ? AGE : OTHER;
      if (first === 112) return equals(bytes, start, end, NAME_PDP) ? DECLINE : OTHER;
      if (first === 100) return equals(bytes, start, end, NAME_DOB) ? DECLINE : OTHER;
      if (bytes[start + 1] === 101) return equals(bytes, start, end, NAME_SEX) ? SEX : OTHER;
      return equals(bytes, start, end, NAME_SNP) ? SNP : OTHER;
    case 4:
      if (first === 100) return equals(bytes, start, end, NAME_DUAL) ? DUAL : OTHER;
      if (first === 111) return equals(bytes, start, end, NAME_OREC) ? OREC : OTHER;
      return equals(bytes, start, end, NAME_ESRD) ? DECLINE : OTHER;
    case 8:
      return equals(bytes, start, end, NAME_DIALYSIS) ? DECLINE : OTHER;
    case 9:
      if (first === 100) return equals(bytes, start, end, NAME_DIAGNOSES) ? DIAGNOSES : OTHER;
      if (first === 108) return equals(bytes, start, end, NAME_LOW_INCOME) ? DECLINE : OTHER;
      return equals(bytes, start, end, NAME_PROTO) ? DECLINE : OTHER;
    case 11:
      if (first === 103) return equals(bytes, start, end, NAME_GRAFT_MONTHS) ? DECLINE : OTHER;
      return equals(bytes, start, end, NAME_NEW_ENROLLEE) ? NEW_ENROLLEE : OTHER;
    case 13:
      return equals(bytes, start, end, NAME_INSTITUTIONAL) ? INSTITUTIONAL : OTHER;
    default:
      return OTHER;
  }
}

