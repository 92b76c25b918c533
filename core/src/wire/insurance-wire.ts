import { z } from 'zod';
import { InsuranceIdSchema, PlanIdSchema } from '../domain/ids.js';
import { TimestampSchema } from '../domain/calendar-date.js';
import type { Insurance, InsuranceInput, Plan } from '../domain/insurance.js';
import { orNull } from './wire-values.js';

export const WireInsuranceSchema = z.object({
  insuranceID: InsuranceIdSchema, insuranceName: z.string(), insuranceStatus: z.boolean(), creationDate: TimestampSchema,
});
export type WireInsurance = z.infer<typeof WireInsuranceSchema>;

export function toWireInsurance(insurance: Insurance): WireInsurance {
  return { insuranceID: insurance.id, insuranceName: insurance.name, insuranceStatus: insurance.active, creationDate: insurance.createdAt };
}

/** A checked wire insurance as the domain's (the endpoints' codecs decode with it). */
export function insuranceOfWire(w: z.output<typeof WireInsuranceSchema>): Insurance {
  return { id: w.insuranceID, name: w.insuranceName, active: w.insuranceStatus, createdAt: w.creationDate };
}

/** Internal field → wire field of the insurance form (POST Insurances, PUT Insurances/UpdateInsurance), for naming fields in error messages. */
export const INSURANCE_INPUT_WIRE_FIELDS = { id: 'insuranceID', name: 'insuranceName' } as const satisfies Record<keyof InsuranceInput, string>;

export const WirePlanSchema = z.object({ planID: PlanIdSchema, planName: z.string(), insuranceID: InsuranceIdSchema.nullish() });
/** An insurance plan of the lookups. */
export type WirePlan = z.infer<typeof WirePlanSchema>;

export function toWirePlan(plan: Plan): WirePlan {
  return { planID: plan.id, planName: plan.name, insuranceID: plan.insuranceId };
}

/** A checked wire plan as the domain's (the endpoints' codecs decode with it). */
export function planOfWire(w: z.output<typeof WirePlanSchema>): Plan {
  return { id: w.planID, name: w.planName, insuranceId: orNull(w.insuranceID) };
}
