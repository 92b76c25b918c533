import { describe, expect, it } from 'vitest';
import { readCoefficients, readDuplicatedCoefficients } from './read-coefficients.js';
import { SourceProblem } from './source-problem.js';

const file = (rows: string[]) => ['coefficient,value,model_domain,model_version', ...rows].join('\n');

describe('reading relative factors', () => {
  it('refuses a variable given twice in a strict read', () => {
    expect(() => readCoefficients('f.csv', file(['A_F70_74,0.1,RxHCC,R08', 'A_F70_74,0.1,RxHCC,R08']), 'R08')).toThrow(SourceProblem);
  });

  it('keeps a repeat with the same value, and counts, never picks, a variable given two values', () => {
    const read = readDuplicatedCoefficients('f.csv', file(['A_F70_74,0.1,RxHCC,R08', 'A_F70_74,0.1,RxHCC,R08', 'a_rxhcc1,2.5,RxHCC,R08', 'A_RXHCC1,2.4,RxHCC,R08', 'A_RXHCC5,0.3,RxHCC,R08_PDP_ONLY']), 'R08');
    expect(read).toEqual({ values: { A_F70_74: 100 }, conflicting: 1, variables: 2 });
  });

  it('refuses a version the file does not have', () => {
    expect(() => readDuplicatedCoefficients('f.csv', file(['A_F70_74,0.1,RxHCC,R08']), 'R08_MAPD_ONLY')).toThrow('no factors for R08_MAPD_ONLY');
  });
});
