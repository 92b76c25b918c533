import { err, ok, type Result } from 'neverthrow';
import { annualBudgetOf, netSurplusOf } from '../billing/insurance-report.js';
import type { ScoringFailed } from '../coding/payment-model.js';
import type { RafEngine } from '../coding/raf-engine.js';
import { paymentStatus } from '../coding/record-payment-figures.js';
import { beneficiaryOf, paymentModelLabel, paymentScoreOf, scorePayment, type PaymentScore, type PaymentSubject } from '../coding/record-scoring.js';
import type { BatchScorer } from '../raf/index.js';
import type { FactorSetting, FactorStatus } from '../raf/index.js';
import { normaliseCode } from '../raf/engine/code-key.js';
import type { Gap } from './gap.js';
import type { GapAgreementFigures, GapDollars, GapValue, OpenValue } from './gap-value-types.js';

/** What valuing a patient's gaps needs: the patient (demographics, ESRD, LIS), this year's codes and the year's settings. */
export interface GapValueInput {
  readonly patient: PaymentSubject;
  readonly paymentYear: number;
  /** This year's active codes (the record's RAF total codes). */
  readonly codes: readonly string[];
  readonly agreement: GapAgreementFigures | null;
  readonly factorSettings?: readonly FactorSetting[];
}

// Payment scores carry 3 decimals; their difference is rounded back to them so 0.1 + 0.2 noise never shows.
const thousandths = (value: number) => Math.round(value * 1000) / 1000;

/** The dollars a RAF difference is worth under an agreement, by the insurance reports' own formulas. */
export function gapDollarsOf(agreement: GapAgreementFigures | null, raf: number): GapDollars | null {
  if (agreement === null) return null;
  const annualBudget = annualBudgetOf(1, agreement.premiumPerMember, raf);
  // Expenses do not move with the RAF: the surplus a RAF adds is the difference of two net surpluses with the same expenses.
  const netSurplus = netSurplusOf(annualBudget, agreement.medicalLossRatio, 0, agreement.surplusShare);
  return { annualBudget, netSurplus };
}

const key = (code: string) => normaliseCode(code) ?? code;
const isOpen = (gap: Gap) => gap.coverage !== 'closed';

interface Scorer {
  readonly base: PaymentScore;
  /** The payment score of this year's codes with `extra` added. */
  readonly score: (extra: readonly string[]) => Result<number, ScoringFailed>;
}

// One batch scorer per payment year and factor settings: the engine's fast scorer, same tables and algorithm as the
// explained run, without the explanation, which no gap's value reads (a practice's gaps are scored ~100,000 times).
const batchScorers = new Map<string, BatchScorer | null>();
function batchScorerFor(engine: RafEngine, year: number, factorSettings: GapValueInput['factorSettings']): BatchScorer | null {
  const cacheKey = `${year}|${JSON.stringify(factorSettings ?? [])}`;
  if (!batchScorers.has(cacheKey)) batchScorers.set(cacheKey, engine.createBatchScorer({ year, factorSettings: factorSettings ?? [] }).unwrapOr(null));
  return batchScorers.get(cacheKey) ?? null;
}

/** The payment score of codes by the batch scorer, for a CMS-HCC patient; null when only the explained run may score them (ESRD). */
function fastScore(engine: RafEngine, input: GapValueInput, base: PaymentScore): ((codes: readonly string[]) => number) | null {
  if (base.model !== 'CMS-HCC') return null;
  const batch = batchScorerFor(engine, input.paymentYear, input.factorSettings);
  const who = engine.prepareBeneficiary(beneficiaryOf(input.patient), input.paymentYear).unwrapOr(null);
  if (batch === null || who === null) return null;
  return (codes) => {
    const outcome = batch.score(who, codes);
    return (outcome.payment >= 0 ? outcome.payment : outcome.raw) / 1000;
  };
}

function scorer(engine: RafEngine, input: GapValueInput): Result<Scorer, ScoringFailed> {
  const codes = input.codes.map(key);
  const all = (extra: readonly string[]) => [...new Set([...codes, ...extra.map(key)])];
  const explained = (extra: readonly string[]) => scorePayment(engine, input.patient, all(extra), input.paymentYear, input.factorSettings ?? []).map(paymentScoreOf);
  return scorePayment(engine, input.patient, codes, input.paymentYear, input.factorSettings ?? []).map((base) => {
    const fast = fastScore(engine, input, base);
    return { base, score: fast === null ? explained : (extra: readonly string[]) => ok(fast(all(extra))) };
  });
}

function valueOf(engine: RafEngine, input: GapValueInput, { base, score }: Scorer, gap: Gap): Result<GapValue, ScoringFailed> {
  const without = paymentScoreOf(base);
  const status: FactorStatus = paymentStatus(engine, base);
  const label = paymentModelLabel(engine, base);
  if (!isOpen(gap)) return ok({ gapKey: gap.key, code: gap.valueCode, without, with: without, raf: 0, dollars: gapDollarsOf(input.agreement, 0), factorStatus: status, modelLabel: label });
  return score([gap.valueCode]).map((added) => {
    const raf = thousandths(added - without);
    return { gapKey: gap.key, code: gap.valueCode, without, with: added, raf, dollars: gapDollarsOf(input.agreement, raf), factorStatus: status, modelLabel: label };
  });
}

function valuesWith(engine: RafEngine, input: GapValueInput, made: Scorer, gaps: readonly Gap[]): Result<GapValue[], ScoringFailed> {
  const values: GapValue[] = [];
  for (const gap of gaps) {
    const value = valueOf(engine, input, made, gap);
    if (value.isErr()) return err(value.error);
    values.push(value.value);
  }
  return ok(values);
}

function openWith(engine: RafEngine, input: GapValueInput, { base, score }: Scorer, gaps: readonly Gap[]): Result<OpenValue, ScoringFailed> {
  const open = gaps.filter(isOpen);
  // Nothing open adds nothing: the score with no code added is the one already made (a practice's closed-only patients).
  const scored = open.length === 0 ? ok(paymentScoreOf(base)) : score(open.map((gap) => gap.valueCode));
  return scored.map((all) => {
    const raf = thousandths(all - paymentScoreOf(base));
    return { raf, dollars: gapDollarsOf(input.agreement, raf), factorStatus: paymentStatus(engine, base), gaps: open.length };
  });
}

/**
 * Each gap's marginal value: the payment score with the gap's code added to this year's codes minus the score without
 * it, both full engine runs (hierarchies, interactions, count variables, normalisation, coding adjustment, blend; the
 * ESRD model for an ESRD patient). Closed gaps are worth 0 and are not scored again.
 */
export function valueGaps(engine: RafEngine, input: GapValueInput, gaps: readonly Gap[]): Result<GapValue[], ScoringFailed> {
  return scorer(engine, input).andThen((made) => valuesWith(engine, input, made, gaps));
}

/**
 * The value of the open gaps together: one engine run with all their codes, so two gaps of one hierarchy count once.
 * Give it the gaps still to be done (disposition open or deferred); closed ones are left out here too.
 */
export function openValueOf(engine: RafEngine, input: GapValueInput, gaps: readonly Gap[]): Result<OpenValue, ScoringFailed> {
  return scorer(engine, input).andThen((made) => openWith(engine, input, made, gaps));
}

/** Both at once, scoring this year's codes once: each gap's value and the open value of `openGaps` (what a worklist row needs). */
export function patientGapValues(engine: RafEngine, input: GapValueInput, gaps: readonly Gap[], openGaps: readonly Gap[] = gaps): Result<{ readonly values: GapValue[]; readonly open: OpenValue }, ScoringFailed> {
  return scorer(engine, input).andThen((made) => valuesWith(engine, input, made, gaps).andThen((values) => openWith(engine, input, made, openGaps).map((open) => ({ values, open }))));
}
