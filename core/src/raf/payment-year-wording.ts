/**
 * The one wording of a payment year the engine has no tables for, naming the years it has: the engine, the record
 * figures, the factor settings and the browser's notes all say it, so a user reads the same sentence everywhere.
 */
export function paymentYearNotAvailable(year: number, years: readonly number[]): string {
  return `payment year ${year} is not available (use ${years.join(', ')})`;
}
