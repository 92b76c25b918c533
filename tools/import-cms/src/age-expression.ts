import type { AgeRange } from '@rafdesk/core/raf/data-files';
import { SourceProblem } from './source-problem.js';

const FORMS: readonly [RegExp, (a: number, b: number) => AgeRange][] = [
  [/^age\s*>=\s*(\d+)$/, (a) => ({ min: a, max: null })],
  [/^age\s*>\s*(\d+)$/, (a) => ({ min: a + 1, max: null })],
  [/^age\s*<\s*(\d+)$/, (a) => ({ min: 0, max: a - 1 })],
  [/^age\s*<=\s*(\d+)$/, (a) => ({ min: 0, max: a })],
  [/^age\s*=\s*(\d+)$/, (a) => ({ min: a, max: a })],
  [/^(\d+)\s*<=\s*age\s*<=\s*(\d+)$/, (a, b) => ({ min: a, max: b })],
];

/** Reads an age condition as CMS's model software writes it (`age >= 15`, `9 <= age <= 64`, `age = 0`). */
export function parseAgeExpression(file: string, text: string): AgeRange {
  for (const [pattern, build] of FORMS) {
    const match = pattern.exec(text.trim());
    if (match) return build(Number(match[1]), Number(match[2] ?? 0));
  }
  throw new SourceProblem(file, `unknown age condition "${text}"`);
}
