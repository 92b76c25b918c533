import { describe, expect, it } from 'vitest';
import type { OpenValue } from './gap-value-types.js';
import { rankWorklist, type WorklistEntry } from './worklist-ranking.js';

const entry = (patient: string, raf: number, annualBudget: number | null, open = 1): WorklistEntry<string> => ({
  patient,
  openValue: { raf, dollars: annualBudget === null ? null : { annualBudget, netSurplus: annualBudget / 2 }, factorStatus: 'final', gaps: open } satisfies OpenValue,
  gaps: Array.from({ length: open }, () => ({ kind: 'recapture' as const, hcc: 'HCC37', state: 'open' as const, raf: raf / open })),
});

describe('rankWorklist', () => {
  it('ranks by open RAF, then dollars, then fewer open gaps, keeping the given order on a tie', () => {
    const ranked = rankWorklist([entry('a', 0.2, 100), entry('b', 0.5, 10), entry('c', 0.2, 300), entry('d', 0.2, 100, 3), entry('e', 0.2, 100), entry('f', 0.2, null)]);
    expect(ranked.map((row) => row.patient)).toEqual(['b', 'c', 'a', 'e', 'd', 'f']);
  });
});
