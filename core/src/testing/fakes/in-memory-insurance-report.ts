import type { InsuranceReportBasis, InsuranceRepository } from '../../ports/repositories/insurance-repository.js';
import type { ReportSortField } from '../../ports/repositories/list-sort.js';
import { byText, compareLower, containsText } from './fake-results.js';
import type { InMemoryClinicalState, StoredAgreement } from './in-memory-clinical-state.js';

type ReportQuery = Parameters<InsuranceRepository['reportBasis']>[0];
type Line = InsuranceReportBasis & { readonly agreementId: number; readonly lastName: string; readonly firstName: string };

/**
 * Every line of the insurance report, filtered and ordered as the database's query does: the year's active
 * agreements, each with the count and RAF sums of its doctor's active patients of that insurance with a record of the year.
 */
export function reportLines(state: InMemoryClinicalState, query: ReportQuery): InsuranceReportBasis[] {
  const text = query.searchQuery?.trim() ?? '';
  const lines = [...state.tables.agreements.values()]
    .filter((agreement) => agreement.active && agreement.paymentYear === query.paymentYear
      && (query.doctorId === null || agreement.doctorId === query.doctorId) && (query.insuranceId === null || agreement.insuranceId === query.insuranceId))
    .flatMap((agreement) => {
      const line = lineOf(state, agreement, query.paymentYear);
      return line === null || !(text === '' || line.doctorNpi.startsWith(text) || containsText(line.doctorName, text)) ? [] : [line];
    });
  return lines.sort(order(query.sort ?? null)).map(({ agreementId: _id, lastName: _last, firstName: _first, ...line }) => line);
}

function lineOf(state: InMemoryClinicalState, agreement: StoredAgreement, paymentYear: number): Line | null {
  const doctor = state.practice.doctors.get(agreement.doctorId);
  const insurance = state.tables.insurances.get(agreement.insuranceId);
  if (doctor === undefined || insurance === undefined) return null;
  const records = [...state.tables.records.values()].filter((record) => {
    const patient = state.tables.patients.get(record.patientId);
    return record.paymentYear === paymentYear && patient !== undefined && patient.active
      && patient.input.doctorId === agreement.doctorId && patient.input.insuranceId === agreement.insuranceId;
  });
  const sum = (pick: (figures: (typeof records)[number]['figures']) => number) => records.reduce((total, record) => total + pick(record.figures), 0);
  return {
    agreementId: agreement.id, lastName: doctor.input.lastName, firstName: doctor.input.firstName,
    doctorId: agreement.doctorId, doctorNpi: doctor.input.npi, doctorName: `${doctor.input.firstName} ${doctor.input.lastName}`, doctorSpeciality: doctor.input.speciality,
    insuranceId: agreement.insuranceId, insuranceName: insurance.name, activePatients: records.length, rafTotalSum: sum((f) => f.rafTotal),
    rafBilledFirstSemesterSum: sum((f) => f.rafBilledFirstSemester), rafBilledSecondSemesterSum: sum((f) => f.rafBilledSecondSemester),
    premiumPerMember: agreement.premiumPerMember, medicalLossRatio: agreement.medicalLossRatio, surplusShare: agreement.surplusShare, expensesOverall: agreement.expensesOverall,
  };
}

const KEYS: Record<ReportSortField, (a: Line, b: Line) => number> = {
  doctorNpi: (a, b) => byText(a.doctorNpi, b.doctorNpi),
  doctorName: (a, b) => byText(a.lastName, b.lastName) || byText(a.firstName, b.firstName),
  doctorSpeciality: (a, b) => byText(a.doctorSpeciality ?? '', b.doctorSpeciality ?? ''),
  insuranceName: (a, b) => byText(a.insuranceName, b.insuranceName),
  activePatients: (a, b) => a.activePatients - b.activePatients,
  premiumValue: (a, b) => a.premiumPerMember - b.premiumPerMember,
  surplusAgreement: (a, b) => a.surplusShare - b.surplusShare,
  medicalLossRatio: (a, b) => a.medicalLossRatio - b.medicalLossRatio,
  expensesOverall: (a, b) => a.expensesOverall - b.expensesOverall,
};

/** By doctor then insurance name when no order is asked for; otherwise the column, the agreement's id breaking ties, both one way. */
function order(sort: ReportQuery['sort'] | null): (a: Line, b: Line) => number {
  if (sort == null) return (a, b) => KEYS.doctorName(a, b) || compareLower(a.insuranceName, b.insuranceName) || a.agreementId - b.agreementId;
  const sign = sort.direction === 'desc' ? -1 : 1;
  return (a, b) => sign * (KEYS[sort.field](a, b) || a.agreementId - b.agreementId);
}
