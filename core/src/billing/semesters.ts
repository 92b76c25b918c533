import type { IsoDate } from '../domain/calendar-date.js';
import type { BillingSemester } from '../domain/record.js';

/** Semester 1 is January–June, semester 2 July–December. */
export function semesterOf(date: IsoDate): BillingSemester {
  return Number(date.slice(5, 7)) <= 6 ? 1 : 2;
}
