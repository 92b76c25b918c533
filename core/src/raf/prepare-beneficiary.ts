import { err, ok, type Result } from 'neverthrow';
import { BeneficiaryInputSchema, ageDateOf, ageOn, type BeneficiaryInput } from './beneficiary-input.js';
import type { ScoringBeneficiary } from './engine/demographics.js';
import type { RafError } from './scoring-plan.js';

/** A validated beneficiary with its age resolved, and where the age came from. */
export interface PreparedBeneficiary extends ScoringBeneficiary {
  readonly ageFrom: 'age' | 'dob';
}

/**
 * Validates a beneficiary and resolves its age (given, or from `dob` on `asOf`, by default February 1 of
 * the payment year). ESRD beneficiaries are refused with their own error: CMS-HCC does not score them, the
 * ESRD models do (`scoreEsrd`).
 */
export function prepareBeneficiary(input: BeneficiaryInput, year: number): Result<PreparedBeneficiary, RafError> {
  return resolve(input, year, false);
}

/** A validated beneficiary with its age resolved and its ESRD flag, whatever it is (the ESRD and RxHCC models take ESRD beneficiaries). */
export function resolveBeneficiary(input: BeneficiaryInput, year: number): Result<PreparedBeneficiary & { readonly esrd: boolean }, RafError> {
  return resolve(input, year, true);
}

function resolve(input: BeneficiaryInput, year: number, withEsrd: true): Result<PreparedBeneficiary & { readonly esrd: boolean }, RafError>;
function resolve(input: BeneficiaryInput, year: number, withEsrd: false): Result<PreparedBeneficiary, RafError>;
function resolve(input: BeneficiaryInput, year: number, withEsrd: boolean): Result<PreparedBeneficiary & { readonly esrd?: boolean }, RafError> {
  const parsed = BeneficiaryInputSchema.safeParse(input);
  if (!parsed.success) {
    return err({ kind: 'InvalidBeneficiary', issues: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'beneficiary'}: ${issue.message}`) });
  }
  const beneficiary = parsed.data;
  if (beneficiary.esrd && !withEsrd) return err({ kind: 'EsrdNotSupported' });
  let age = beneficiary.age;
  let ageFrom: 'age' | 'dob' = 'age';
  if (age === undefined && beneficiary.dob !== undefined) {
    const on = beneficiary.asOf ?? ageDateOf(year);
    age = ageOn(beneficiary.dob, on);
    ageFrom = 'dob';
    if (age < 0 || age > 130) return err({ kind: 'InvalidBeneficiary', issues: [`dob: gives an age of ${age} on ${on}, not one from 0 to 130`] });
  }
  const who: PreparedBeneficiary = {
    age: age ?? 0,
    ageFrom,
    sex: beneficiary.sex,
    dual: beneficiary.dual,
    institutional: beneficiary.institutional,
    newEnrollee: beneficiary.newEnrollee,
    snp: beneficiary.newEnrollee && beneficiary.snp,
    orec: beneficiary.orec,
  };
  return ok(withEsrd ? { ...who, esrd: beneficiary.esrd } : who);
}
