import { SEGMENT_INDEX, ceBand, neBand, type Segment } from './segments.js';

/** The beneficiary facts the models use, already validated. */
export interface ScoringBeneficiary {
  /** Age in whole years as of February 1 of the payment year. */
  readonly age: number;
  readonly sex: 'M' | 'F';
  readonly dual: 'non' | 'partial' | 'full';
  readonly institutional: boolean;
  readonly newEnrollee: boolean;
  /** New enrollee in a special needs plan (only with `newEnrollee`). */
  readonly snp: boolean;
  /** Original reason for entitlement: 0 old age, 1 disability, 2 ESRD, 3 disability and ESRD. */
  readonly orec: 0 | 1 | 2 | 3;
}

/** Derived flags, computed the way CMS's SAS software does. Mutable so the batch path can reuse one. */
export interface Demographics {
  age: number;
  segment: number;
  female: boolean;
  medicaid: boolean;
  /** DISABL = age < 65 and OREC ≠ 0. */
  disabled: boolean;
  /** ORIGDS = OREC 1 and not DISABL. */
  originallyDisabled: boolean;
  /** New-enrollee ORIGDIS = age ≥ 65 and OREC 1. */
  newEnrolleeOriginallyDisabled: boolean;
  ceBand: number;
  neBand: number;
}

/** A blank {@link Demographics} to fill. */
export const emptyDemographics = (): Demographics => ({
  age: 0, segment: 0, female: false, medicaid: false, disabled: false, originallyDisabled: false,
  newEnrolleeOriginallyDisabled: false, ceBand: 0, neBand: 0,
});

/**
 * The segment of a beneficiary: new enrollee first (CMS's software scores every new enrollee with the
 * new-enrollee factors, institutional or not), then long-term institutional, then community by dual
 * status and age.
 */
export function chooseSegment(beneficiary: ScoringBeneficiary): Segment {
  if (beneficiary.newEnrollee) return beneficiary.snp ? 'SNPNE' : 'NE';
  if (beneficiary.institutional) return 'INS';
  const aged = beneficiary.age >= 65;
  if (beneficiary.dual === 'full') return aged ? 'CFA' : 'CFD';
  if (beneficiary.dual === 'partial') return aged ? 'CPA' : 'CPD';
  return aged ? 'CNA' : 'CND';
}

/** Derives the model flags of a beneficiary into `out` (a fresh object unless one is passed to reuse). */
export function deriveDemographics(beneficiary: ScoringBeneficiary, out: Demographics = emptyDemographics()): Demographics {
  const disabled = beneficiary.age < 65 && beneficiary.orec !== 0;
  out.age = beneficiary.age;
  out.segment = SEGMENT_INDEX[chooseSegment(beneficiary)];
  out.female = beneficiary.sex === 'F';
  out.medicaid = beneficiary.dual !== 'non';
  out.disabled = disabled;
  out.originallyDisabled = beneficiary.orec === 1 && !disabled;
  out.newEnrolleeOriginallyDisabled = beneficiary.age >= 65 && beneficiary.orec === 1;
  out.ceBand = ceBand(beneficiary.age);
  out.neBand = neBand(beneficiary.age, beneficiary.orec);
  return out;
}
