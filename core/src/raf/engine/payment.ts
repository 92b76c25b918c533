/**
 * `numerator / denominator` rounded half away from zero to an integer, exactly, for integers below 2^53
 * (the float quotient is corrected by integer checks, so a tie such as 0.0005 never rounds the wrong way).
 */
export function roundedDivision(numerator: number, denominator: number): number {
  if (numerator < 0) return -roundedDivision(-numerator, denominator);
  const doubled = 2 * numerator + denominator;
  const span = 2 * denominator;
  let quotient = Math.floor(doubled / span);
  if (quotient * span > doubled) quotient--;
  else if ((quotient + 1) * span <= doubled) quotient++;
  return quotient;
}

/** Raw score ÷ normalisation factor, rounded to 3 decimals (all values in thousandths). */
export const normalise = (raw: number, factor: number): number => roundedDivision(raw * 1000, factor);

/** Normalised score × (1 − coding-pattern adjustment), rounded to 3 decimals (thousandths). */
export const adjustForCoding = (normalised: number, adjustment: number): number => roundedDivision(normalised * (1000 - adjustment), 1000);

/** Weighted blend of model scores (thousandths) with integer percent weights, rounded to 3 decimals. */
export function blend(scores: readonly number[], weights: readonly number[]): number {
  let total = 0;
  for (let i = 0; i < scores.length; i++) total += (scores[i] ?? 0) * (weights[i] ?? 0);
  return roundedDivision(total, 100);
}

/** Thousandths as a JavaScript number with at most 3 decimals (1234 → 1.234). */
export const fromThousandths = (value: number): number => value / 1000;
