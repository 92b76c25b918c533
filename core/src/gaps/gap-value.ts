import type { Result } from 'neverthrow';
import type { ScoringFailed } from '../coding/payment-model.js';
import type { RafEngine } from '../coding/raf-engine.js';
import type { PaymentSubject } from '../coding/record-scoring.js';
import type { FactorSetting } from '../raf/index.js';
import type { Gap } from './gap.js';
import type { GapAgreementFigures, GapValue, OpenValue } from './gap-value-types.js';

/** What valuing a patient's gaps needs: the patient (demographics, ESRD, LIS), this year's codes and the year's settings. */
export interface GapValueInput {
  readonly patient: PaymentSubject;
  readonly paymentYear: number;
  /** This year's active codes (the record's RAF total codes). */
  readonly codes: readonly string[];
  readonly agreement: GapAgreementFigures | null;
  readonly factorSettings?: readonly FactorSetting[];
}

/**
 * Each gap's marginal value: the payment score with the gap's code added to this year's codes minus the score without
 * it, both full engine runs (hierarchies, interactions, count variables, normalisation, coding adjustment, blend).
 * Closed gaps are worth 0 and are not scored.
 */
export function valueGaps(engine: RafEngine, input: GapValueInput, gaps: readonly Gap[]): Result<GapValue[], ScoringFailed> {
  void engine; void input; void gaps;
  throw new Error('valueGaps: not implemented yet');
}

/** The value of the open gaps together: one engine run with all their codes, so two gaps of one hierarchy count once. */
export function openValueOf(engine: RafEngine, input: GapValueInput, gaps: readonly Gap[]): Result<OpenValue, ScoringFailed> {
  void engine; void input; void gaps;
  throw new Error('openValueOf: not implemented yet');
}
