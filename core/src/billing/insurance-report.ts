import type { InsuranceReportKind, InsuranceReportRow } from '../domain/insurance-report-row.js';
import type { InsuranceReportBasis } from '../ports/repositories/insurance-repository.js';
import { billedFraction } from './record-figures.js';

/** Annual budget of an agreement (docs/formulas.md "Insurance reports"): members × monthly premium × RAF score × 12. */
export function annualBudgetOf(members: number, premiumPerMember: number, rafScore: number): number {
  return members * premiumPerMember * rafScore * 12;
}

/** Net surplus of an agreement: (annual budget × MLR − expenses) × the doctor's share of the surplus. */
export function netSurplusOf(annualBudget: number, medicalLossRatio: number, expensesOverall: number, surplusShare: number): number {
  return (annualBudget * medicalLossRatio - expensesOverall) * surplusShare;
}

/**
 * One report line from an agreement and its patients' sums (docs/formulas.md "Insurance reports"):
 * RAF score = mean RAF total; annual budget = patients × premium × RAF score × 12; surplus total =
 * budget × MLR − expenses; net surplus = surplus total × the doctor's share; percentage = billed RAF ÷
 * RAF total (both semesters averaged in the general report); net surplus billed = net surplus × percentage.
 */
export function insuranceReportRow(basis: InsuranceReportBasis, kind: InsuranceReportKind): InsuranceReportRow {
  const rafScore = basis.activePatients === 0 ? 0 : basis.rafTotalSum / basis.activePatients;
  const annualBudget = annualBudgetOf(basis.activePatients, basis.premiumPerMember, rafScore);
  const surplusTotal = annualBudget * basis.medicalLossRatio - basis.expensesOverall;
  const netSurplus = netSurplusOf(annualBudget, basis.medicalLossRatio, basis.expensesOverall, basis.surplusShare);
  const first = billedFraction(basis.rafBilledFirstSemesterSum, basis.rafTotalSum);
  const second = billedFraction(basis.rafBilledSecondSemesterSum, basis.rafTotalSum);
  const fraction = kind === 'general' ? (first + second) / 2 : kind === 'firstSemester' ? first : second;
  return {
    doctorNpi: basis.doctorNpi,
    doctorName: basis.doctorName,
    doctorSpeciality: basis.doctorSpeciality,
    insuranceName: basis.insuranceName,
    activePatients: basis.activePatients,
    rafScore,
    premiumValue: basis.premiumPerMember,
    surplusAgreement: basis.surplusShare,
    billedFraction: fraction,
    medicalLossRatio: basis.medicalLossRatio,
    annualBudget,
    surplusTotal,
    netSurplus,
    netSurplusBilled: kind === 'general' ? null : netSurplus * fraction,
    expensesOverall: basis.expensesOverall,
  };
}
