import type { Result } from 'neverthrow';
import type { ScoringFailed } from '../coding/payment-model.js';
import type { RafEngine } from '../coding/raf-engine.js';
import { paymentModelLabel, paymentScoreOf, scorePayment, type PaymentSubject } from '../coding/record-scoring.js';
import type { FactorSetting } from '../raf/index.js';
import type { LedgerEntry } from './payment-year-ledger.js';
import { thousandthsApart } from './raf-change.js';

/** "RAF that counts" beside "RAF coded" for one patient and payment year: two full engine scores. */
export interface LedgerRaf {
  readonly paymentYear: number;
  /** Every active diagnosis of the ledger, as coded (no diagnosis left out for its source, date or support). */
  readonly coded: number;
  /** Only the diagnoses the ledger says count. */
  readonly counts: number;
  /** `coded − counts`: the RAF the practice bills but could not defend. */
  readonly atRisk: number;
  readonly modelLabel: string;
}

/**
 * Scores the ledger's active codes and the codes that count, with the model CMS pays the patient with
 * (`scorePayment`). No sources are passed: the ledger already applied the year's source exclusions as reasons.
 */
export function ledgerRaf(engine: RafEngine, patient: PaymentSubject, paymentYear: number, entries: readonly LedgerEntry[], factorSettings: readonly FactorSetting[] = []): Result<LedgerRaf, ScoringFailed> {
  const codes = (rows: readonly LedgerEntry[]) => [...new Set(rows.map((row) => row.code))];
  return scorePayment(engine, patient, codes(entries.filter((row) => row.active)), paymentYear, factorSettings).andThen((coded) =>
    scorePayment(engine, patient, codes(entries.filter((row) => row.counts)), paymentYear, factorSettings).map((counts) => ({
      paymentYear,
      coded: paymentScoreOf(coded),
      counts: paymentScoreOf(counts),
      atRisk: thousandthsApart(paymentScoreOf(coded), paymentScoreOf(counts)),
      modelLabel: paymentModelLabel(engine, coded),
    })));
}
