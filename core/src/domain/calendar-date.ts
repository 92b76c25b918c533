import { z } from 'zod';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True when year/month/day name a day that exists in the proleptic Gregorian calendar (years 1–9999). */
export function isRealCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Splits an ISO `YYYY-MM-DD` text into numbers, or null when it is not a real date. */
export function isoDateParts(text: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealCalendarDate(year, month, day) ? { year, month, day } : null;
}

export const IsoDateSchema = z.string().refine((text) => isoDateParts(text) !== null, 'must be a real date written YYYY-MM-DD');
/** A calendar day without time or zone, written `YYYY-MM-DD`. */
export type IsoDate = z.infer<typeof IsoDateSchema>;

export const TimestampSchema = z.iso.datetime({ offset: true });
/** An instant, ISO 8601 with a zone (`2026-03-18T14:05:00.000Z`). */
export type Timestamp = z.infer<typeof TimestampSchema>;

/** Writes a real date as `YYYY-MM-DD`. */
export function formatIsoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The ISO date `days` days after `date` (negative goes back); calendar arithmetic, no zones involved. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const parts = isoDateParts(date);
  if (!parts) throw new Error(`addDays needs a real ISO date, got ${date}`);
  const shifted = new Date(Date.UTC(parts.year, parts.month - 1, parts.day) + days * DAY_MS);
  return formatIsoDate(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** Whole years between a birth date and a later day (the age shown beside a date of birth). */
export function ageOn(birth: IsoDate, on: IsoDate): number {
  const b = isoDateParts(birth);
  const o = isoDateParts(on);
  if (!b || !o) throw new Error('ageOn needs real ISO dates');
  const hadBirthday = o.month > b.month || (o.month === b.month && o.day >= b.day);
  return o.year - b.year - (hadBirthday ? 0 : 1);
}
