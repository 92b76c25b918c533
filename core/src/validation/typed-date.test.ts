import { describe, expect, it } from 'vitest';
import { maskTypedDate, parseTypedDate, pickerDateOf, typedDateOfPicked } from './typed-date.js';

describe('typed dates', () => {
  it('masks MM-DD-YYYY as digits are typed, and keeps at most eight digits of pasted text', () => {
    expect(['0', '01', '011', '0115', '01151', '01151970'].map(maskTypedDate)).toEqual(['0', '01', '01-1', '01-15', '01-15-1', '01-15-1970']);
    expect(maskTypedDate('01/15/1970 extra 99')).toBe('01-15-1970');
    expect(maskTypedDate('ab')).toBe('');
  });

  it('reads typed and wire dates, and only days that exist', () => {
    expect(parseTypedDate('02-29-2024')._unsafeUnwrap()).toBe('2024-02-29');
    expect(parseTypedDate('2024-02-29')._unsafeUnwrap()).toBe('2024-02-29');
    expect(parseTypedDate('02-29-2023').isErr()).toBe(true);
  });

  it('gives a calendar the typed day at local midnight, and nothing for a partial or impossible date', () => {
    const picked = pickerDateOf('02-29-2024');
    expect(picked && [picked.getFullYear(), picked.getMonth(), picked.getDate(), picked.getHours()]).toEqual([2024, 1, 29, 0]);
    expect(['02-29', '02-30-2024', '2024-02-29', ''].map(pickerDateOf)).toEqual([null, null, null, null]);
  });

  it('types a picked day back as MM-DD-YYYY, the round trip losing nothing', () => {
    expect(typedDateOfPicked(new Date(1970, 0, 5, 23, 59))).toBe('01-05-1970');
    const back = pickerDateOf(typedDateOfPicked(new Date(2026, 10, 25)));
    expect(back && typedDateOfPicked(back)).toBe('11-25-2026');
  });
});
