import { err, ok, type Result } from 'neverthrow';
import { formatIsoDate, isRealCalendarDate, isoDateParts, type IsoDate } from '../domain/calendar-date.js';

const TYPED = /^(\d{2})[-/](\d{2})[-/](\d{4})$/;

/**
 * Reads a date as typed in a masked field (MM-DD-YYYY, or MM/DD/YYYY) or as sent on the wire
 * (YYYY-MM-DD). Accepts only days that exist; never throws.
 */
export function parseTypedDate(text: string): Result<IsoDate, 'NotADate'> {
  const value = text.trim();
  const typed = TYPED.exec(value);
  if (typed) {
    const [month, day, year] = [Number(typed[1]), Number(typed[2]), Number(typed[3])];
    return isRealCalendarDate(year, month, day) ? ok(formatIsoDate(year, month, day)) : err('NotADate');
  }
  return isoDateParts(value) ? ok(value) : err('NotADate');
}

/** The date as the mask shows it: MM-DD-YYYY. */
export function formatTypedDate(date: IsoDate): string {
  const [year, month, day] = date.split('-');
  return `${month}-${day}-${year}`;
}

/** The date as lists and reports show it: MM/DD/YYYY. */
export function formatDisplayDate(date: IsoDate): string {
  return formatTypedDate(date).replaceAll('-', '/');
}

/** Digits only, dashes placed: what a ##-##-#### (MM-DD-YYYY) mask shows while typing. */
export function maskTypedDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== '').join('-');
}

/** A typed MM-DD-YYYY date as a calendar picker shows it (local midnight); null while it is not a whole, real date. */
export function pickerDateOf(text: string): Date | null {
  return TYPED.test(text.trim()) ? parseTypedDate(text).map((iso) => {
    const [year, month, day] = iso.split('-').map(Number);
    return new Date(year ?? 0, (month ?? 1) - 1, day ?? 1);
  }).unwrapOr(null) : null;
}

/** A day picked on a calendar (local time) as the mask types it: MM-DD-YYYY. */
export function typedDateOfPicked(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getMonth() + 1)}-${two(date.getDate())}-${date.getFullYear()}`;
}
