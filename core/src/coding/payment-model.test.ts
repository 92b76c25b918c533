import { describe, expect, it } from 'vitest';
import * as engine from '../raf/index.js';
import type { RecordId } from '../domain/ids.js';
import { NO_PAYMENT_FACTS, type PaymentFacts } from '../domain/patient-esrd.js';
import type { ScoringSubject } from '../ports/repositories/patient-repository.js';
import { paymentModelLabelOf, paymentModelOf } from './payment-model.js';
import { scoreRecordFigures } from './record-scoring.js';

const subject = (facts: Partial<PaymentFacts>, paymentYear: number): ScoringSubject => ({
  recordId: 1 as RecordId, paymentYear, sex: 'F', dateOfBirth: '1948-11-02', dualStatus: 'none', institutional: false, newEnrollee: false,
  originalReasonForEntitlement: 0, patientActive: true, ...NO_PAYMENT_FACTS, ...facts,
  diagnostics: [{ code: 'E1122', active: true, billedFirstSemester: false, billedSecondSemester: false }],
});

describe('paymentModelOf', () => {
  it('gives CMS-HCC with the year\'s own model, and the ESRD model with the engine\'s reading of the ESRD facts', () => {
    expect(paymentModelOf(engine, NO_PAYMENT_FACTS, 2025)._unsafeUnwrap()).toEqual({ model: 'CMS-HCC', year: 2025, choice: 'blend' });
    expect(paymentModelOf(engine, NO_PAYMENT_FACTS, 2026)._unsafeUnwrap()).toEqual({ model: 'CMS-HCC', year: 2026, choice: 'V28' });
    expect(paymentModelOf(engine, { esrdStatus: 'dialysis', monthsSinceTransplant: null }, 2026)._unsafeUnwrap()).toMatchObject({ model: 'ESRD', status: 'dialysis' });
    expect(paymentModelOf(engine, { esrdStatus: 'transplant', monthsSinceTransplant: 2 }, 2027)._unsafeUnwrap()).toMatchObject({ model: 'ESRD', status: 'transplant' });
    expect(paymentModelOf(engine, { esrdStatus: 'transplant', monthsSinceTransplant: 14 }, 2027)._unsafeUnwrap()).toMatchObject({ model: 'ESRD', status: 'graft' });
  });

  it('refuses a year without tables in the one wording every refusal uses', () => {
    expect(paymentModelOf(engine, NO_PAYMENT_FACTS, 2019)._unsafeUnwrapErr().message).toBe(engine.paymentYearNotAvailable(2019, engine.PAYMENT_YEARS));
    expect(engine.describeRafError({ kind: 'UnknownPaymentYear', year: 2019 } as engine.RafError)).toBe(engine.paymentYearNotAvailable(2019, engine.PAYMENT_YEARS));
  });

  it('labels a record as its scored figures do, without scoring it', () => {
    const cases: [Partial<PaymentFacts>, number][] = [[{}, 2025], [{}, 2026], [{ esrdStatus: 'dialysis' }, 2027], [{ esrdStatus: 'transplant', monthsSinceTransplant: 2 }, 2027], [{ esrdStatus: 'transplant', monthsSinceTransplant: 9 }, 2027]];
    for (const [facts, year] of cases) {
      const record = subject(facts, year);
      const label = paymentModelOf(engine, record, year).map((model) => paymentModelLabelOf(engine, model))._unsafeUnwrap();
      expect(label).toBe(scoreRecordFigures(engine, record, year)._unsafeUnwrap().modelLabel);
    }
  });
});
