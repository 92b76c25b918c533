import { type IsoDate, formatDisplayDate, sexLabel, type Sex } from '@rafdesk/core';

/** RAF figures show 2 decimals (spec 02 §9). */
export const rafText = (value: number): string => value.toFixed(2);
/** Explanations show 3 decimals, as the CMS software prints factors. */
export const factorText = (value: number | null): string => (value === null ? '—' : value.toFixed(3));
/** Percentages are the ratio ×100 with 2 decimals. */
export const percentText = (ratio: number): string => `${(ratio * 100).toFixed(2)}%`;
/** Dates show MM/DD/YYYY. */
export const dateText = (date: IsoDate | null): string => (date === null ? '' : formatDisplayDate(date));
export const sexText = (sex: Sex): string => sexLabel(sex);
/** HCC columns show the category number, blank when the code maps to none. */
export const categoryText = (value: number | null): string => (value === null ? '' : String(value));
