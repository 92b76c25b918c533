import { z } from 'zod';
import { InsuranceIdSchema, PlanIdSchema } from './ids.js';
import { TimestampSchema } from './calendar-date.js';

export const InsuranceSchema = z.object({
  id: InsuranceIdSchema,
  name: z.string(),
  active: z.boolean(),
  createdAt: TimestampSchema,
});
/** An insurance company (payer). */
export type Insurance = z.infer<typeof InsuranceSchema>;

export const InsuranceInputSchema = z.object({ id: InsuranceIdSchema.nullable(), name: z.string() });
/** The insurance form: a name, and the id when editing. */
export type InsuranceInput = z.infer<typeof InsuranceInputSchema>;

export const PlanSchema = z.object({ id: PlanIdSchema, name: z.string(), insuranceId: InsuranceIdSchema.nullable() });
/** An insurance plan (a lookup for patients and the calculator); `insuranceId` null for a plan every insurance offers. */
export type Plan = z.infer<typeof PlanSchema>;
