import { describe, expect, it } from 'vitest';
import * as engine from '../raf/index.js';
import type { ScoringSubject } from '../ports/repositories/patient-repository.js';
import type { RecordId } from '../domain/ids.js';
import { modelLabelOf, rafScoreOf, scoreCodes, scoreRecordFigures } from './record-scoring.js';

const row = (code: string, flags: Partial<{ active: boolean; billedFirstSemester: boolean; billedSecondSemester: boolean }> = {}) =>
  ({ code, active: true, billedFirstSemester: false, billedSecondSemester: false, ...flags });

function subject(diagnostics: ScoringSubject['diagnostics'], overrides: Partial<ScoringSubject> = {}): ScoringSubject {
  return {
    recordId: 1 as RecordId, paymentYear: 2026, sex: 'F', dateOfBirth: '1948-11-02', dualStatus: 'none', institutional: false, newEnrollee: false,
    originalReasonForEntitlement: 0, patientActive: true, diagnostics, ...overrides,
  };
}

const raf = (codes: string[], who: Partial<ScoringSubject> = {}) => {
  const dual = who.dualStatus === 'full' ? 'full' : 'non';
  const result = engine.scoreBeneficiary({ dob: '1948-11-02', sex: 'F', dual, diagnoses: codes }, { year: 2026 })._unsafeUnwrap();
  return result.paymentScore ?? result.rawScore;
};

describe('scoreRecordFigures', () => {
  it('scores the active codes for the total and the active billed codes per semester, with billed ÷ total', () => {
    const figures = scoreRecordFigures(engine, subject([
      row('E1122', { billedFirstSemester: true }), row('I509', { billedFirstSemester: true, billedSecondSemester: true }), row('N184'),
      row('C50911', { active: false, billedFirstSemester: true }),
    ]), 2026)._unsafeUnwrap();
    const total = raf(['E1122', 'I509', 'N184']);
    expect(figures).toEqual({
      rafTotal: total, rafBilledFirstSemester: raf(['E1122', 'I509']), rafBilledSecondSemester: raf(['I509']),
      billedFractionFirstSemester: raf(['E1122', 'I509']) / total, billedFractionSecondSemester: raf(['I509']) / total, modelLabel: 'V28 2026',
    });
  });

  it('uses the patient\'s demographics (a full-benefit dual scores differently)', () => {
    const plain = scoreRecordFigures(engine, subject([row('E1122')]), 2026)._unsafeUnwrap();
    const dual = scoreRecordFigures(engine, subject([row('E1122')], { dualStatus: 'full' }), 2026)._unsafeUnwrap();
    expect(dual.rafTotal).toBe(raf(['E1122'], { dualStatus: 'full' }));
    expect(dual.rafTotal).not.toBe(plain.rafTotal);
  });

  it('says why it cannot score: a year without tables, an impossible age', () => {
    expect(scoreRecordFigures(engine, subject([]), 2019)._unsafeUnwrapErr().message).toMatch(/payment year 2019 is not available/);
    expect(scoreRecordFigures(engine, subject([], { dateOfBirth: '2027-01-01' }), 2026)._unsafeUnwrapErr().kind).toBe('ScoringFailed');
  });
});

describe('scoreCodes and the labels', () => {
  it('gives the payment score of the engine and names the blend of 2025', () => {
    const result = scoreCodes(engine, subject([]), ['E119'], 2026)._unsafeUnwrap();
    expect(rafScoreOf(result)).toBe(result.paymentScore);
    expect(modelLabelOf(engine, 2025)).toBe('V24/V28 blend 2025');
  });
});
