import { formatDisplayDate, parseTypedDate, type IsoDate, type Timestamp } from '@rafdesk/core';

/** MM/DD/YYYY, blank when unknown. */
export const dateText = (date: IsoDate | null): string => (date === null ? '' : formatDisplayDate(date));

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as MM/DD/YYYY hh:mm (24 h) in the browser's time zone: when, to whoever reads the report. */
export function dateTimeText(instant: Timestamp | Date | null): string {
  if (instant === null) return '';
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  return `${pad(at.getMonth() + 1)}/${pad(at.getDate())}/${at.getFullYear()} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A date the server sent as text (YYYY-MM-DD, or an instant that starts with one) as MM/DD/YYYY; the text itself when it is no date. */
export const isoDateText = (text: string): string => parseTypedDate(text.slice(0, 10)).map(formatDisplayDate).unwrapOr(text);

/** A date as typed (MM-DD-YYYY) shown as MM/DD/YYYY; the text itself while it is not a whole, real date. */
export const typedDateText = (text: string): string => parseTypedDate(text).map(formatDisplayDate).unwrapOr(text);
