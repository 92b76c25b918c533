import type { PaymentYear, ScoredModel } from '../tables/table-types.js';

/**
 * How sure a factor is: `announced` in a CMS Rate Announcement (or its fact sheet), `proposed` in an
 * Advance Notice, `unconfirmed` when only a third party states it, `assumed` when no source gives it and
 * the project carries a value forward until one does.
 */
export type FactorStatus = 'announced' | 'proposed' | 'unconfirmed' | 'assumed';

/** One payment-year factor, exact in thousandths, with where it comes from. */
export interface SourcedFactor {
  readonly thousandths: number;
  readonly status: FactorStatus;
  readonly source: string;
}

/** Everything that turns raw model scores into the payment score of one payment year. */
export interface PaymentYearFactors {
  readonly year: PaymentYear;
  /** The model a payment year scores with when none is asked for. */
  readonly defaultModel: ScoredModel | 'blend';
  /** Blend weights in percent; they add up to 100. */
  readonly blend: { readonly weights: Readonly<Record<ScoredModel, number>>; readonly status: FactorStatus; readonly source: string };
  /** Normalisation factor per model; missing where CMS publishes none (V24 from 2026 on). */
  readonly normalization: Readonly<Partial<Record<ScoredModel, SourcedFactor>>>;
  /** MA coding-pattern adjustment, in thousandths (59 = 5.9%). */
  readonly codingAdjustment: SourcedFactor;
}

const CODING_2025: SourcedFactor = {
  thousandths: 59,
  status: 'announced',
  source: 'Statutory minimum 5.9%; the CY2025 fact sheets list the MA coding pattern adjustment change as 0% (cms.gov/newsroom/fact-sheets/2025-medicare-advantage-and-part-d-advance-notice-fact-sheet).',
};

/**
 * The payment-year factors: the one place a new Rate Announcement changes. Each value carries its
 * source; docs/raf.md and docs/decisions.md explain the unconfirmed PY2026 normalisation and the
 * assumed PY2027 one.
 */
export const PAYMENT_YEAR_FACTORS: Readonly<Record<PaymentYear, PaymentYearFactors>> = {
  2025: {
    year: 2025,
    defaultModel: 'blend',
    blend: {
      weights: { V24: 33, V28: 67 },
      status: 'announced',
      source: 'CY2024 Rate Announcement phase-in (riskadjustmentmodel.com/article/6); confirmed for CY2025 by advantmed.com/cms-py2025-advance-notice-a-clinical-perspective/.',
    },
    normalization: {
      V24: { thousandths: 1153, status: 'proposed', source: 'CY2025 Advance Notice, "2020 CMS-HCC model normalization factor for CY2025 is 1.153" (advantmed.com); reported unchanged in the final announcement by the risk_adjustment_model package.' },
      V28: { thousandths: 1045, status: 'proposed', source: 'CY2025 Advance Notice, "2024 CMS-HCC model normalization factor for CY2025 is 1.045" (advantmed.com); reported unchanged in the final announcement by the risk_adjustment_model package.' },
    },
    codingAdjustment: CODING_2025,
  },
  2026: {
    year: 2026,
    defaultModel: 'V28',
    blend: {
      weights: { V24: 0, V28: 100 },
      status: 'announced',
      source: 'CY2026 Rate Announcement completes the V28 phase-in (blog.cotiviti.com/3-updates-from-the-2026-cms-final-rate-announcement).',
    },
    normalization: {
      V28: { thousandths: 1067, status: 'unconfirmed', source: 'A third-party code file quoting the CY2026 Rate Announcement; check against cms.gov/files/document/2026-announcement.pdf (risk adjustment attachment).' },
    },
    codingAdjustment: {
      thousandths: 59,
      status: 'announced',
      source: 'Statutory minimum 5.9%; the CY2026 Rate Announcement fact sheet lists the MA coding pattern adjustment change as 0.00%.',
    },
  },
  2027: {
    year: 2027,
    defaultModel: 'V28',
    blend: { weights: { V24: 0, V28: 100 }, status: 'proposed', source: 'CY2027 Advance Notice: the CMS-HCC model keeps the V28 classification at 100%.' },
    normalization: {
      V28: { thousandths: 1067, status: 'assumed', source: 'No CY2027 normalisation factor in the sources held; the PY2026 value is carried forward until the CY2027 Rate Announcement is entered here.' },
    },
    codingAdjustment: {
      thousandths: 59,
      status: 'proposed',
      source: 'Statutory minimum 5.9%; the CY2027 Advance Notice fact sheet lists the MA coding pattern adjustment change as 0%.',
    },
  },
};
