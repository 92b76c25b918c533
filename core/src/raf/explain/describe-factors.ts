import { FACTOR_STATUSES, NORMALISED_MODEL_LABELS, describeSource, type FactorKey, type FactorSource, type FactorStatus } from '../data/payment-years.js';
import type { EsrdResult, RxResult } from '../supplemental/supplemental-result.js';
import type { AppliedFactor, RafResult } from './result-types.js';

/** "1.067 (unconfirmed: none confirmed — note)": a factor with its status and source, as every payment score shows it. */
export function describeFactor(factor: AppliedFactor, format: (value: number) => string = (value) => value.toFixed(3)): string {
  return `${format(factor.value)} (${factor.status}: ${describeSource(factor.source)} — ${factor.source.note})`;
}

/** 5.9% from 0.059. */
export const percentOf = (value: number): string => `${(value * 100).toFixed(1)}%`;

/** One labelled factor line of a payment score. */
export interface FactorLine {
  /** Which factor of the payment-year table it is (null for the blend, which is not set by hand). */
  readonly key: FactorKey | null;
  readonly label: string;
  readonly value: string;
  readonly status: FactorStatus;
  readonly source: FactorSource;
}

/**
 * The factors behind a result's payment score, one line each: the payment year and model, the blend,
 * each model's normalisation and the MA coding adjustment, each with its status and source. The CLI,
 * the web explanation and the reports all show these lines.
 */
export function paymentFactorLines(result: RafResult): FactorLine[] {
  const lines: FactorLine[] = [];
  if (result.blend) {
    lines.push({ key: null, label: 'Blend', value: `${result.blend.weights.V24}% V24 + ${result.blend.weights.V28}% V28`, status: result.blend.status, source: result.blend.source });
  }
  for (const model of result.models) {
    if (model.normalization) lines.push({ key: `normalization:${model.model}`, label: `Normalisation ${model.model}`, value: model.normalization.value.toFixed(3), status: model.normalization.status, source: model.normalization.source });
  }
  const adjustment = result.models[0]?.codingAdjustment;
  if (adjustment) lines.push({ key: 'codingAdjustment', label: 'MA coding adjustment', value: percentOf(adjustment.value), status: adjustment.status, source: adjustment.source });
  return lines;
}

/** True when any factor behind the payment score is not final: the product says so beside the score. */
export function hasUnconfirmedFactor(result: RafResult): boolean {
  return paymentFactorLines(result).some((line) => line.status !== 'final');
}

/**
 * The factors behind an ESRD or RxHCC payment score, one line each: the normalisation (dialysis, graft, MA-PD or PDP)
 * and the coding adjustment, each with its status and source, as {@link paymentFactorLines} gives them for CMS-HCC.
 */
export function supplementalFactorLines(result: EsrdResult | RxResult): FactorLine[] {
  const lines: FactorLine[] = [];
  const norm = result.normalization;
  if (norm) lines.push({ key: `normalization:${norm.model}`, label: `Normalisation ${NORMALISED_MODEL_LABELS[norm.model]}`, value: norm.value.toFixed(3), status: norm.status, source: norm.source });
  // RxHCC's coding adjustment is not an administrator's setting (docs/raf.md), so it has no key.
  const coding = result.codingAdjustment;
  lines.push({ key: result.model === 'RxHCC' ? null : 'codingAdjustment', label: 'MA coding adjustment', value: percentOf(coding.value), status: coding.status, source: coding.source });
  return lines;
}

/**
 * How sure a payment score is, in one word: the least sure of its relative factors and its factor lines (unconfirmed
 * before proposed before final). Every payment figure the product shows says it.
 */
export function paymentStatusOf(relativeFactors: FactorStatus, lines: readonly FactorLine[]): FactorStatus {
  return [relativeFactors, ...lines.map((line) => line.status)].reduce((worst, status) => (FACTOR_STATUSES.indexOf(status) > FACTOR_STATUSES.indexOf(worst) ? status : worst), 'final');
}
