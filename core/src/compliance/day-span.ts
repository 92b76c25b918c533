import { isoDateParts, type IsoDate } from '../domain/calendar-date.js';

const DAY_MS = 86_400_000;

const dayNumber = (date: IsoDate): number => {
  const parts = isoDateParts(date);
  if (!parts) throw new Error(`dayNumber needs a real ISO date, got ${date}`);
  return Date.UTC(parts.year, parts.month - 1, parts.day) / DAY_MS;
};

/** Whole days from `from` to `to` (negative when `to` is earlier); calendar arithmetic, no zones involved. */
export const daysFrom = (from: IsoDate, to: IsoDate): number => dayNumber(to) - dayNumber(from);

/** The calendar year of a date of service: the service year whose diagnoses set the next payment year. */
export const yearOf = (date: IsoDate): number => Number(date.slice(0, 4));
