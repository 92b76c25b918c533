import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentScoreOf, scorePayment, type PaymentSubject } from '../coding/record-scoring.js';
import { NO_PAYMENT_FACTS } from '../domain/patient-esrd.js';
import * as engine from '../raf/index.js';
import { highRiskRules } from './high-risk-rules.js';
import { paymentScorer, rafChangeOf } from './raf-change.js';
import { screenCode } from './screen-high-risk.js';

const POOL = ['E1122', 'E119', 'I509', 'N184', 'J449', 'F329', 'I4891', 'E6601', 'I10', 'I110', 'Z8673', 'I252', 'Z85118', 'C3490', 'C189', 'I2699', 'I639', 'I214', 'G20', 'M069'];
const patient: PaymentSubject = { sex: 'F', dateOfBirth: '1948-11-02', dualStatus: 'none', institutional: false, newEnrollee: false, originalReasonForEntitlement: 0, ...NO_PAYMENT_FACTS };
const arbitraryPatient = fc.record({ sex: fc.constantFrom('F' as const, 'M' as const), dateOfBirth: fc.constantFrom('1938-02-14', '1948-11-02', '1957-07-30', '1970-01-09'), dualStatus: fc.constantFrom('none' as const, 'full' as const) })
  .map((who): PaymentSubject => ({ ...patient, ...who }));
const score = (who: PaymentSubject, codes: readonly string[], year: number) => paymentScoreOf(scorePayment(engine, who, codes, year)._unsafeUnwrap());

describe('the RAF change of an alternative code', () => {
  it('is the engine score with the flagged code minus the engine score with the alternative in its place', () => {
    fc.assert(fc.property(arbitraryPatient, fc.uniqueArray(fc.constantFrom(...POOL), { maxLength: 6 }), fc.constantFrom(...POOL), fc.constantFrom(...POOL), fc.constantFrom(2026, 2027),
      (who, others, flagged, alternative, year) => {
        const change = rafChangeOf(engine, who, others, flagged, alternative, year)._unsafeUnwrap();
        const rest = others.filter((code) => code !== flagged);
        expect(change.withCode).toBe(score(who, [...rest, flagged], year));
        expect(change.withAlternative).toBe(score(who, [...rest, alternative], year));
        expect(change.difference).toBeCloseTo(change.withCode - change.withAlternative, 10);
      }), { numRuns: 60 });
  });

  it('is what every flag of the screen carries, with the patient\'s other codes of the year', () => {
    const { rules } = highRiskRules();
    fc.assert(fc.property(arbitraryPatient, fc.integer({ min: 0, max: rules.length - 1 }), fc.uniqueArray(fc.constantFrom(...POOL.filter((code) => !['I10', 'I110'].includes(code))), { maxLength: 5 }),
      (who, index, others) => {
        const rule = rules[index]!;
        const fixture = rule.fixtures.fires;
        const diagnoses = [...fixture.facts.diagnoses, ...others.map((code) => ({ ...fixture.facts.diagnoses[0]!, code, dateOfService: fixture.screen.dateOfService, inpatientStay: false }))];
        const [flag] = screenCode(engine, { patient: who, facts: { ...fixture.facts, diagnoses }, inCatalogue: () => true, rules: { version: 1, rules: [rule] } }, fixture.screen);
        expect(flag).toBeDefined();
        const year = Number(fixture.screen.dateOfService.slice(0, 4)) + 1;
        const flagged = fixture.screen.code.replace('.', '');
        const codes = [...new Set(diagnoses.map((d) => d.code.replace('.', '')))].filter((code) => code !== flagged);
        expect(flag?.rafChange?.difference).toBeCloseTo(score(who, [...codes, flagged], year) - score(who, [...codes, flag!.alternative.replace('.', '')], year), 10);
      }), { numRuns: 40 });
  });

  it('scores each set of codes once, whatever their order, to the figure scorePayment gives', () => {
    let calls = 0;
    const counted = { ...engine, scoreBeneficiary: (...args: Parameters<typeof engine.scoreBeneficiary>) => { calls += 1; return engine.scoreBeneficiary(...args); } };
    const scorer = paymentScorer(counted, patient, 2027);
    const first = scorer(['I509', 'E1122', 'N184']);
    const again = scorer(['N184', 'I509', 'E1122', 'I509']);
    expect(calls).toBe(1);
    expect(paymentScoreOf(again._unsafeUnwrap())).toBe(paymentScoreOf(first._unsafeUnwrap()));
    expect(paymentScoreOf(first._unsafeUnwrap())).toBe(score(patient, ['E1122', 'I509', 'N184'], 2027));
    scorer(['I509', 'E1122']);
    expect(calls).toBe(2);
  });
});
