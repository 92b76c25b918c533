import type { FactorStatus, NormalisedModel } from '../data/payment-years.js';
import type { ExcludedDiagnosis } from '../diagnosis-source.js';
import type { AppliedFactor, DropReason, HccTerm, ScoreTerm, TrumpedHcc } from '../explain/result-types.js';
import type { PaymentYear, RxPlanType } from '../tables/table-types.js';

/** The explained score of one of the models scored beside CMS-HCC (ESRD, RxHCC): every term with its factor and why. */
export interface SupplementalModelResult {
  readonly engineVersion: string;
  readonly tablesHash: string;
  readonly year: PaymentYear;
  /** How sure the relative factors are: final, proposed (an Advance Notice), secondary (a source other than CMS states them or their assignment) or unconfirmed (carried from another year). */
  readonly factorStatus: FactorStatus;
  readonly coefficientSource: string;
  readonly mapping: string;
  readonly segment: { readonly code: string; readonly label: string; readonly reason: string };
  /** The demographic cell and the demographic add-ons (dual, institutional, originally disabled or ESRD). */
  readonly demographics: readonly ScoreTerm[];
  readonly hccs: readonly HccTerm[];
  readonly trumpedHccs: readonly TrumpedHcc[];
  readonly interactions: readonly ScoreTerm[];
  /** Factors that are neither demographic nor diagnostic: the transplant month, the months-since-graft add-ons. */
  readonly addOns: readonly ScoreTerm[];
  readonly dropped: readonly { readonly code: string; readonly reason: DropReason }[];
  /** Diagnoses the payment year's source rules left out before scoring (audio-only, unlinked chart review), each with why. */
  readonly excluded: readonly ExcludedDiagnosis[];
  readonly rawScore: number;
  readonly normalization: (AppliedFactor & { readonly model: NormalisedModel }) | null;
  readonly normalizedScore: number | null;
  readonly codingAdjustment: AppliedFactor;
  readonly paymentScore: number | null;
}

/** Which ESRD status a beneficiary is scored in. */
export type EsrdStatusKind = 'dialysis' | 'transplant' | 'graft';

/** The explained ESRD score. */
export interface EsrdResult extends SupplementalModelResult {
  readonly model: 'ESRD';
  readonly status: EsrdStatusKind;
  /** Months since the kidney transplant (the month of the transplant is month 1), null on dialysis. */
  readonly graftMonths: number | null;
}

/** The explained RxHCC score. */
export interface RxResult extends SupplementalModelResult {
  readonly model: 'RxHCC';
  readonly planType: RxPlanType;
  readonly lowIncome: boolean;
}
