import { describe, expect, it } from 'vitest';
import * as engine from '../raf/index.js';
import { recaptureCurve } from './recapture-curve.js';

const on = (code: string, dateOfService: string) => ({ code, dateOfService });

describe('recaptureCurve', () => {
  const patients = [
    // HCC37 and HCC226 in 2024; HCC37 recaptured in March 2025; HCC226 of 2023 recaptured in May 2024.
    [on('E11.22', '2024-02-01'), on('E11.22', '2025-03-10'), on('I50.9', '2024-05-01'), on('I50.9', '2023-04-01')],
    // HCC38 and HCC226 in 2024; HCC38 recaptured by a higher HCC (E11.42, HCC37) in June 2025; HCC226 of 2023 recaptured in October 2024.
    [on('E11.9', '2024-01-01'), on('E11.42', '2025-06-20'), on('I50.9', '2023-02-01'), on('I50.9', '2024-10-01')],
  ];

  it('gives, month by month, the share of last year\'s HCCs documented again, a higher HCC recapturing a lower one', () => {
    const curve = recaptureCurve(engine, patients, 2025, '2025-07-15');
    expect(curve).toMatchObject({ serviceYear: 2025, paymentYear: 2026 });
    expect(curve.thisYear.map((point) => [point.month, point.documented, point.of])).toEqual([
      [1, 0, 4], [2, 0, 4], [3, 1, 4], [4, 1, 4], [5, 1, 4], [6, 2, 4], [7, 2, 4],
    ]);
    expect(curve.thisYear[6]?.share).toBe(0.5);
  });

  it('compares with the year before over all 12 months, with the same model', () => {
    const curve = recaptureCurve(engine, patients, 2025, '2025-07-15');
    expect(curve.lastYear).toHaveLength(12);
    // 2023 had HCC226 twice (two patients); 2024 recaptured the first in May, the second in October.
    expect(curve.lastYear.map((point) => point.documented)).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2]);
    expect(curve.lastYear[11]).toMatchObject({ of: 2, share: 1 });
  });

  it('counts nothing as recaptured when nobody had an HCC the year before', () => {
    expect(recaptureCurve(engine, [[on('E11.9', '2025-01-01')]], 2025, '2025-12-31').thisYear.every((point) => point.of === 0 && point.share === 0)).toBe(true);
  });
});
