import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isPendingInSemester } from './pending-raf-report.js';
import { groupPatientFigures, practiceFigures, type PatientFigureFacts } from './practice-figures.js';

const patient = (overrides: Partial<PatientFigureFacts> = {}): PatientFigureFacts => ({
  active: true, rafTotal: 1, rafBilledFirstSemester: 0, rafBilledSecondSemester: 0, billedFractionFirstSemester: 0, billedFractionSecondSemester: 0,
  diagnosticCount: 1, ...overrides,
});

describe('practiceFigures', () => {
  it('averages the RAF and weighs the billed percentage by RAF, over active patients only', () => {
    const figures = practiceFigures(groupPatientFigures([
      patient({ rafTotal: 2, rafBilledFirstSemester: 2, rafBilledSecondSemester: 1, billedFractionFirstSemester: 1, billedFractionSecondSemester: 0.5 }),
      patient({ rafTotal: 1 }),
      patient({ active: false, rafTotal: 9, rafBilledFirstSemester: 9 }),
    ]));
    expect(figures).toMatchObject({ patients: 3, activePatients: 2, averageRaf: 1.5, totalRaf: 3 });
    expect(figures.billedFirstSemester).toBeCloseTo(2 / 3);
    expect(figures.billedSecondSemester).toBeCloseTo(1 / 3);
    expect(figures.pendingFirstSemester).toBe(1);
    expect(figures.pendingSecondSemester).toBe(2);
    // The patient pending in both semesters counts once, as the Patients List's indicator (core's combined list) does.
    expect(figures.pendingPatients).toBe(2);
  });

  it('has no average or percentage without active patients', () => {
    expect(practiceFigures([])).toMatchObject({ patients: 0, averageRaf: null, billedFirstSemester: null, billedSecondSemester: null });
  });

  it('counts the pending patients of the groups as the pending rule counts them patient by patient (property)', () => {
    const fraction = fc.constantFrom(0, 0.4, 1, 1.2);
    const patients = fc.array(fc.record({
      active: fc.boolean(), rafTotal: fc.double({ min: 0, max: 5, noNaN: true }), rafBilledFirstSemester: fc.constant(0), rafBilledSecondSemester: fc.constant(0),
      billedFractionFirstSemester: fraction, billedFractionSecondSemester: fraction, diagnosticCount: fc.nat(4),
    }), { maxLength: 40 });
    fc.assert(fc.property(patients, (rows) => {
      const active = rows.filter((row) => row.active);
      const figures = practiceFigures(groupPatientFigures(rows));
      expect(figures.pendingFirstSemester).toBe(active.filter((row) => isPendingInSemester(row, 1)).length);
      expect(figures.pendingSecondSemester).toBe(active.filter((row) => isPendingInSemester(row, 2)).length);
      expect(figures.pendingPatients).toBe(active.filter((row) => isPendingInSemester(row, 1) || isPendingInSemester(row, 2)).length);
    }));
  });
});
