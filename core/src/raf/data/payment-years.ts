import { yearFile } from '../tables/installed-tables.js';
import type { FactorStatus, PaymentYear, ScoredModel } from '../tables/table-types.js';
import { NORMALISED_MODELS, type NormalisedModel } from './year-factors-file.js';

export type { FactorStatus, NormalisedModel };
export { NORMALISED_MODELS };

/*
 * How sure a factor is (FactorStatus): `final` when a CMS Rate Announcement (or its fact sheet) finalized it, `proposed`
 * when only an Advance Notice gives it, `secondary` when a source other than CMS's own publication states it
 * (a maintained open model citing CMS's announcement, or CMS's software whose plan-type assignment only a third
 * party documents), `unconfirmed` when no source we hold confirms the value. An administrator can set the
 * secondary and unconfirmed ones; the product says so wherever it shows a payment score.
 */

/** The factor statuses, surest first: a payment score takes the least sure of its factors'. */
export const FACTOR_STATUSES: readonly ['final', 'proposed', 'secondary', 'unconfirmed'] = ['final', 'proposed', 'secondary', 'unconfirmed'];

/** Each status in the words every payment score shows it with ("factors from a secondary source"). */
export const FACTOR_STATUS_WORDS: Readonly<Record<FactorStatus, string>> = {
  final: 'final',
  proposed: 'proposed',
  secondary: 'from a secondary source',
  unconfirmed: 'unconfirmed',
};

/** True for a status no CMS publication we hold confirms: an administrator may set such a factor. */
export const isSettableStatus = (status: FactorStatus): boolean => status === 'secondary' || status === 'unconfirmed';

/** Where a factor comes from: the CMS document (title and date) and how we read it there. */
export interface FactorSource {
  /** The CMS document, e.g. "CY2027 Rate Announcement". */
  readonly document: string;
  /** Its publication date, YYYY-MM-DD. */
  readonly date: string;
  /** Where the value was read and anything the reader must know. */
  readonly note: string;
}

/** One payment-year factor, exact in thousandths, with its status and source. */
export interface SourcedFactor {
  readonly thousandths: number;
  readonly status: FactorStatus;
  readonly source: FactorSource;
}

/** Words for each normalised model. */
export const NORMALISED_MODEL_LABELS: Readonly<Record<NormalisedModel, string>> = {
  V24: 'CMS-HCC V24 (2020 model)',
  V28: 'CMS-HCC V28 (2024 model)',
  ESRD_DIALYSIS: 'ESRD dialysis',
  ESRD_GRAFT: 'ESRD functioning graft',
  RX_MAPD: 'RxHCC, MA-PD plans',
  RX_PDP: 'RxHCC, stand-alone PDPs',
};

/** Everything that turns raw model scores into the payment score of one payment year. */
export interface PaymentYearFactors {
  readonly year: PaymentYear;
  /** The CMS-HCC model as CMS calls it for this payment year. */
  readonly modelName: string;
  /** The model a payment year scores with when none is asked for. */
  readonly defaultModel: ScoredModel | 'blend';
  /** Blend weights in percent; they add up to 100. */
  readonly blend: { readonly weights: Readonly<Record<ScoredModel, number>>; readonly status: FactorStatus; readonly source: FactorSource };
  /** Normalisation factor per model; missing where CMS publishes none (V24 from 2026 on). */
  readonly normalization: Readonly<Partial<Record<NormalisedModel, SourcedFactor>>>;
  /** MA coding-pattern adjustment, in thousandths (59 = 5.9%); the ESRD models take it too. */
  readonly codingAdjustment: SourcedFactor;
  /** The coding adjustment of RxHCC (Part D) scores; not settable by an administrator. */
  readonly rxCodingAdjustment: SourcedFactor;
  /** Diagnosis sources this payment year leaves out of the score (dates of service in the year before). */
  readonly excludedSources: { readonly sources: readonly ('audio-only' | 'chart-review-unlinked')[]; readonly status: FactorStatus; readonly source: FactorSource };
}

const factorsCache = new Map<PaymentYear, PaymentYearFactors>();

function factorsOfYear(year: PaymentYear): PaymentYearFactors {
  const file = yearFile(year);
  const sourced = <F extends { readonly source: string }>(factor: F): Omit<F, 'source'> & { readonly source: FactorSource } => ({ ...factor, source: file.sources[factor.source] as FactorSource });
  const { blend, normalization, codingAdjustment, rxCodingAdjustment, excludedSources } = file.factors;
  return {
    year,
    modelName: file.modelName,
    defaultModel: file.defaultModel,
    blend: sourced(blend),
    normalization: Object.fromEntries(Object.entries(normalization).map(([model, factor]) => [model, sourced(factor)])),
    codingAdjustment: sourced(codingAdjustment),
    rxCodingAdjustment: sourced(rxCodingAdjustment),
    excludedSources: sourced(excludedSources),
  };
}

/**
 * The factors of a payment year as its year file gives them (`core/data/raf/years/<year>.json`): the one place a new
 * Rate Announcement changes, each value with its status and source; docs/raf.md lists them. An administrator's
 * setting of an unconfirmed factor is applied on top (see {@link applyFactorSettings}). The year must be one the
 * engine has tables for (`PAYMENT_YEARS`); read once per year.
 */
export function paymentYearFactors(year: PaymentYear): PaymentYearFactors {
  let factors = factorsCache.get(year);
  if (!factors) factorsCache.set(year, (factors = factorsOfYear(year)));
  return factors;
}

/** Which factor an administrator sets: a model's normalisation or the coding adjustment. */
export type FactorKey = `normalization:${NormalisedModel}` | 'codingAdjustment';

/** An administrator's value for an unconfirmed factor. */
export interface FactorSetting {
  readonly year: PaymentYear;
  readonly factor: FactorKey;
  readonly thousandths: number;
  /** Who set it and when (ISO date), shown as the factor's source. */
  readonly setBy: string;
  readonly setAt: string;
  /** Where the administrator read the value. */
  readonly note: string;
}

/** The factor of a year by key, or undefined when the year has none. */
export function factorOf(factors: PaymentYearFactors, key: FactorKey): SourcedFactor | undefined {
  if (key === 'codingAdjustment') return factors.codingAdjustment;
  return factors.normalization[key.slice('normalization:'.length) as NormalisedModel];
}

/** Every factor an administrator may set: the secondary and unconfirmed ones. */
export function settableFactors(year: PaymentYear): FactorKey[] {
  const factors = paymentYearFactors(year);
  const keys: FactorKey[] = [...NORMALISED_MODELS.map((model) => `normalization:${model}` as const), 'codingAdjustment'];
  return keys.filter((key) => isSettableStatus(factorOf(factors, key)?.status ?? 'final'));
}

/**
 * A year's factors with the administrator's settings applied: a set factor has the status `unconfirmed`
 * (no CMS publication we hold confirms it) and its source names who set it, when and from what.
 * Settings of final or proposed factors, or of other years, are ignored.
 */
export function applyFactorSettings(factors: PaymentYearFactors, settings: readonly FactorSetting[] = []): PaymentYearFactors {
  const mine = settings.filter((setting) => setting.year === factors.year && isSettableStatus(factorOf(paymentYearFactors(factors.year), setting.factor)?.status ?? 'final'));
  if (mine.length === 0) return factors;
  let normalization = { ...factors.normalization };
  let codingAdjustment = factors.codingAdjustment;
  for (const setting of mine) {
    const factor: SourcedFactor = {
      thousandths: setting.thousandths,
      status: 'unconfirmed',
      source: { document: `set by ${setting.setBy}`, date: setting.setAt.slice(0, 10), note: setting.note },
    };
    if (setting.factor === 'codingAdjustment') codingAdjustment = factor;
    else normalization = { ...normalization, [setting.factor.slice('normalization:'.length)]: factor };
  }
  return { ...factors, normalization, codingAdjustment };
}

/** One line of words for a factor's source: "CY2027 Rate Announcement (2026-04-06)". */
export function describeSource(source: FactorSource): string {
  return source.date === '' ? source.document : `${source.document} (${source.date})`;
}
