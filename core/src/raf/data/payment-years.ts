import type { FactorStatus, PaymentYear, ScoredModel } from '../tables/table-types.js';

export type { FactorStatus };

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

/** The payment models a normalisation factor can belong to. */
export type NormalisedModel = ScoredModel | 'ESRD_DIALYSIS' | 'ESRD_GRAFT' | 'RX_MAPD' | 'RX_PDP';

/** Every normalised model, in table order. */
export const NORMALISED_MODELS: readonly NormalisedModel[] = ['V24', 'V28', 'ESRD_DIALYSIS', 'ESRD_GRAFT', 'RX_MAPD', 'RX_PDP'];

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

const RA_2024: FactorSource = { document: 'CY2024 Rate Announcement', date: '2023-03-31', note: 'Normalisation table as quoted by riskadjustmentmodel.com/article/2.' };
const AN_2025: FactorSource = { document: 'CY2025 Advance Notice', date: '2024-01-31', note: 'Quoted by advantmed.com ("normalization factor for CY2025 is 1.045 / 1.153"); no quotation of the final table was found.' };
const RA_2025: FactorSource = { document: 'CY2025 Rate Announcement', date: '2024-04-01', note: 'Fact sheet: MA coding pattern adjustment change 0%, i.e. the statutory minimum 5.9%; V24/V28 33%/67% blend of the CY2024 phase-in.' };
const RA_2026: FactorSource = { document: 'CY2026 Rate Announcement', date: '2025-04-07', note: 'Fact sheet: MA coding pattern adjustment change 0.00% (statutory minimum 5.9%); the V28 phase-in completed at 100% (blog.cotiviti.com).' };
const RA_2027: FactorSource = {
  document: 'CY2027 Rate Announcement',
  date: '2026-04-06',
  note: 'Keeps the 2024 CMS-HCC model (V28 calibrated on 2018 diagnoses / 2019 expenditures, the PY2026 relative factors); coding pattern adjustment 5.9%; audio-only and unlinked chart review diagnoses excluded, except unlinked chart reviews of beneficiaries who switched MA organization.',
};
// CMS's own CY2027 normalisation table was not found; a maintained open warehouse model carries the factor, citing
// the announcement, and it agrees with the announcement's published impact.
const TUVA_2027: FactorSource = {
  document: 'tuva-health/tuva (open data-warehouse model), citing the CY2027 Rate Announcement',
  date: '2026-04-06',
  note: '1.079 for the 2024 CMS-HCC model in PY2027 as the Tuva Project carries it; CMS\'s own normalisation table was not found. It agrees with the announcement\'s impact of "risk model revision and normalization", −1.12%: 1.067 / 1.079 − 1 = −1.11% (1.067 being the PY2026 factor, itself unconfirmed).',
};
const unconfirmed = (thousandths: number, note: string): SourcedFactor => ({ thousandths, status: 'unconfirmed', source: { document: 'none confirmed', date: '', note } });
const NOT_FOUND_2026 = 'No quotation of the CY2026 Rate Announcement normalisation table was found; an administrator can set the confirmed value.';
const NOT_FOUND_2027 = 'No quotation of the CY2027 Rate Announcement normalisation table was found; an administrator can set the confirmed value.';

// ESRD and RxHCC: the last values a source quotes are PY2024's (riskadjustmentmodel.com/article/2); they are
// carried as unconfirmed until an administrator enters the year's own.
const carried = (thousandths: number, note: string): SourcedFactor => ({ thousandths, status: 'unconfirmed', source: { ...RA_2024, note: `${note} The PY2024 value of the CY2024 Rate Announcement (riskadjustmentmodel.com/article/2) is carried forward.` } });
// The MA coding-pattern adjustment is a Part C rule (Social Security Act section 1853(a)(1)(C)(ii)); no CMS text we
// hold applies it to Part D RxHCC scores, while riskadjustmentmodel.com/article/2 prints 5.9% beside its RxHCC row.
const RX_CODING: SourcedFactor = {
  thousandths: 0,
  status: 'unconfirmed',
  source: { document: 'none confirmed', date: '', note: 'No MA coding-pattern adjustment applied to RxHCC (a Part C adjustment); riskadjustmentmodel.com/article/2 shows 5.9% beside RxHCC for PY2024, unconfirmed by any CMS text we hold.' },
};
const esrdAndRx = (note: string): Partial<Record<NormalisedModel, SourcedFactor>> => ({
  ESRD_DIALYSIS: carried(1022, note),
  ESRD_GRAFT: carried(1028, note),
  RX_MAPD: carried(1063, note),
  RX_PDP: carried(1063, note),
});

/**
 * The payment-year table: the one place a new Rate Announcement changes. Each value carries its status
 * and source; docs/raf.md lists them. An administrator's setting of an unconfirmed factor is applied on
 * top (see {@link applyFactorSettings}).
 */
export const PAYMENT_YEAR_FACTORS: Readonly<Record<PaymentYear, PaymentYearFactors>> = {
  2025: {
    year: 2025,
    modelName: '33% 2020 CMS-HCC model (V24) + 67% 2024 CMS-HCC model (V28)',
    defaultModel: 'blend',
    blend: { weights: { V24: 33, V28: 67 }, status: 'final', source: RA_2025 },
    normalization: {
      V24: { thousandths: 1153, status: 'proposed', source: AN_2025 },
      V28: { thousandths: 1045, status: 'proposed', source: AN_2025 },
      ...esrdAndRx('No CY2025 value found.'),
    },
    codingAdjustment: { thousandths: 59, status: 'final', source: RA_2025 },
    rxCodingAdjustment: RX_CODING,
    excludedSources: { sources: [], status: 'final', source: RA_2025 },
  },
  2026: {
    year: 2026,
    modelName: '2024 CMS-HCC model (V28)',
    defaultModel: 'V28',
    blend: { weights: { V24: 0, V28: 100 }, status: 'final', source: RA_2026 },
    normalization: {
      V28: unconfirmed(1067, `${NOT_FOUND_2026} 1.067 is quoted by one third-party code file only.`),
      ...esrdAndRx(NOT_FOUND_2026),
    },
    codingAdjustment: { thousandths: 59, status: 'final', source: RA_2026 },
    rxCodingAdjustment: RX_CODING,
    excludedSources: { sources: [], status: 'final', source: RA_2026 },
  },
  2027: {
    year: 2027,
    modelName: '2024 CMS-HCC model (V28) with the PY2026 relative factors',
    defaultModel: 'V28',
    blend: { weights: { V24: 0, V28: 100 }, status: 'final', source: RA_2027 },
    normalization: {
      V28: { thousandths: 1079, status: 'secondary', source: TUVA_2027 },
      ...esrdAndRx(NOT_FOUND_2027),
    },
    codingAdjustment: { thousandths: 59, status: 'final', source: { ...RA_2027, note: 'Finalizes the statutory minimum 5.9% (fact sheet: 0% change; hccbuddy.com quotes the Rate Announcement).' } },
    rxCodingAdjustment: RX_CODING,
    excludedSources: { sources: ['audio-only', 'chart-review-unlinked'], status: 'final', source: RA_2027 },
  },
};

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
  const factors = PAYMENT_YEAR_FACTORS[year];
  const keys: FactorKey[] = [...NORMALISED_MODELS.map((model) => `normalization:${model}` as const), 'codingAdjustment'];
  return keys.filter((key) => isSettableStatus(factorOf(factors, key)?.status ?? 'final'));
}

/**
 * A year's factors with the administrator's settings applied: a set factor has the status `unconfirmed`
 * (no CMS publication we hold confirms it) and its source names who set it, when and from what.
 * Settings of final or proposed factors, or of other years, are ignored.
 */
export function applyFactorSettings(factors: PaymentYearFactors, settings: readonly FactorSetting[] = []): PaymentYearFactors {
  const mine = settings.filter((setting) => setting.year === factors.year && isSettableStatus(factorOf(PAYMENT_YEAR_FACTORS[factors.year], setting.factor)?.status ?? 'final'));
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
