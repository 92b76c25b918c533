import { z } from 'zod';
import { TimestampSchema } from '../domain/calendar-date.js';
import type { LoginReportRow } from '../domain/login-report-row.js';
import { orNull, wireText } from './wire-values.js';

export const WireLoginReportRowSchema = z.object({
  username: z.string(), firstName: wireText, lastName: wireText, lastLogin: TimestampSchema.nullish(), dayS_ACTIVITY: z.number().int().nonnegative(),
});
/** A row of GET Authentication (the login report). */
export type WireLoginReportRow = z.infer<typeof WireLoginReportRowSchema>;

export function toWireLoginReportRow(row: LoginReportRow): WireLoginReportRow {
  return { username: row.userName, firstName: row.firstName, lastName: row.lastName, lastLogin: row.lastLoginAt, dayS_ACTIVITY: row.activeDays };
}

/** A checked wire row of the login report as the domain's (the endpoint's codec decodes with it). */
export function loginReportRowOfWire(w: WireLoginReportRow): LoginReportRow {
  return { userName: w.username, firstName: orNull(w.firstName), lastName: orNull(w.lastName), lastLoginAt: orNull(w.lastLogin), activeDays: w.dayS_ACTIVITY };
}
