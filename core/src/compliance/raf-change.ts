import type { Result } from 'neverthrow';
import type { ScoringFailed } from '../coding/payment-model.js';
import type { RafEngine } from '../coding/raf-engine.js';
import { paymentModelLabel, paymentScoreOf, scorePayment, type PaymentScore, type PaymentSubject } from '../coding/record-scoring.js';
import type { FactorSetting } from '../raf/index.js';
import { normaliseCode } from '../raf/engine/code-key.js';

/** What coding the alternative instead of a flagged code does to the patient's payment score. */
export interface RafChange {
  readonly paymentYear: number;
  /** Payment score of the year's codes with the flagged code. */
  readonly withCode: number;
  /** Payment score of the same codes with the alternative in the flagged code's place. */
  readonly withAlternative: number;
  /** `withCode − withAlternative`, to the engine's 3 decimals: what the flag puts at risk (hierarchies and interactions included). */
  readonly difference: number;
  readonly modelLabel: string;
}

const codeOf = (code: string): string => normaliseCode(code) ?? code.trim().toUpperCase();

/** Two numbers of 3 decimals apart, without the float's noise. */
export const thousandthsApart = (a: number, b: number): number => Math.round((a - b) * 1000) / 1000;

/** The payment score of a set of codes, for one patient and payment year. */
export type CodesScorer = (codes: readonly string[]) => Result<PaymentScore, ScoringFailed>;

/**
 * {@link scorePayment} of one patient in one year, each set of codes scored once: every flag of a screen scores the
 * year's codes with the flagged code, which is the same set for all of them.
 */
export function paymentScorer(engine: RafEngine, patient: PaymentSubject, year: number, factorSettings: readonly FactorSetting[] = []): CodesScorer {
  const known = new Map<string, Result<PaymentScore, ScoringFailed>>();
  return (codes) => {
    const set = [...new Set(codes)].sort();
    const key = set.join(',');
    const found = known.get(key);
    if (found !== undefined) return found;
    const scored = scorePayment(engine, patient, set, year, factorSettings);
    known.set(key, scored);
    return scored;
  };
}

/**
 * Two full engine scores (`scorePayment`: the model CMS pays the patient with, normalised, coding-adjusted and blended):
 * `codes` with `flagged` minus `codes` with `alternative` instead of it. Never a table look-up, so an alternative that
 * still raises an HCC, or a flagged code trumped by another, shows what it really changes.
 */
export function rafChangeOf(
  engine: RafEngine, patient: PaymentSubject, codes: readonly string[], flagged: string, alternative: string, year: number, factorSettings: readonly FactorSetting[] = [],
  score: CodesScorer = paymentScorer(engine, patient, year, factorSettings),
): Result<RafChange, ScoringFailed> {
  const code = codeOf(flagged);
  const others = [...new Set(codes.map(codeOf))].filter((other) => other !== code);
  return score([...others, code]).andThen((withCode) =>
    score([...others, codeOf(alternative)]).map((withAlternative) => ({
      paymentYear: year,
      withCode: paymentScoreOf(withCode),
      withAlternative: paymentScoreOf(withAlternative),
      difference: thousandthsApart(paymentScoreOf(withCode), paymentScoreOf(withAlternative)),
      modelLabel: paymentModelLabel(engine, withCode),
    })));
}
