import { describe, expect, it } from 'vitest';
import * as engine from '../raf/index.js';
import type { ScoringSubject } from '../ports/repositories/patient-repository.js';
import { err } from 'neverthrow';
import type { RecordId } from '../domain/ids.js';
import { NO_PAYMENT_FACTS } from '../domain/patient-esrd.js';
import { modelLabelOf } from './payment-model.js';
import { recordPaymentFigures } from './record-payment-figures.js';
import { rafScoreOf, scoreCodes, scorePartD, scorePayment, scoreRecordFigures, scoreRecordPartD } from './record-scoring.js';

const row = (code: string, flags: Partial<{ active: boolean; billedFirstSemester: boolean; billedSecondSemester: boolean }> = {}) =>
  ({ code, active: true, billedFirstSemester: false, billedSecondSemester: false, ...flags });

function subject(diagnostics: ScoringSubject['diagnostics'], overrides: Partial<ScoringSubject> = {}): ScoringSubject {
  return {
    recordId: 1 as RecordId, paymentYear: 2026, sex: 'F', dateOfBirth: '1948-11-02', dualStatus: 'none', institutional: false, newEnrollee: false,
    originalReasonForEntitlement: 0, patientActive: true, ...NO_PAYMENT_FACTS, diagnostics, ...overrides,
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

describe('scorePayment: which model pays the patient', () => {
  const who = { dob: '1948-11-02', sex: 'F' as const };
  const esrdPayment = (facts: { dialysis?: true; graftMonths?: number }, codes: string[], year: 2026 | 2027 = 2026) => {
    const result = engine.scoreEsrd({ ...who, esrd: true, ...facts, diagnoses: codes }, { year })._unsafeUnwrap();
    return result.paymentScore ?? result.rawScore;
  };

  it('scores a patient without ESRD with CMS-HCC', () => {
    const score = scorePayment(engine, subject([]), ['E1122'], 2026)._unsafeUnwrap();
    expect(score.model).toBe('CMS-HCC');
  });

  it('scores a dialysis patient with the ESRD model, and the record\'s figures and label follow it', () => {
    const dialysis = subject([row('N186'), row('E1122', { billedFirstSemester: true })], { esrdStatus: 'dialysis' });
    expect(scorePayment(engine, dialysis, ['N186'], 2026)._unsafeUnwrap().model).toBe('ESRD');
    const figures = scoreRecordFigures(engine, dialysis, 2026)._unsafeUnwrap();
    expect(figures.rafTotal).toBe(esrdPayment({ dialysis: true }, ['N186', 'E1122']));
    expect(figures.rafBilledFirstSemester).toBe(esrdPayment({ dialysis: true }, ['E1122']));
    expect(figures.rafTotal).not.toBe(raf(['N186', 'E1122']));
    expect(figures.modelLabel).toBe('ESRD dialysis 2026');
  });

  it('scores a transplant by its months: the transplant months, then a functioning graft', () => {
    const transplant = (months: number) => scoreRecordFigures(engine, subject([row('E1122')], { esrdStatus: 'transplant', monthsSinceTransplant: months }), 2027)._unsafeUnwrap();
    expect(transplant(2)).toMatchObject({ modelLabel: 'ESRD transplant 2027', rafTotal: esrdPayment({ graftMonths: 2 }, ['E1122'], 2027) });
    expect(transplant(14)).toMatchObject({ modelLabel: 'ESRD functioning graft 2027', rafTotal: esrdPayment({ graftMonths: 14 }, ['E1122'], 2027) });
  });

  it('fails, naming the ESRD model, when the year has no ESRD tables: never a CMS-HCC figure in its place', () => {
    const noEsrd = { ...engine, scoreEsrd: () => err({ kind: 'SupplementalModelNotAvailable' as const, model: 'ESRD' as const, year: 2026 as const }) };
    const failed = scoreRecordFigures(noEsrd, subject([row('N186')], { esrdStatus: 'dialysis' }), 2026)._unsafeUnwrapErr();
    expect(failed).toEqual({ kind: 'ScoringFailed', message: 'ESRD patient, scored with the ESRD model: the ESRD model has no tables for payment year 2026' });
  });

  it('refuses a transplant without its months in the engine\'s words', () => {
    const failed = scorePayment(engine, subject([], { esrdStatus: 'transplant', monthsSinceTransplant: null }), [], 2026)._unsafeUnwrapErr();
    expect(failed.message).toMatch(/^ESRD patient, scored with the ESRD model: graftMonths: months since the kidney transplant/);
  });
});

describe('scorePartD', () => {
  it('scores RxHCC (MA-PD) with the low-income subsidy where the year has RxHCC tables', () => {
    const low = scoreRecordPartD(engine, subject([row('E1122'), row('I509', { active: false })], { lowIncomeSubsidy: true }), 2027)._unsafeUnwrap();
    const expected = engine.scoreRx({ dob: '1948-11-02', sex: 'F', lowIncome: true, planType: 'MA-PD', diagnoses: ['E1122'] }, { year: 2027 })._unsafeUnwrap();
    expect(low).toEqual(expected);
    expect(low.segment.code).toBe('Rx_CE_LowAged');
    expect(scorePartD(engine, subject([]), ['E1122'], 2027)._unsafeUnwrap().segment.code).toBe('Rx_CE_NoLowAged');
  });

  it('says in words why a year cannot be scored: ambiguous RxHCC factors', () => {
    expect(scorePartD(engine, subject([]), ['E1122'], 2025)._unsafeUnwrapErr().message).toMatch(/^RxHCC cannot be scored for payment year 2025/);
  });
});

describe('recordPaymentFigures', () => {
  it('gives the card the Part D score of the active codes with its factor status, and the total\'s status', () => {
    const record = subject([row('E1122'), row('I509', { active: false })], { paymentYear: 2027, lowIncomeSubsidy: true });
    const figures = recordPaymentFigures(engine, record);
    const rx = scoreRecordPartD(engine, record, 2027)._unsafeUnwrap();
    expect(figures.partD).toEqual({ score: rx.paymentScore ?? rx.rawScore, status: expect.stringMatching(/^(final|proposed|secondary|unconfirmed)$/), note: null, lowIncome: true });
    expect(figures.totalStatus).toMatch(/^(final|proposed|secondary|unconfirmed)$/);
  });

  it('says why a year gives no Part D score instead of a number', () => {
    const figures = recordPaymentFigures(engine, subject([row('E1122')], { paymentYear: 2025 }));
    expect(figures.partD).toMatchObject({ score: null, status: null, lowIncome: false });
    expect(figures.partD.note).toMatch(/^RxHCC cannot be scored for payment year 2025/);
  });
});
