import { err, ok, type Result } from 'neverthrow';
import { PAYMENT_YEAR_FACTORS, type PaymentYearFactors } from './data/payment-years.js';
import { compiledModel, type CompiledModel } from './engine/compiled-model.js';
import type { PaymentYear, ScoredModel } from './tables/table-types.js';

/** Which model to score: one version, or the payment year's blend. */
export type ModelChoice = ScoredModel | 'blend';

/** Scoring options; every field has a default (the payment year's own model, 2026, code editor reported). */
export interface RafOptions {
  readonly model?: ModelChoice;
  readonly year?: PaymentYear;
  /** `report` (default) lists code-editor findings; `apply` also drops those codes, as CMS's software does with SEDITS on. */
  readonly codeEditor?: 'report' | 'apply';
}

/** Why a beneficiary or a request cannot be scored. */
export type RafError =
  | { readonly kind: 'InvalidBeneficiary'; readonly issues: readonly string[] }
  | { readonly kind: 'EsrdNotSupported' }
  | { readonly kind: 'ModelNotAvailable'; readonly model: ScoredModel; readonly year: PaymentYear }
  | { readonly kind: 'UnknownPaymentYear'; readonly year: number };

/** The payment years the engine has tables for. */
export const PAYMENT_YEARS: readonly PaymentYear[] = [2025, 2026, 2027];
/** The payment year used when none is given. */
export const DEFAULT_PAYMENT_YEAR: PaymentYear = 2026;

/** What a request resolves to: the year's factors and each model to score with its blend weight (percent). */
export interface ScoringPlan {
  readonly year: PaymentYear;
  readonly choice: ModelChoice;
  readonly factors: PaymentYearFactors;
  readonly parts: readonly { readonly model: CompiledModel; readonly weight: number }[];
  readonly applyCodeEditor: boolean;
}

/** Resolves options to a plan, or says why the year or model is not available. */
export function planScoring(options: RafOptions = {}): Result<ScoringPlan, RafError> {
  const year = options.year ?? DEFAULT_PAYMENT_YEAR;
  if (!PAYMENT_YEARS.includes(year)) return err({ kind: 'UnknownPaymentYear', year });
  const factors = PAYMENT_YEAR_FACTORS[year];
  const choice = options.model ?? factors.defaultModel;
  const weights: [ScoredModel, number][] = choice === 'blend' ? (['V24', 'V28'] as const).map((model) => [model, factors.blend.weights[model]]) : [[choice, 100]];
  const parts: { model: CompiledModel; weight: number }[] = [];
  for (const [model, weight] of weights) {
    if (weight === 0) continue;
    const compiled = compiledModel(model, year);
    if (!compiled) return err({ kind: 'ModelNotAvailable', model, year });
    parts.push({ model: compiled, weight });
  }
  return ok({ year, choice, factors, parts, applyCodeEditor: options.codeEditor === 'apply' });
}

/** Words for each error kind, for the CLI and the API. */
export function describeRafError(error: RafError): string {
  switch (error.kind) {
    case 'InvalidBeneficiary':
      return error.issues.join('; ');
    case 'EsrdNotSupported':
      return 'esrd: ESRD beneficiaries are scored with the ESRD models, which this engine does not support yet';
    case 'ModelNotAvailable':
      return `model ${error.model} has no tables for payment year ${error.year}`;
    case 'UnknownPaymentYear':
      return `payment year ${error.year} is not available (use ${PAYMENT_YEARS.join(', ')})`;
  }
}
