import { addDays, type IsoDate } from '../domain/calendar-date.js';

/** A progress note's service date may be at most this many days before today. */
export const SERVICE_DATE_DAYS_BACK = 90;

/** The earliest and latest service date allowed on `today` (both inclusive). Today is passed in, never read from a clock. */
export function serviceDateWindow(today: IsoDate): { earliest: IsoDate; latest: IsoDate } {
  return { earliest: addDays(today, -SERVICE_DATE_DAYS_BACK), latest: today };
}

/** True when `date` lies within the 90 days up to and including `today`. */
export function isWithinServiceWindow(date: IsoDate, today: IsoDate): boolean {
  const { earliest, latest } = serviceDateWindow(today);
  return date >= earliest && date <= latest;
}
