import { z } from 'zod';
import type { Result } from 'neverthrow';
import { TimestampSchema } from '../domain/calendar-date.js';
import type { LoginReportRow } from '../domain/login-report-row.js';
import { orNull, wireText } from './wire-values.js';
import { parseWire, type WireFormatError } from './wire-format-error.js';

export const WireLoginReportRowSchema = z.object({
  username: z.string(), firstName: wireText, lastName: wireText, lastLogin: TimestampSchema.nullish(), dayS_ACTIVITY: z.number().int().nonnegative(),
});
/** A row of GET Authentication (the login report). */
export type WireLoginReportRow = z.infer<typeof WireLoginReportRowSchema>;

export function toWireLoginReportRow(row: LoginReportRow): WireLoginReportRow {
  return { username: row.userName, firstName: row.firstName, lastName: row.lastName, lastLogin: row.lastLoginAt, dayS_ACTIVITY: row.activeDays };
}

export function fromWireLoginReportRow(input: unknown): Result<LoginReportRow, WireFormatError> {
  return parseWire('login report row', WireLoginReportRowSchema, input, (w) => ({
    userName: w.username, firstName: orNull(w.firstName), lastName: orNull(w.lastName), lastLoginAt: orNull(w.lastLogin), activeDays: w.dayS_ACTIVITY,
  }));
}
