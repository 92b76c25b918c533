import { describe, expect, it } from 'vitest';
import * as engine from '../raf/index.js';
import { calculatorDemographics, calculatorFigures, calculatorOptimiser } from './calculator-scoring.js';

const PATIENT = { sex: 'F' as const, dateOfBirth: '1950-02-28' };
const payment = (codes: string[], year: engine.PaymentYear) => {
  const result = engine.scoreBeneficiary({ dob: PATIENT.dateOfBirth, sex: 'F', diagnoses: codes }, { year })._unsafeUnwrap();
  return result.paymentScore ?? result.rawScore;
};
const row = (code: string, billedFirstSemester = false) => ({ code, active: true, billedFirstSemester, billedSecondSemester: false });

describe('the one calculator', () => {
  it('scores an entered patient as a community, non-dual, continuing enrollee without ESRD', () => {
    expect(calculatorDemographics(PATIENT)).toEqual({
      ...PATIENT, dualStatus: 'none', institutional: false, newEnrollee: false, originalReasonForEntitlement: 0,
      esrdStatus: 'none', monthsSinceTransplant: null, lowIncomeSubsidy: false,
    });
  });

  it('gives the figures of its rows as the engine scores them, in the year asked, with the model that did', () => {
    const figures = calculatorFigures(engine, PATIENT, [row('E1122', true), row('I5022')], 2026)._unsafeUnwrap();
    expect(figures.rafTotal).toBe(payment(['E1122', 'I5022'], 2026));
    expect(figures.rafBilledFirstSemester).toBe(payment(['E1122'], 2026));
    expect(figures.modelLabel).toBe('V28 2026');
    expect(calculatorFigures(engine, PATIENT, [row('E1122')], 2025)._unsafeUnwrap().rafTotal).toBe(payment(['E1122'], 2025));
  });

  it('refuses a year the engine has no tables for, in words', () => {
    expect(calculatorFigures(engine, PATIENT, [row('E1122')], 2019)._unsafeUnwrapErr()).toMatchObject({ kind: 'ScoringFailed', message: expect.stringMatching(/2019/) });
    expect(calculatorOptimiser(engine, PATIENT, ['E1122'], [], 2019)._unsafeUnwrapErr()).toMatchObject({ kind: 'ScoringFailed', message: expect.stringMatching(/payment year 2019 is not available/) });
  });

  it('optimises pasted codes on top of the existing ones, saying why a code is left out', () => {
    const outcome = calculatorOptimiser(engine, PATIENT, ['E1122', 'E119'], [], 2026)._unsafeUnwrap();
    expect(outcome.keep).toEqual(['E1122']);
    expect(outcome.left).toEqual([expect.objectContaining({ code: 'E119' })]);
  });
});
