import { type IsoDate, type Timestamp, formatDisplayDate, sexLabel, type Sex } from '@rafdesk/core';

export const rafText = (value: number): string => value.toFixed(2);
/** The ratio ×100 with 2 decimals. */
export const percentText = (ratio: number): string => `${(ratio * 100).toFixed(2)}%`;
/** MM/DD/YYYY */
export const dateText = (date: IsoDate | null): string => (date === null ? '' : formatDisplayDate(date));
/** The calendar day of an instant, MM/DD/YYYY. */
export const timestampDateText = (instant: Timestamp | null): string => (instant === null ? '' : formatDisplayDate(instant.slice(0, 10)));
export const sexText = (sex: Sex): string => sexLabel(sex);
