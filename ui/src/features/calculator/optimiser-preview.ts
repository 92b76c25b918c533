import { type CalculatorPatient, type RafEngine, calculatorOptimiser, readCodeList } from '@rafdesk/core';

/**
 * The calculator's Optimizer: of the pasted codes, those that still raise an HCC on top of the active ones,
 * and every other one with its reason (core's one calculator, the payment year's model).
 */
export function optimiserLeftOut(engine: RafEngine, patient: CalculatorPatient, pasted: readonly string[], existing: readonly string[], year: number) {
  const codes = readCodeList(pasted).codes;
  return calculatorOptimiser(engine, patient, codes, existing, year).match(
    (outcome) => ({ keep: [...outcome.keep], left: outcome.left.map((code) => ({ code: code.code, reason: code.reason })) }),
    () => ({ keep: codes, left: [] }),
  );
}
