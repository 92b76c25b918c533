import type { ScoringBeneficiary } from '../engine/demographics.js';
import type { EsrdStatus } from './esrd-status.js';

/** The ESRD V24 segments: the coefficient prefix is the name (TRANSPLANT scores its month's factor alone). */
export type EsrdSegment = 'DI' | 'DNE' | 'TRANSPLANT' | 'GNPA' | 'GNPN' | 'GFA' | 'GFN' | 'GI' | 'GNE';

/** What each ESRD segment means. */
export const ESRD_SEGMENT_LABELS: Readonly<Record<EsrdSegment, string>> = {
  DI: 'Dialysis, continuing enrollee (community and institutional)',
  DNE: 'Dialysis, new enrollee',
  TRANSPLANT: 'Kidney transplant (months 1 to 3)',
  GNPA: 'Functioning graft, community, non-dual or partial-benefit dual, aged',
  GNPN: 'Functioning graft, community, non-dual or partial-benefit dual, non-aged',
  GFA: 'Functioning graft, community, full-benefit dual, aged',
  GFN: 'Functioning graft, community, full-benefit dual, non-aged',
  GI: 'Functioning graft, long-term institutional',
  GNE: 'Functioning graft, new enrollee',
};

/**
 * The segment of an ESRD beneficiary as CMS's ESRD V24 software splits them: the transplant months first, then
 * new enrollees (dialysis or graft, institutional or not, as the CMS-HCC path does), then the graft's
 * institutional and community segments by dual status and age (65 and over is aged).
 */
export function chooseEsrdSegment(who: ScoringBeneficiary, status: EsrdStatus): EsrdSegment {
  if (status.kind === 'transplant') return 'TRANSPLANT';
  if (status.kind === 'dialysis') return who.newEnrollee ? 'DNE' : 'DI';
  if (who.newEnrollee) return 'GNE';
  if (who.institutional) return 'GI';
  const aged = who.age >= 65;
  if (who.dual === 'full') return aged ? 'GFA' : 'GFN';
  return aged ? 'GNPA' : 'GNPN';
}

/** Why the beneficiary is in its segment, in words. */
export function esrdSegmentReason(segment: EsrdSegment, who: ScoringBeneficiary, status: EsrdStatus): string {
  const age = who.age >= 65 ? `aged (${who.age} ≥ 65)` : `non-aged (${who.age} < 65)`;
  const dual = who.dual === 'non' ? 'not dual' : `${who.dual}-benefit dual`;
  switch (segment) {
    case 'TRANSPLANT':
      return `kidney transplant, month ${status.kind === 'transplant' ? status.month : 0} (the month of the transplant is month 1)`;
    case 'DI':
      return `on dialysis, continuing enrollee, ${who.institutional ? 'long-term institutional' : 'community'}, ${dual}, ${age}`;
    case 'DNE':
      return 'on dialysis, new enrollee (under 12 months of Part B)';
    case 'GNE':
      return `functioning graft (${status.kind === 'graft' ? status.months : 0} months since the transplant), new enrollee`;
    case 'GI':
      return `functioning graft (${status.kind === 'graft' ? status.months : 0} months since the transplant), long-term institutional, ${age}`;
    default:
      return `functioning graft (${status.kind === 'graft' ? status.months : 0} months since the transplant), community, ${dual}, ${age}`;
  }
}
