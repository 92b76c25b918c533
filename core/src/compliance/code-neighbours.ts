import { normaliseCode } from '../raf/engine/code-key.js';

/**
 * True when two codes are one keying slip apart, as keyed without the dot: one character replaced (I10 / I15), one
 * added or dropped (I10 / I110), or two neighbouring characters swapped (the ICD-9 250.00 / 205.00 of OIG's mis-keyed
 * example). That is an optimal-string-alignment distance of exactly 1; a code is not its own neighbour.
 */
export function oneKeystrokeApart(a: string, b: string): boolean {
  const x = normaliseCode(a) ?? a.toUpperCase();
  const y = normaliseCode(b) ?? b.toUpperCase();
  if (x === y) return false;
  if (x.length === y.length) {
    const differing = [...x].flatMap((char, i) => (char === y[i] ? [] : [i]));
    if (differing.length === 1) return true;
    const [first, second] = differing;
    return differing.length === 2 && second === (first ?? -2) + 1 && x[first ?? 0] === y[second] && x[second] === y[first ?? 0];
  }
  const [shorter, longer] = x.length < y.length ? [x, y] : [y, x];
  if (longer.length - shorter.length !== 1) return false;
  for (let skip = 0; skip < longer.length; skip++) {
    if (longer.slice(0, skip) + longer.slice(skip + 1) === shorter) return true;
  }
  return false;
}

/**
 * A code's neighbours in the catalogue among `candidates`: candidates one keying slip away (see
 * {@link oneKeystrokeApart}) that are codes of the catalogue (`inCatalogue`, the portal's ICD-10-CM list).
 */
export function catalogueNeighbours(code: string, candidates: readonly string[], inCatalogue: (code: string) => boolean): string[] {
  return [...new Set(candidates.map((candidate) => normaliseCode(candidate) ?? candidate))].filter((candidate) => oneKeystrokeApart(code, candidate) && inCatalogue(candidate));
}
