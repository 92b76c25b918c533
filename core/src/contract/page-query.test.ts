import { describe, expect, it } from 'vitest';
import { ACCEPTED_PAGE_SIZES, pageQuerySchema } from './page-query.js';

describe('paging', () => {
  it('accepts the spec list sizes, the lookup sizes and the export size', () => {
    expect(ACCEPTED_PAGE_SIZES).toEqual([10, 20, 50, 100, 250, 500, 1000, 1500, 5000, 999999]);
  });

  it('parses strings from the query and fills defaults', () => {
    expect(pageQuerySchema().parse({ pageNumber: '4', pageSize: '50' })).toEqual({ pageNumber: 4, pageSize: 50 });
    expect(pageQuerySchema().parse({})).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(pageQuerySchema(1000).parse({})).toEqual({ pageNumber: 1, pageSize: 1000 });
  });

  it('refuses a default that is not an accepted size', () => {
    expect(() => pageQuerySchema(15)).toThrow(RangeError);
  });

  it('refuses fractions, zero and sizes outside the list', () => {
    for (const query of [{ pageNumber: '1.5' }, { pageNumber: '0' }, { pageSize: '11' }, { pageSize: 'all' }]) {
      expect(pageQuerySchema().safeParse(query).success).toBe(false);
    }
  });
});
