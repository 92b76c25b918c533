import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, ageOn, isRealCalendarDate, isoDateParts, IsoDateSchema } from './calendar-date.js';
import { ROLE_NAMES, roleIdOf, roleNameOf } from './role.js';
import { sexFromLabel, sexLabel } from './sex.js';

const isoDate = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

describe('calendar dates', () => {
  it('accepts leap days only in leap years', () => {
    expect([isRealCalendarDate(2024, 2, 29), isRealCalendarDate(2023, 2, 29), isRealCalendarDate(1900, 2, 29), isRealCalendarDate(2000, 2, 29)]).toEqual([true, false, false, true]);
    expect(IsoDateSchema.safeParse('2026-04-31').success).toBe(false);
  });

  it('moves back and forth by the same number of days', () => {
    fc.assert(fc.property(isoDate, fc.integer({ min: -400, max: 400 }), (date, days) => {
      expect(addDays(addDays(date, days), -days)).toBe(date);
      expect(isoDateParts(addDays(date, days))).not.toBeNull();
    }));
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('counts an age in whole years, turning on the birthday', () => {
    expect([ageOn('1950-03-18', '2026-03-17'), ageOn('1950-03-18', '2026-03-18')]).toEqual([75, 76]);
  });
});

describe('roles and sex', () => {
  it('fixes Doctor at 5 and InsuranceStaff at 9 and maps every role both ways', () => {
    expect([roleIdOf('Doctor'), roleIdOf('InsuranceStaff')]).toEqual([5, 9]);
    for (const role of ROLE_NAMES) expect(roleNameOf(roleIdOf(role))).toBe(role);
    expect(roleNameOf(7)).toBeNull();
  });

  it('shows Male for M and Female for F, and reads the labels back', () => {
    expect([sexLabel('M'), sexLabel('F'), sexFromLabel('Male'), sexFromLabel('Female'), sexFromLabel('X')]).toEqual(['Male', 'Female', 'M', 'F', null]);
  });
});
