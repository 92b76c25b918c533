import { z } from 'zod';
import type { InsuranceReportKind, InsuranceReportRow } from '../domain/insurance-report-row.js';
import { orNull, wireText } from './wire-values.js';

const money = z.number().finite();

export const WireInsuranceReportRowSchema = z.object({
  documentID: wireText, doctor: wireText, speciality: wireText, insuranceName: z.string(),
  patientActives: z.number().int().nonnegative(), rafScore: z.number().finite(), valueOfPremium: money,
  surplusAgreement: z.number().finite(), percentage: z.number().finite(), mrl: z.number().finite(),
  annualBudget: money, surplusTotal: money, netSurplus: money,
  netSurplusBilledFsm: money.nullish(), netSurplusBilledSsm: money.nullish(), expensesOverall: money,
});
/** A row of GetGeneralReport, GetBFSReport (with netSurplusBilledFsm) or getBSSReport (with netSurplusBilledSsm). */
export type WireInsuranceReportRow = z.infer<typeof WireInsuranceReportRowSchema>;

/** The API's spelling of a report row; the semester reports carry their semester's billed net surplus. */
export function toWireInsuranceReportRow(kind: InsuranceReportKind, row: InsuranceReportRow): WireInsuranceReportRow {
  return {
    documentID: row.doctorNpi, doctor: row.doctorName, speciality: row.doctorSpeciality, insuranceName: row.insuranceName,
    patientActives: row.activePatients, rafScore: row.rafScore, valueOfPremium: row.premiumValue,
    surplusAgreement: row.surplusAgreement, percentage: row.billedFraction, mrl: row.medicalLossRatio,
    annualBudget: row.annualBudget, surplusTotal: row.surplusTotal, netSurplus: row.netSurplus,
    ...(kind === 'firstSemester' ? { netSurplusBilledFsm: row.netSurplusBilled } : {}),
    ...(kind === 'secondSemester' ? { netSurplusBilledSsm: row.netSurplusBilled } : {}),
    expensesOverall: row.expensesOverall,
  };
}

/** How a report's checked wire row reads as the domain's: only the semester reports carry a billed net surplus. */
export function insuranceReportRowOfWire(kind: InsuranceReportKind): (w: z.output<typeof WireInsuranceReportRowSchema>) => InsuranceReportRow {
  return (w) => ({
    doctorNpi: orNull(w.documentID), doctorName: orNull(w.doctor), doctorSpeciality: orNull(w.speciality),
    insuranceName: w.insuranceName, activePatients: w.patientActives, rafScore: w.rafScore, premiumValue: w.valueOfPremium,
    surplusAgreement: w.surplusAgreement, billedFraction: w.percentage, medicalLossRatio: w.mrl, annualBudget: w.annualBudget,
    surplusTotal: w.surplusTotal, netSurplus: w.netSurplus,
    netSurplusBilled: kind === 'firstSemester' ? orNull(w.netSurplusBilledFsm) : kind === 'secondSemester' ? orNull(w.netSurplusBilledSsm) : null,
    expensesOverall: w.expensesOverall,
  });
}
