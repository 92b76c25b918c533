import type { DatedVitals } from './gap-facts.js';

// CDC's adult BMI formula in US units: weight (lb) ÷ height (in)² × 703.
const POUNDS_INCHES_FACTOR = 703;

/** The BMI of a note's vitals: the one recorded, else from weight and height; null when neither is there. */
export function bmiOf(vitals: Pick<DatedVitals, 'bmi' | 'weightLb' | 'heightIn'>): number | null {
  if (vitals.bmi !== null) return vitals.bmi;
  if (vitals.weightLb === null || vitals.heightIn === null) return null;
  return (vitals.weightLb / (vitals.heightIn * vitals.heightIn)) * POUNDS_INCHES_FACTOR;
}
