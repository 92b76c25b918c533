import type { RafEngine } from '../coding/raf-engine.js';
import type { IsoDate } from '../domain/calendar-date.js';

/** A dated code of a patient (record or imported history, already filtered to those that document). */
export interface DatedCode {
  readonly code: string;
  readonly dateOfService: IsoDate;
}

/** One month of the curve: of the HCCs of the year before, how many were documented by the end of the month. */
export interface CurvePoint {
  readonly month: number;
  readonly documented: number;
  readonly of: number;
  /** documented ÷ of (0 when of is 0). */
  readonly share: number;
}

/** The share of last year's HCCs documented so far, by month: this service year against the one before. */
export interface RecaptureCurve {
  readonly serviceYear: number;
  /** Months up to `through` only (later months have not happened). */
  readonly thisYear: readonly CurvePoint[];
  readonly lastYear: readonly CurvePoint[];
}

/**
 * The recapture curve of a group of patients (a practice, a doctor): HCCs are those of the payment year's model
 * (`paymentYear` of `serviceYear`), hierarchy-aware (a higher HCC documented recaptures a lower one of last year).
 */
export function recaptureCurve(engine: RafEngine, patients: readonly (readonly DatedCode[])[], serviceYear: number, through: IsoDate): RecaptureCurve {
  void engine; void patients; void serviceYear; void through;
  throw new Error('recaptureCurve: not implemented yet');
}
