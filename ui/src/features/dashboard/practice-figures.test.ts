import { describe, it, expect } from 'vitest';
import { type PatientFigures, practiceFigures } from './practice-figures.js';
import { isPendingInSemester } from '@rafdesk/core';

const patient = (overrides: Partial<PatientFigures> = {}): PatientFigures => ({
  active: true, rafTotal: 1, rafBilledFirstSemester: 0, rafBilledSecondSemester: 0, billedFractionFirstSemester: 0, billedFractionSecondSemester: 0,
  diagnosticCount: 1, ...overrides,
});

describe('practiceFigures', () => {
  it('averages the RAF and weighs the billed percentage by RAF, over active patients only', () => {
    const figures = practiceFigures([
      patient({ rafTotal: 2, rafBilledFirstSemester: 2, rafBilledSecondSemester: 1, billedFractionFirstSemester: 1, billedFractionSecondSemester: 0.5 }),
      patient({ rafTotal: 1 }),
      patient({ active: false, rafTotal: 9, rafBilledFirstSemester: 9 }),
    ], isPendingInSemester);
    expect(figures).toMatchObject({ patients: 3, activePatients: 2, averageRaf: 1.5, totalRaf: 3 });
    expect(figures.billedFirstSemester).toBeCloseTo(2 / 3);
    expect(figures.billedSecondSemester).toBeCloseTo(1 / 3);
    expect(figures.pendingFirstSemester).toBe(1);
    expect(figures.pendingSecondSemester).toBe(2);
    // The patient pending in both semesters counts once, as the Patients List's indicator (core's combined list) does.
    expect(figures.pendingPatients).toBe(2);
  });

  it('has no average or percentage without active patients', () => {
    expect(practiceFigures([], isPendingInSemester)).toMatchObject({ averageRaf: null, billedFirstSemester: null, billedSecondSemester: null });
  });
});
