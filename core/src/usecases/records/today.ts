import { formatIsoDate, type IsoDate } from '../../domain/calendar-date.js';

/** The calendar day of an instant in UTC: what "today" means for ages, semesters and service dates on the server. */
export function isoDay(instant: Date): IsoDate {
  return formatIsoDate(instant.getUTCFullYear(), instant.getUTCMonth() + 1, instant.getUTCDate());
}
