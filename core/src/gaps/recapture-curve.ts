import type { RafEngine } from '../coding/raf-engine.js';
import type { IsoDate } from '../domain/calendar-date.js';
import type { PaymentYear } from '../raf/index.js';
import { hccHierarchy, type HccHierarchy } from './hcc-hierarchy.js';

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
  /** The payment year whose model names the HCCs of both curves. */
  readonly paymentYear: PaymentYear;
  /** Months up to `through` only (later months have not happened). */
  readonly thisYear: readonly CurvePoint[];
  readonly lastYear: readonly CurvePoint[];
}

// The HCCs of a year's codes that the hierarchy keeps (a lower one under a higher one of the same year is not paid).
function paidHccs(hierarchy: HccHierarchy, codes: readonly DatedCode[], year: number): Set<number> {
  const raised = new Set(codes.filter((code) => code.dateOfService.startsWith(`${year}-`)).flatMap((code) => hierarchy.hccsOf(code.code)));
  return new Set([...raised].filter((hcc) => !hierarchy.trumpedBy(hcc).some((higher) => raised.has(higher))));
}

// The month (1–12) an HCC of last year was first recaptured in `year`: by itself or a higher HCC of its hierarchy.
function recapturedMonth(hierarchy: HccHierarchy, codes: readonly DatedCode[], year: number, hcc: number): number | null {
  const covering = new Set([hcc, ...hierarchy.trumpedBy(hcc)]);
  let first: number | null = null;
  for (const code of codes) {
    if (!code.dateOfService.startsWith(`${year}-`) || !hierarchy.hccsOf(code.code).some((raised) => covering.has(raised))) continue;
    const month = Number(code.dateOfService.slice(5, 7));
    if (first === null || month < first) first = month;
  }
  return first;
}

function curveOf(hierarchy: HccHierarchy, patients: readonly (readonly DatedCode[])[], year: number, months: number): CurvePoint[] {
  const byMonth = new Array<number>(13).fill(0);
  let of = 0;
  for (const codes of patients) {
    for (const hcc of paidHccs(hierarchy, codes, year - 1)) {
      of++;
      const month = recapturedMonth(hierarchy, codes, year, hcc);
      if (month !== null) byMonth[month] = (byMonth[month] ?? 0) + 1;
    }
  }
  const points: CurvePoint[] = [];
  let documented = 0;
  for (let month = 1; month <= months; month++) {
    documented += byMonth[month] ?? 0;
    points.push({ month, documented, of, share: of === 0 ? 0 : documented / of });
  }
  return points;
}

/** The payment year whose model names a service year's HCCs: service year + 1, held to the years the engine has. */
export function curvePaymentYear(engine: RafEngine, serviceYear: number): PaymentYear {
  const years = engine.PAYMENT_YEARS;
  const wanted = serviceYear + 1;
  return years.find((year) => year === wanted) ?? (wanted < (years[0] ?? wanted) ? years[0] : years[years.length - 1]) ?? 2026;
}

/**
 * The recapture curve of a group of patients (a practice, a doctor): of the HCCs each patient had documented in the
 * year before, the share documented again by the end of each month (hierarchy-aware: a higher HCC of the hierarchy
 * recaptures a lower one). This year runs to the month of `through`; last year (its year before) runs all 12 months.
 * Both curves name HCCs with one model, this service year's payment year, so they compare like with like.
 */
export function recaptureCurve(engine: RafEngine, patients: readonly (readonly DatedCode[])[], serviceYear: number, through: IsoDate): RecaptureCurve {
  const paymentYear = curvePaymentYear(engine, serviceYear);
  const hierarchy = hccHierarchy(engine, 'V28', paymentYear);
  const throughYear = Number(through.slice(0, 4));
  const months = throughYear > serviceYear ? 12 : throughYear < serviceYear ? 0 : Number(through.slice(5, 7));
  return {
    serviceYear,
    paymentYear,
    thisYear: curveOf(hierarchy, patients, serviceYear, months),
    lastYear: curveOf(hierarchy, patients, serviceYear - 1, 12),
  };
}
