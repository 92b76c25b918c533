import { describe, expect, it } from 'vitest';
import * as engine from '../raf/index.js';
import type { RecordId } from '../domain/ids.js';
import { NO_PAYMENT_FACTS } from '../domain/patient-esrd.js';
import type { ScoringSubject } from '../ports/repositories/patient-repository.js';
import { recordOptimiser } from './record-optimiser.js';

function subject(active: string[], overrides: Partial<ScoringSubject> = {}): ScoringSubject {
  return {
    recordId: 1 as RecordId, paymentYear: 2027, sex: 'F', dateOfBirth: '1948-11-02', dualStatus: 'none', institutional: false, newEnrollee: false,
    originalReasonForEntitlement: 0, patientActive: true, ...NO_PAYMENT_FACTS, ...overrides,
    diagnostics: active.map((code) => ({ code, active: true, billedFirstSemester: false, billedSecondSemester: false })),
  };
}

describe('recordOptimiser', () => {
  it('weighs the codes of a CMS-HCC patient on V28, and of a dialysis or transplant patient on the ESRD model\'s V24 HCCs', () => {
    // I739 (peripheral vascular disease) raises V24 HCC108 and no V28 HCC; E1122 raises an HCC in both.
    const pasted = ['I739', 'E1122'];
    const cmsHcc = recordOptimiser(engine, subject([]), pasted)._unsafeUnwrap();
    expect(cmsHcc.keep).toEqual(['E1122']);
    expect(cmsHcc.left.map((left) => left.code)).toEqual(['I739']);
    for (const facts of [{ esrdStatus: 'dialysis' as const }, { esrdStatus: 'transplant' as const, monthsSinceTransplant: 8 }]) {
      expect(recordOptimiser(engine, subject([], facts), pasted)._unsafeUnwrap()).toEqual({ keep: ['I739', 'E1122'], left: [] });
    }
  });

  it('leaves out what the record\'s active codes already raise, on the ESRD model too', () => {
    const outcome = recordOptimiser(engine, subject(['I70209'], { esrdStatus: 'dialysis' }), ['I739'])._unsafeUnwrap();
    expect(outcome).toEqual({ keep: [], left: [{ code: 'I739', reason: 'HCC108 is already raised by I70209', trumpedBy: 'HCC108' }] });
  });

  it('refuses a payment year the engine has no tables for', () => {
    expect(recordOptimiser(engine, subject([], { paymentYear: 2031 }), ['E1122'])._unsafeUnwrapErr().message).toMatch(/payment year 2031/);
  });
});
