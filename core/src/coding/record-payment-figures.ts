import type { ScoringSubject } from '../ports/repositories/patient-repository.js';
import { totalCodes } from '../billing/record-figures.js';
import type { EsrdResult, FactorLine, FactorSetting, FactorStatus, RxResult } from '../raf/index.js';
import { isPaymentYear, yearNotAvailable } from './payment-model.js';
import type { RafEngine } from './raf-engine.js';
import { scorePayment, scoreRecordPartD, sourcesByCode, type PaymentScore } from './record-scoring.js';

/** The factor lines behind an ESRD or RxHCC score and how sure it is, in the engine's own words. */
export function supplementalStatus(engine: RafEngine, result: EsrdResult | RxResult): { readonly lines: FactorLine[]; readonly status: FactorStatus } {
  const lines = engine.supplementalFactorLines(result);
  return { lines, status: engine.paymentStatusOf(result.factorStatus, lines) };
}

/** How sure a payment score is: its relative factors and every factor line, the least sure one. */
export function paymentStatus(engine: RafEngine, score: PaymentScore): FactorStatus {
  return score.model === 'ESRD'
    ? supplementalStatus(engine, score.result).status
    : engine.paymentStatusOf(score.result.yearStatus, engine.paymentFactorLines(score.result));
}

/** The Part D (RxHCC) payment score of a record: the score with its status, or why the year cannot give one. */
export interface PartDFigure {
  readonly score: number | null;
  readonly status: FactorStatus | null;
  /** Why there is no score, in the engine's words. */
  readonly note: string | null;
  readonly lowIncome: boolean;
}

/** What the RAF card says besides the stored figures: how sure the total is, and the Part D score (paid apart from Part C). */
export interface RecordPaymentFigures {
  /** The least sure factor of the record's own model (ESRD or CMS-HCC) scored on its active diagnostics; null when it cannot be scored. */
  readonly totalStatus: FactorStatus | null;
  readonly partD: PartDFigure;
}

/** Works out the card's factor status and Part D score (MA-PD, the patient's low-income subsidy); a refusal becomes words. */
export function recordPaymentFigures(engine: RafEngine, subject: ScoringSubject, rafFactors: readonly FactorSetting[] = []): RecordPaymentFigures {
  const codes = totalCodes(subject.diagnostics);
  const totalStatus = scorePayment(engine, subject, codes, subject.paymentYear, rafFactors, sourcesByCode(subject.diagnostics))
    .map((score) => paymentStatus(engine, score)).unwrapOr(null);
  const lowIncome = subject.lowIncomeSubsidy;
  const partD: PartDFigure = !isPaymentYear(engine, subject.paymentYear)
    ? { score: null, status: null, note: yearNotAvailable(engine, subject.paymentYear).message, lowIncome }
    : scoreRecordPartD(engine, subject, subject.paymentYear, rafFactors).match(
      (result) => ({ score: result.paymentScore ?? result.rawScore, status: supplementalStatus(engine, result).status, note: null, lowIncome }),
      (failure) => ({ score: null, status: null, note: failure.message, lowIncome }),
    );
  return { totalStatus, partD };
}
