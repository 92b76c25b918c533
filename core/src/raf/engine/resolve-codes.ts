import { codeIndex } from './code-index.js';
import { INVALID_KEY, codeKey } from './code-key.js';

/** The codes of one beneficiary keyed and looked up once, shared by every model scored. Reused between calls. */
export interface ResolvedCodes {
  count: number;
  /** Normalised code key, or INVALID_KEY when the text is not shaped like a code. */
  keys: Float64Array;
  /** Dictionary index, -1 when no mapping knows the code. */
  index: Int32Array;
  /** 1 when an earlier code has the same normalised form. */
  duplicate: Uint8Array;
}

// Texts that are not codes are duplicates only when they read the same once trimmed and upper-cased.
const sameText = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** Empty scratch for {@link resolveCodes}. */
export function emptyResolvedCodes(capacity = 16): ResolvedCodes {
  return { count: 0, keys: new Float64Array(capacity), index: new Int32Array(capacity), duplicate: new Uint8Array(capacity) };
}

function reserve(out: ResolvedCodes, n: number): void {
  if (n <= out.keys.length) return;
  const capacity = Math.max(n, out.keys.length * 2);
  out.keys = new Float64Array(capacity);
  out.index = new Int32Array(capacity);
  out.duplicate = new Uint8Array(capacity);
}

/**
 * The same as {@link resolveCodes} for codes already keyed by `codeKey` (`keys[0]` to `keys[count - 1]`,
 * none of them INVALID_KEY): looks up and de-duplicates by key alone, with no text at all.
 */
export function resolveKeys(keys: Float64Array, count: number, out: ResolvedCodes): ResolvedCodes {
  reserve(out, count);
  const lookup = codeIndex();
  out.count = count;
  for (let i = 0; i < count; i++) {
    const key = keys[i] as number;
    out.keys[i] = key;
    out.index[i] = lookup.indexOfKey(key);
    let duplicate = 0;
    for (let j = 0; j < i; j++) {
      if (keys[j] === key) {
        duplicate = 1;
        break;
      }
    }
    out.duplicate[i] = duplicate;
  }
  return out;
}

/** Normalises, de-duplicates and looks up the codes into `out`, growing its arrays only when a list is longer than any before. */
export function resolveCodes(codes: readonly string[], out: ResolvedCodes): ResolvedCodes {
  const n = codes.length;
  reserve(out, n);
  const lookup = codeIndex();
  out.count = n;
  for (let i = 0; i < n; i++) {
    const text = codes[i] ?? '';
    // Keyed character by character and looked up in the integer hash: faster than a map keyed by strings.
    const key = codeKey(text);
    const index = key === INVALID_KEY ? -1 : lookup.indexOfKey(key);
    out.keys[i] = key;
    out.index[i] = index;
    let duplicate = 0;
    for (let j = 0; j < i; j++) {
      if (out.keys[j] === key && (key !== INVALID_KEY || sameText(codes[j] ?? '', text))) {
        duplicate = 1;
        break;
      }
    }
    out.duplicate[i] = duplicate;
  }
  return out;
}
