import type { FactorStatus } from '../raf/index.js';
import type { GapKey } from './gap.js';

/** The agreement figures a gap's dollars are worked out from (the patient's insurance agreement for the payment year). */
export interface GapAgreementFigures {
  /** Monthly base premium per member, US dollars. */
  readonly premiumPerMember: number;
  readonly medicalLossRatio: number;
  /** The doctor's share of the surplus. */
  readonly surplusShare: number;
}

/** A RAF difference in dollars, by the insurance reports' own formulas (docs/formulas.md "Insurance reports"). */
export interface GapDollars {
  /** Annual budget the RAF adds: 1 member × premium × ΔRAF × 12. */
  readonly annualBudget: number;
  /** Net surplus it adds for the doctor: ΔRAF's budget × MLR × surplus share (expenses do not move with the RAF). */
  readonly netSurplus: number;
}

/** What one gap is worth in its payment year: two full engine scores and their difference. */
export interface GapValue {
  readonly gapKey: GapKey;
  /** The code added to this year's codes to value the gap. */
  readonly code: string;
  /** Payment score (normalised, coding-adjusted, blended) of this year's codes. */
  readonly without: number;
  /** Payment score of this year's codes with `code` added. */
  readonly with: number;
  /** `with − without`, rounded to the engine's 3 decimals: hierarchies and interactions included. */
  readonly raf: number;
  /** Null when the patient has no agreement figures for the year. */
  readonly dollars: GapDollars | null;
  /** How sure the year's factors are, as the engine reports it: final, proposed, secondary, unconfirmed. */
  readonly factorStatus: FactorStatus;
  /** "V28 2026", "ESRD dialysis 2027": the model that valued it. */
  readonly modelLabel: string;
}

/** The worth of all of a patient's open gaps together (one engine run with all their codes): what the worklist ranks by. */
export interface OpenValue {
  readonly raf: number;
  readonly dollars: GapDollars | null;
  readonly factorStatus: FactorStatus;
  readonly gaps: number;
}
