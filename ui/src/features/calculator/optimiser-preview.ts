import { type IsoDate, type RafEngine, type Sex, beneficiaryOf, optimiserOutcome, readCodeList } from '@rafdesk/core';

/**
 * The calculator's Optimizer: of the pasted codes, those that still raise an HCC on top of the active ones,
 * and every other one with its reason (core's optimizer, the payment year's model).
 */
export function optimiserLeftOut(engine: RafEngine, patient: { readonly sex: Sex; readonly dateOfBirth: IsoDate }, pasted: readonly string[], existing: readonly string[]) {
  const codes = readCodeList(pasted).codes;
  const who = beneficiaryOf({ ...patient, dualStatus: 'none', institutional: false, newEnrollee: false, originalReasonForEntitlement: 0 });
  return engine.optimiseCodes({ ...who, pasted: codes, existing }, { year: engine.DEFAULT_PAYMENT_YEAR }).match(
    (verdicts) => {
      const outcome = optimiserOutcome(verdicts);
      return { keep: [...outcome.keep], left: outcome.left.map((code) => ({ code: code.code, reason: code.reason })) };
    },
    () => ({ keep: codes, left: [] }),
  );
}
