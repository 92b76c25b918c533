import { describe, expect, it } from 'vitest';
import { optimiseCodes } from '../raf/index.js';
import { describeOptimiserReason, optimiserOutcome } from './optimiser-verdicts.js';

describe('optimiserOutcome', () => {
  it('keeps codes that still raise an HCC and gives the others their reason and the trumping HCC', () => {
    const verdicts = optimiseCodes({ dob: '1950-06-15', sex: 'M', pasted: ['E119', 'E1122', 'I10'], existing: ['I509'] }, { year: 2026 })._unsafeUnwrap();
    expect(optimiserOutcome(verdicts)).toEqual({
      keep: ['E1122'],
      left: [
        { code: 'E119', reason: 'HCC38 trumped by HCC37 (Diabetes with Chronic Complications)', trumpedBy: 'HCC37' },
        { code: 'I10', reason: 'raises no HCC', trumpedBy: null },
      ],
    });
  });

  it('names an HCC another code already raises', () => {
    expect(describeOptimiserReason({ kind: 'already-raised', hcc: 'HCC226', byCode: 'I509' })).toBe('HCC226 is already raised by I509');
  });
});
