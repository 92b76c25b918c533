import { codeDictionary } from '../tables/installed-tables.js';
import { INVALID_KEY, codeKey } from './code-key.js';

/** The shared dictionary of every mapped code, with an open-addressing hash from code key to index. */
export interface CodeIndex {
  readonly codes: readonly string[];
  /** The dictionary index of a code key, or -1 when no mapping knows the code. */
  indexOfKey(key: number): number;
  /** True when some dictionary code starts with this code and is longer: the code is a category header. */
  isHeader(code: string): boolean;
}

const BITS = 15;
const SIZE = 1 << BITS;

const slotOf = (key: number) => {
  const low = key >>> 0;
  const high = (key / 4294967296) | 0;
  return Math.imul(low ^ Math.imul(high, 0x85ebca6b), 0x9e3779b1) >>> (32 - BITS);
};

function buildIndex(): CodeIndex {
  const codes = codeDictionary().split(' ');
  if (codes.length * 2 > SIZE) throw new Error('The code dictionary outgrew its hash table');
  const keys = new Float64Array(SIZE).fill(INVALID_KEY);
  const values = new Int32Array(SIZE);
  codes.forEach((code, index) => {
    const key = codeKey(code);
    let slot = slotOf(key);
    while (keys[slot] !== INVALID_KEY) slot = (slot + 1) & (SIZE - 1);
    keys[slot] = key;
    values[slot] = index;
  });
  return {
    codes,
    indexOfKey(key) {
      if (key === INVALID_KEY) return -1;
      let slot = slotOf(key);
      for (;;) {
        const stored = keys[slot];
        if (stored === key) return values[slot] ?? -1;
        if (stored === INVALID_KEY) return -1;
        slot = (slot + 1) & (SIZE - 1);
      }
    },
    isHeader(code) {
      let low = 0;
      let high = codes.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if ((codes[middle] ?? '') <= code) low = middle + 1;
        else high = middle;
      }
      const next = codes[low];
      return next !== undefined && next.length > code.length && next.startsWith(code);
    },
  };
}

let index: CodeIndex | null = null;

/** The code index, built on first use and shared by every model and year. */
export function codeIndex(): CodeIndex {
  index ??= buildIndex();
  return index;
}
