import { err, ok, type Result } from 'neverthrow';
import { DEFAULT_PAYMENT_YEAR, PAYMENT_YEARS, hasPaymentYear } from './data/payment-year-manifest.js';
import { applyFactorSettings, paymentYearFactors, type FactorSetting, type PaymentYearFactors } from './data/payment-years.js';
import { compiledModel, type CompiledModel } from './engine/compiled-model.js';
import type { PaymentYear, ScoredModel } from './tables/table-types.js';
import { paymentYearNotAvailable } from './payment-year-wording.js';

/** Which model to score: one version, or the payment year's blend. */
export type ModelChoice = ScoredModel | 'blend';

/** Scoring options; every field has a default (the payment year's own model, the year today's coding pays, code editor applied). */
export interface RafOptions {
  readonly model?: ModelChoice;
  readonly year?: PaymentYear;
  /** `apply` (default) drops codes the Medicare Code Editor's age and sex edits refuse, as CMS's software does (SEDITS on); `report` only lists them. */
  readonly codeEditor?: 'report' | 'apply';
  /** An administrator's values for unconfirmed factors (stored by the portal; see `applyFactorSettings`). */
  readonly factorSettings?: readonly FactorSetting[];
}

/** Why a beneficiary or a request cannot be scored. */
export type RafError =
  | { readonly kind: 'InvalidBeneficiary'; readonly issues: readonly string[] }
  | { readonly kind: 'EsrdNotSupported' }
  | { readonly kind: 'InvalidEsrdStatus'; readonly issues: readonly string[] }
  | { readonly kind: 'RxFactorsAmbiguous'; readonly year: PaymentYear; readonly conflicting: number; readonly variables: number }
  | { readonly kind: 'SupplementalModelNotAvailable'; readonly model: 'ESRD' | 'RxHCC'; readonly year: PaymentYear }
  | { readonly kind: 'ModelNotAvailable'; readonly model: ScoredModel; readonly year: PaymentYear }
  | { readonly kind: 'UnknownPaymentYear'; readonly year: number };

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
  if (!hasPaymentYear(year)) return err({ kind: 'UnknownPaymentYear', year });
  const factors = applyFactorSettings(paymentYearFactors(year), options.factorSettings);
  const choice = options.model ?? factors.defaultModel;
  const weights: [ScoredModel, number][] = choice === 'blend' ? (['V24', 'V28'] as const).map((model) => [model, factors.blend.weights[model]]) : [[choice, 100]];
  const parts: { model: CompiledModel; weight: number }[] = [];
  for (const [model, weight] of weights) {
    if (weight === 0) continue;
    const compiled = compiledModel(model, year);
    if (!compiled) return err({ kind: 'ModelNotAvailable', model, year });
    parts.push({ model: compiled, weight });
  }
  return ok({ year, choice, factors, parts, applyCodeEditor: options.codeEditor !== 'report' });
}

/** Words for each error kind, for the CLI and the API. */
export function describeRafError(error: RafError): string {
  switch (error.kind) {
    case 'InvalidBeneficiary':
      return error.issues.join('; ');
    case 'EsrdNotSupported':
      return 'esrd: ESRD beneficiaries are scored with the ESRD model, not CMS-HCC (rafdesk: --esrd; records: esrd, dialysis or graftMonths)';
    case 'InvalidEsrdStatus':
      return error.issues.join('; ');
    case 'RxFactorsAmbiguous':
      return `RxHCC cannot be scored for payment year ${error.year}: its source table gives two different values for ${error.conflicting} of ${error.variables} RxHCC variables, with nothing to tell which of the two sets CMS paid with, and no other sourced table for the year was found (payment year 2026 is scored from CMS's 2026 RxHCC software, 2027 from its labelled MA-PD and PDP sets)`;
    case 'SupplementalModelNotAvailable':
      return `the ${error.model} model has no tables for payment year ${error.year}`;
    case 'ModelNotAvailable':
      return `model ${error.model} has no tables for payment year ${error.year}`;
    case 'UnknownPaymentYear':
      return paymentYearNotAvailable(error.year, PAYMENT_YEARS);
  }
}
