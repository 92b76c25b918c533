import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { semesterOf } from './semesters.js';
import { billedFraction, computeRecordFigures, type BillableDiagnostic } from './record-figures.js';
import { checkBillingChange, planAutoBilling } from './billing-rules.js';
import { isPendingInSemester, pendingRafReport } from './pending-raf-report.js';
import { insuranceReportRow } from './insurance-report.js';
import type { InsuranceReportBasis } from '../ports/repositories/insurance-repository.js';
import type { DoctorId, InsuranceId } from '../domain/ids.js';

const dx = (code: string, over: Partial<BillableDiagnostic> = {}): BillableDiagnostic =>
  ({ code, active: true, billedFirstSemester: false, billedSecondSemester: false, ...over });

// A scorer with a demographic part of 0.5 and 0.1 per distinct code: enough to check which codes each figure uses.
const scorer = (codes: readonly string[]) => 0.5 + 0.1 * new Set(codes).size;

describe('semesterOf', () => {
  it('puts January–June in semester 1 and July–December in semester 2', () => {
    expect(semesterOf('2026-01-01')).toBe(1);
    expect(semesterOf('2026-06-30')).toBe(1);
    expect(semesterOf('2026-07-01')).toBe(2);
    expect(semesterOf('2026-12-31')).toBe(2);
  });
});

describe('computeRecordFigures', () => {
  it('scores the total from active diagnostics and each semester from the active ones billed in it', () => {
    const figures = computeRecordFigures([
      dx('E119', { billedFirstSemester: true }), dx('I5022', { billedFirstSemester: true, billedSecondSemester: true }),
      dx('J449'), dx('N184', { active: false, billedFirstSemester: true }),
    ], scorer);
    expect(figures.rafTotal).toBeCloseTo(0.8);
    expect(figures.rafBilledFirstSemester).toBeCloseTo(0.7);
    expect(figures.rafBilledSecondSemester).toBeCloseTo(0.6);
    expect(figures.billedFractionFirstSemester).toBeCloseTo(0.7 / 0.8);
    expect(figures.billedFractionSecondSemester).toBeCloseTo(0.6 / 0.8);
  });

  it('scores a code the record lists once per service date once (a submitted note adds a second row of it)', () => {
    const scored: string[][] = [];
    computeRecordFigures([dx('E039', { billedFirstSemester: true }), dx('E1165'), dx('E039', { billedFirstSemester: true }), dx('E1165', { billedSecondSemester: true })], (codes) => {
      scored.push([...codes]);
      return 0;
    });
    expect(scored).toEqual([['E039', 'E1165'], ['E039'], ['E1165']]);
  });

  it('gives a record with nothing coded a billed fraction of 1', () => {
    const figures = computeRecordFigures([], scorer);
    expect(figures.billedFractionFirstSemester).toBe(1);
    expect(figures.billedFractionSecondSemester).toBe(1);
  });

  it('never bills more than the total when billing only removes codes from the total (property)', () => {
    fc.assert(fc.property(fc.array(fc.record({ code: fc.constantFrom('A', 'B', 'C', 'D'), active: fc.boolean(), billedFirstSemester: fc.boolean(), billedSecondSemester: fc.boolean() })), (rows) => {
      const figures = computeRecordFigures(rows, scorer);
      expect(figures.rafBilledFirstSemester).toBeLessThanOrEqual(figures.rafTotal + 1e-12);
      expect(figures.billedFractionSecondSemester).toBeLessThanOrEqual(1 + 1e-12);
    }));
  });

  it('divides safely when the total is zero', () => {
    expect(billedFraction(0, 0)).toBe(1);
  });
});

describe('checkBillingChange', () => {
  const rows = [dx('E119'), dx('I10', { active: false })];
  it('refuses an inactive patient', () => {
    expect(checkBillingChange(false, rows, ['E119'])._unsafeUnwrapErr()).toEqual({ kind: 'PatientInactive' });
  });
  it('refuses an inactive diagnostic and names it', () => {
    expect(checkBillingChange(true, rows, ['E119', 'I10'])._unsafeUnwrapErr()).toEqual({ kind: 'DiagnosticInactive', code: 'I10' });
  });
  it('refuses a code the record does not have', () => {
    expect(checkBillingChange(true, rows, ['J449'])._unsafeUnwrapErr()).toEqual({ kind: 'DiagnosticNotOnRecord', code: 'J449' });
  });
  it('allows active diagnostics of an active patient', () => {
    expect(checkBillingChange(true, rows, ['E119']).isOk()).toBe(true);
  });
});

describe('planAutoBilling', () => {
  it('bills every active diagnostic not yet billed in the semester, once per code', () => {
    const rows = [dx('E119'), dx('E119'), dx('I5022', { billedFirstSemester: true }), dx('I10', { active: false }), dx('J449', { billedSecondSemester: true })];
    expect(planAutoBilling(rows, 1)).toEqual(['E119', 'J449']);
    expect(planAutoBilling(rows, 2)).toEqual(['E119', 'I5022']);
  });
});

describe('pendingRafReport', () => {
  const patient = (name: string, rafTotal: number, diagnosticCount: number, first: number, second: number) =>
    ({ name, rafTotal, diagnosticCount, billedFractionFirstSemester: first, billedFractionSecondSemester: second });

  it('lists nothing-coded and coded-but-unbilled patients per semester, by RAF descending, combined by DX count', () => {
    const patients = [
      patient('uncoded', 0.4, 0, 1, 1),
      patient('partly billed', 1.9, 4, 0.6, 1),
      patient('fully billed', 2.5, 3, 1, 0.5),
      patient('unbilled', 1.2, 2, 0.3, 0.3),
    ];
    const report = pendingRafReport(patients);
    expect(report.firstSemester.map((p) => p.name)).toEqual(['partly billed', 'unbilled', 'uncoded']);
    expect(report.secondSemester.map((p) => p.name)).toEqual(['fully billed', 'unbilled', 'uncoded']);
    expect(report.combined.map((p) => p.name)).toEqual(['uncoded', 'unbilled', 'fully billed', 'partly billed']);
  });

  it('does not list a fully billed coded patient', () => {
    expect(isPendingInSemester(patient('x', 1, 2, 1, 1), 1)).toBe(false);
  });
});

describe('insuranceReportRow', () => {
  const basis: InsuranceReportBasis = {
    doctorId: 1 as DoctorId, doctorNpi: '1234567893', doctorName: 'Elena Rivera', doctorSpeciality: 'Internal Medicine',
    insuranceId: 1 as InsuranceId, insuranceName: 'Caribe', activePatients: 10, rafTotalSum: 12, rafBilledFirstSemesterSum: 9,
    rafBilledSecondSemesterSum: 6, premiumPerMember: 1000, medicalLossRatio: 0.85, surplusShare: 0.5, expensesOverall: 100_000,
  };

  it('computes the general report line by hand-worked formulas', () => {
    const row = insuranceReportRow(basis, 'general');
    expect(row.rafScore).toBeCloseTo(1.2);
    expect(row.annualBudget).toBeCloseTo(10 * 1000 * 1.2 * 12); // 144,000
    expect(row.surplusTotal).toBeCloseTo(144_000 * 0.85 - 100_000); // 22,400
    expect(row.netSurplus).toBeCloseTo(11_200);
    expect(row.billedFraction).toBeCloseTo((0.75 + 0.5) / 2);
    expect(row.netSurplusBilled).toBeNull();
  });

  it('bills the net surplus by the semester fraction in the semester reports', () => {
    expect(insuranceReportRow(basis, 'firstSemester').netSurplusBilled).toBeCloseTo(11_200 * 0.75);
    expect(insuranceReportRow(basis, 'secondSemester').netSurplusBilled).toBeCloseTo(11_200 * 0.5);
  });

  it('gives an agreement without active patients a zero budget rather than a division by zero', () => {
    const row = insuranceReportRow({ ...basis, activePatients: 0, rafTotalSum: 0, rafBilledFirstSemesterSum: 0, rafBilledSecondSemesterSum: 0 }, 'general');
    expect(row.rafScore).toBe(0);
    expect(row.annualBudget).toBe(0);
    expect(row.surplusTotal).toBe(-100_000);
  });
});
