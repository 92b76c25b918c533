import { z } from 'zod';
import { TimestampSchema } from './calendar-date.js';

export const LoginReportRowSchema = z.object({
  userName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  lastLoginAt: TimestampSchema.nullable(),
  /** Days with at least one sign-in. */
  activeDays: z.number().int().nonnegative(),
});
/** One user's line of the login report. */
export type LoginReportRow = z.infer<typeof LoginReportRowSchema>;
