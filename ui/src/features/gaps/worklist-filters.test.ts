import { describe, expect, it } from 'vitest';
import { filtered, filtersOf, NO_FILTERS, paramsWithFilters } from './worklist-filters.js';

describe('the worklist filters in the address', () => {
  it('reads every filter back as it was written, and leaves the list\'s own parameters alone but its page', () => {
    const written = paramsWithFilters(new URLSearchParams('q=rosa&sort=openRaf&order=desc&page=3'), { doctorId: 4, insuranceId: 2, kind: 'suspect', hcc: 'HCC48', status: 'deferred' });
    expect(written.toString()).toBe('q=rosa&sort=openRaf&order=desc&doctor=4&insurance=2&kind=suspect&hcc=HCC48&status=deferred');
    expect(filtersOf(written)).toEqual({ doctorId: 4, insuranceId: 2, kind: 'suspect', hcc: 'HCC48', status: 'deferred' });
  });

  it('leaves the defaults out, so an unfiltered list has a clean address', () => {
    expect(paramsWithFilters(new URLSearchParams('doctor=4&status=open'), NO_FILTERS).toString()).toBe('');
    expect(filtered(NO_FILTERS)).toBe(false);
    expect(filtered({ ...NO_FILTERS, hcc: 'HCC37' })).toBe(true);
  });

  it('reads a broken or hand-edited part as unfiltered, each part alone', () => {
    expect(filtersOf(new URLSearchParams('doctor=abc&insurance=-1&kind=maybe&hcc=37&status=closed'))).toEqual(NO_FILTERS);
    expect(filtersOf(new URLSearchParams('doctor=abc&hcc=hcc37'))).toEqual({ ...NO_FILTERS, hcc: 'HCC37' });
  });
});
