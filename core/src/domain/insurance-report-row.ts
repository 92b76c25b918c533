import { z } from 'zod';

const money = z.number().finite();

export const InsuranceReportKindSchema = z.enum(['general', 'firstSemester', 'secondSemester']);
/** The three insurance billing reports. */
export type InsuranceReportKind = z.infer<typeof InsuranceReportKindSchema>;

export const InsuranceReportRowSchema = z.object({
  doctorNpi: z.string().nullable(),
  doctorName: z.string().nullable(),
  doctorSpeciality: z.string().nullable(),
  insuranceName: z.string(),
  activePatients: z.number().int().nonnegative(),
  rafScore: z.number().finite(),
  premiumValue: money,
  surplusAgreement: z.number().finite(),
  /** Billed fraction of the RAF (both semesters, or the report's semester); a ratio. */
  billedFraction: z.number().finite(),
  medicalLossRatio: z.number().finite(),
  annualBudget: money,
  surplusTotal: money,
  netSurplus: money,
  /** Net surplus billed in the report's semester; null in the general report. */
  netSurplusBilled: money.nullable(),
  expensesOverall: money,
});
/** One doctor × insurance line of an insurance report; money in US dollars. */
export type InsuranceReportRow = z.infer<typeof InsuranceReportRowSchema>;
