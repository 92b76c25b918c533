import { normaliseCode } from '../raf/engine/code-key.js';

/**
 * True when two codes are one keying slip apart, as keyed without the dot: one character replaced (I10 / I15), one
 * added or dropped (I10 / I110), or two neighbouring characters swapped (the ICD-9 250.00 / 205.00 of OIG's mis-keyed
 * example). That is an optimal-string-alignment distance of exactly 1; a code is not its own neighbour.
 */
export function oneKeystrokeApart(a: string, b: string): boolean {
  return slipApart(normaliseCode(a) ?? a.toUpperCase(), normaliseCode(b) ?? b.toUpperCase());
}

/**
 * {@link oneKeystrokeApart} of two codes already upper case and without the dot. It runs for every pair of a patient's
 * codes on every screened line (`rafdesk score --explain`), so it compares characters in place and allocates nothing.
 */
function slipApart(x: string, y: string): boolean {
  if (x === y) return false;
  if (x.length === y.length) {
    let first = -1;
    let second = -1;
    for (let i = 0; i < x.length; i++) {
      if (x.charCodeAt(i) === y.charCodeAt(i)) continue;
      if (first === -1) first = i;
      else if (second === -1) second = i;
      else return false;
    }
    return second === -1 || (second === first + 1 && x[first] === y[second] && x[second] === y[first]);
  }
  const [shorter, longer] = x.length < y.length ? [x, y] : [y, x];
  if (longer.length - shorter.length !== 1) return false;
  // The first difference is the added character: the rest of the longer code, shifted by one, is the shorter's rest.
  let at = 0;
  while (at < shorter.length && shorter.charCodeAt(at) === longer.charCodeAt(at)) at++;
  for (let i = at; i < shorter.length; i++) if (shorter.charCodeAt(i) !== longer.charCodeAt(i + 1)) return false;
  return true;
}

/**
 * A code's neighbours in the catalogue among `candidates`: candidates one keying slip away (see
 * {@link oneKeystrokeApart}) that are codes of the catalogue (`inCatalogue`, the portal's ICD-10-CM list).
 */
export function catalogueNeighbours(code: string, candidates: readonly string[], inCatalogue: (code: string) => boolean): string[] {
  const own = normaliseCode(code) ?? code.toUpperCase();
  const found: string[] = [];
  for (const candidate of new Set(candidates.map((one) => normaliseCode(one) ?? one))) {
    if (slipApart(own, candidate.toUpperCase()) && inCatalogue(candidate)) found.push(candidate);
  }
  return found;
}
