import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaymentSubject } from '../coding/record-scoring.js';
import { NO_PAYMENT_FACTS } from '../domain/patient-esrd.js';
import * as engine from '../raf/index.js';
import type { Gap } from './gap.js';
import { gapDollarsOf, openValueOf, patientGapValues, valueGaps, type GapValueInput } from './gap-value.js';

const patient: PaymentSubject = { sex: 'F', dateOfBirth: '1950-04-02', dualStatus: 'none', institutional: false, newEnrollee: false, originalReasonForEntitlement: 0, ...NO_PAYMENT_FACTS };
const agreement = { premiumPerMember: 1000, medicalLossRatio: 0.85, surplusShare: 0.5 };
const input = (codes: readonly string[], more: Partial<GapValueInput> = {}): GapValueInput => ({ patient, paymentYear: 2026, codes, agreement, ...more });
const gap = (hcc: string, valueCode: string, coverage: Gap['coverage'] = 'open'): Gap => ({
  key: `2026:recapture:${hcc}`, kind: 'recapture', paymentYear: 2026, model: 'V28', hcc, hccLabel: '', coverage, addressedBy: null,
  closingCodes: [valueCode], valueCode, documentation: '', evidence: [{ source: 'record-diagnosis', date: null, text: valueCode, code: valueCode, value: null, ruleId: null, identity: `diagnosis:${valueCode}` }],
  evidenceKey: `diagnosis:${valueCode}`, rules: [],
});

// The engine itself, asked directly: the payment score of a list of codes for the patient.
const engineScore = (codes: readonly string[]) => {
  const result = engine.scoreBeneficiary({ dob: patient.dateOfBirth, sex: patient.sex, dual: 'non', institutional: false, newEnrollee: false, orec: 0, diagnoses: [...codes] }, { year: 2026 })._unsafeUnwrap();
  return result.paymentScore ?? result.rawScore;
};

const CODES = ['E11.9', 'E11.22', 'E11.42', 'I50.9', 'I48.91', 'J44.9', 'N18.4', 'N18.31', 'F32.1', 'E66.01', 'G30.9', 'Z89.511', 'I10', 'M17.0', 'C50.911', 'F20.9'];

describe('valueGaps', () => {
  it('is engine(codes + the gap code) − engine(codes), whatever the codes (hierarchies and interactions included)', () => {
    fc.assert(fc.property(fc.subarray(CODES), fc.constantFrom(...CODES), (codes, added) => {
      const [value] = valueGaps(engine, input(codes), [gap('HCC0', added)])._unsafeUnwrap();
      const expected = Math.round((engineScore([...codes, added]) - engineScore(codes)) * 1000) / 1000;
      expect(value?.raf).toBeCloseTo(expected, 9);
      expect(value?.without).toBeCloseTo(engineScore(codes), 9);
      expect(value?.with).toBeCloseTo(engineScore([...codes, added]), 9);
    }), { numRuns: 60 });
  });

  it('counts an interaction: heart failure is worth more beside diabetes than alone', () => {
    const [alone] = valueGaps(engine, input([]), [gap('HCC226', 'I50.9')])._unsafeUnwrap();
    const [withDiabetes] = valueGaps(engine, input(['E11.9']), [gap('HCC226', 'I50.9')])._unsafeUnwrap();
    expect(withDiabetes?.raf).toBeGreaterThan(alone?.raf ?? 0);
  });

  it('is worth only the step up when a lower HCC of the hierarchy is coded (partly addressed), and 0 when closed', () => {
    const [step] = valueGaps(engine, input(['E11.9']), [gap('HCC37', 'E11.22', 'partly-addressed')])._unsafeUnwrap();
    const [full] = valueGaps(engine, input([]), [gap('HCC37', 'E11.22')])._unsafeUnwrap();
    expect(step?.raf).toBeLessThan(full?.raf ?? 0);
    const [closed] = valueGaps(engine, input(['E11.22']), [gap('HCC38', 'E11.9', 'closed')])._unsafeUnwrap();
    expect(closed).toMatchObject({ raf: 0, dollars: { annualBudget: 0, netSurplus: 0 } });
  });

  it('gives the dollars by the insurance report formulas and the factor status and model of the year', () => {
    const [value] = valueGaps(engine, input([]), [gap('HCC226', 'I50.9')])._unsafeUnwrap();
    const raf = value?.raf ?? 0;
    expect(value?.dollars?.annualBudget).toBeCloseTo(1000 * raf * 12, 9);
    expect(value?.dollars?.netSurplus).toBeCloseTo(1000 * raf * 12 * 0.85 * 0.5, 9);
    expect(value?.modelLabel).toBe('V28 2026');
    expect(engine.FACTOR_STATUSES).toContain(value?.factorStatus);
    expect(valueGaps(engine, input([], { agreement: null }), [gap('HCC226', 'I50.9')])._unsafeUnwrap()[0]?.dollars).toBeNull();
    expect(gapDollarsOf(null, 1)).toBeNull();
  });

  it('fails, in the engine\'s words, for a payment year it has no tables for', () => {
    expect(valueGaps(engine, input([], { paymentYear: 2031 }), [])._unsafeUnwrapErr().kind).toBe('ScoringFailed');
  });
});

describe('openValueOf', () => {
  it('counts two gaps of one hierarchy once: the higher one', () => {
    const gaps = [gap('HCC37', 'E11.22'), gap('HCC38', 'E11.9')];
    const [higher] = valueGaps(engine, input([]), [gaps[0] as Gap])._unsafeUnwrap();
    expect(openValueOf(engine, input([]), gaps)._unsafeUnwrap()).toMatchObject({ raf: higher?.raf, gaps: 2 });
  });

  it('leaves closed gaps out', () => {
    expect(openValueOf(engine, input([]), [gap('HCC38', 'E11.9', 'closed')])._unsafeUnwrap()).toMatchObject({ raf: 0, gaps: 0 });
  });
});

describe('patientGapValues', () => {
  it('gives the same values and open value as the two calls, with the open value of the gaps still to be done', () => {
    const gaps = [gap('HCC37', 'E11.22'), gap('HCC226', 'I50.9')];
    const both = patientGapValues(engine, input(['I10']), gaps, [gaps[1] as Gap])._unsafeUnwrap();
    expect(both.values).toEqual(valueGaps(engine, input(['I10']), gaps)._unsafeUnwrap());
    expect(both.open).toEqual(openValueOf(engine, input(['I10']), [gaps[1] as Gap])._unsafeUnwrap());
  });
});
