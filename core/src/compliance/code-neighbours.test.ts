import { describe, expect, it } from 'vitest';
import { catalogueNeighbours, oneKeystrokeApart } from './code-neighbours.js';

describe('oneKeystrokeApart', () => {
  it.each([
    ['I10', 'I110', 'a character added'], ['I11.0', 'I10', 'a character dropped, dots aside'], ['E11.22', 'E11.21', 'a character replaced'],
    ['E11.29', 'E11.92', 'two neighbouring characters swapped'],
  ])('%s and %s are neighbours: %s', (a, b) => expect(oneKeystrokeApart(a, b)).toBe(true));

  it.each([
    ['I10', 'I10', 'a code is not its own neighbour'], ['E11.22', 'E11.9', 'two slips'], ['E1129', 'E1192X', 'a swap and an addition'], ['E119', 'E911', 'a swap of characters that are not side by side'],
  ])('%s and %s are not: %s', (a, b) => expect(oneKeystrokeApart(a, b)).toBe(false));
});

describe('catalogueNeighbours', () => {
  it('keeps the candidates one slip away that the catalogue holds, each once', () => {
    expect(catalogueNeighbours('I110', ['I10', 'I10', 'I1100', 'I11.9', 'E119'], (code) => code !== 'I1100')).toEqual(['I10', 'I119']);
  });
});
