import { type PaymentScore, type RafEngine, type ScoringSubject, isPaymentYear, scorePayment, scoreRecordPartD, sourcesByCode, totalCodes, yearNotAvailable } from '@rafdesk/core';
import type { EsrdResult, FactorLine, FactorSetting, FactorStatus, RxResult } from '@rafdesk/core/raf';
import { rafText } from './display.js';

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

/** The status of the RAF card's total: the record's own model (ESRD or CMS-HCC) scored on its active diagnostics. */
export function totalStatus(engine: RafEngine, subject: ScoringSubject, rafFactors: readonly FactorSetting[] = []): FactorStatus | null {
  const codes = totalCodes(subject.diagnostics);
  return scorePayment(engine, subject, codes, subject.paymentYear, rafFactors, sourcesByCode(subject.diagnostics)).map((score) => paymentStatus(engine, score)).unwrapOr(null);
}

/** The Part D (RxHCC) figure of the RAF card: the payment score with its status, or why the year cannot give one. */
export interface PartDFigure {
  /** 2 decimals; null when the engine refuses. */
  readonly value: string | null;
  readonly status: FactorStatus | null;
  /** Why there is no figure, in the engine's words. */
  readonly note: string | null;
  readonly lowIncome: boolean;
}

/** Scores Part D for the record's total (MA-PD, the patient's low-income subsidy); a refusal becomes words, never a crash. */
export function partDFigure(engine: RafEngine, subject: ScoringSubject, rafFactors: readonly FactorSetting[] = []): PartDFigure {
  const lowIncome = subject.lowIncomeSubsidy;
  if (!isPaymentYear(engine, subject.paymentYear)) return { value: null, status: null, note: yearNotAvailable(engine, subject.paymentYear).message, lowIncome };
  return scoreRecordPartD(engine, subject, subject.paymentYear, rafFactors).match(
    (result) => ({ value: rafText(result.paymentScore ?? result.rawScore), status: supplementalStatus(engine, result).status, note: null, lowIncome }),
    (failure) => ({ value: null, status: null, note: failure.message, lowIncome }),
  );
}
