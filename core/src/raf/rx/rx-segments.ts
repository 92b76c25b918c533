import type { ScoringBeneficiary } from '../engine/demographics.js';

/** The RxHCC V08 segments; the coefficient prefix is the name. */
export type RxSegment = 'Rx_CE_NoLowAged' | 'Rx_CE_NoLowNoAged' | 'Rx_CE_LowAged' | 'Rx_CE_LowNoAged' | 'Rx_CE_LTI' | 'Rx_NE_NoLo' | 'Rx_NE_Lo' | 'Rx_NE_LTI';

/** What each RxHCC segment means. */
export const RX_SEGMENT_LABELS: Readonly<Record<RxSegment, string>> = {
  Rx_CE_NoLowAged: 'Continuing enrollee, community, not low income, aged',
  Rx_CE_NoLowNoAged: 'Continuing enrollee, community, not low income, non-aged',
  Rx_CE_LowAged: 'Continuing enrollee, community, low income, aged',
  Rx_CE_LowNoAged: 'Continuing enrollee, community, low income, non-aged',
  Rx_CE_LTI: 'Continuing enrollee, long-term institutional',
  Rx_NE_NoLo: 'New enrollee, community, not low income',
  Rx_NE_Lo: 'New enrollee, community, low income',
  Rx_NE_LTI: 'New enrollee, long-term institutional',
};

/** The RxHCC segment: new enrollees first (they have their own institutional segment), then institutional, then community by low income and age (65 and over is aged). */
export function chooseRxSegment(who: ScoringBeneficiary, lowIncome: boolean): RxSegment {
  if (who.newEnrollee) return who.institutional ? 'Rx_NE_LTI' : lowIncome ? 'Rx_NE_Lo' : 'Rx_NE_NoLo';
  if (who.institutional) return 'Rx_CE_LTI';
  const aged = who.age >= 65;
  if (lowIncome) return aged ? 'Rx_CE_LowAged' : 'Rx_CE_LowNoAged';
  return aged ? 'Rx_CE_NoLowAged' : 'Rx_CE_NoLowNoAged';
}

/** Why the beneficiary is in its segment, in words. */
export function rxSegmentReason(segment: RxSegment, who: ScoringBeneficiary & { readonly esrd: boolean }, lowIncome: boolean): string {
  const income = lowIncome ? 'low income' : 'not low income';
  const age = who.age >= 65 ? `aged (${who.age} ≥ 65)` : `non-aged (${who.age} < 65)`;
  if (segment.startsWith('Rx_NE_')) return `new enrollee (under 12 months of Part B), ${who.institutional ? 'long-term institutional' : `community, ${income}`}, ${who.esrd ? 'ESRD' : 'no ESRD'}`;
  if (segment === 'Rx_CE_LTI') return `continuing enrollee, long-term institutional, ${age}`;
  return `continuing enrollee, community, ${income}, ${age}`;
}
