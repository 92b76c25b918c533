import { describe, it, expect } from 'vitest';
import { maskTypedDate } from './date-of-birth-field.js';

describe('maskTypedDate', () => {
  it('places the dashes of MM-DD-YYYY as digits are typed', () => {
    expect(['0', '01', '011', '0115', '01151', '01151970'].map(maskTypedDate)).toEqual(['0', '01', '01-1', '01-15', '01-15-1', '01-15-1970']);
  });

  it('keeps only digits, at most eight, from pasted text', () => {
    expect(maskTypedDate('01/15/1970 extra 99')).toBe('01-15-1970');
    expect(maskTypedDate('ab')).toBe('');
  });
});
