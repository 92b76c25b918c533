import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { catalogueNeighbours, oneKeystrokeApart } from './code-neighbours.js';

/** The optimal-string-alignment distance by its textbook table: what oneKeystrokeApart's comparisons in place must equal. */
function alignmentDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const at = (i: number, j: number) => d[i]?.[j] ?? Infinity;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      (d[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}

describe('oneKeystrokeApart', () => {
  it.each([
    ['I10', 'I110', 'a character added'], ['I11.0', 'I10', 'a character dropped, dots aside'], ['E11.22', 'E11.21', 'a character replaced'],
    ['E11.29', 'E11.92', 'two neighbouring characters swapped'],
  ])('%s and %s are neighbours: %s', (a, b) => expect(oneKeystrokeApart(a, b)).toBe(true));

  it.each([
    ['I10', 'I10', 'a code is not its own neighbour'], ['E11.22', 'E11.9', 'two slips'], ['E1129', 'E1192X', 'a swap and an addition'], ['E119', 'E911', 'a swap of characters that are not side by side'],
  ])('%s and %s are not: %s', (a, b) => expect(oneKeystrokeApart(a, b)).toBe(false));

  it('is an alignment distance of exactly 1, for any two codes of a small alphabet (where slips are frequent)', () => {
    const code = fc.string({ unit: fc.constantFrom('E', 'I', '1', '2', '9'), minLength: 1, maxLength: 7 });
    fc.assert(fc.property(code, code, (a, b) => oneKeystrokeApart(a, b) === (alignmentDistance(a, b) === 1)), { numRuns: 3000 });
  });
});

describe('catalogueNeighbours', () => {
  it('keeps the candidates one slip away that the catalogue holds, each once', () => {
    expect(catalogueNeighbours('I110', ['I10', 'I10', 'I1100', 'I11.9', 'E119'], (code) => code !== 'I1100')).toEqual(['I10', 'I119']);
  });
});
