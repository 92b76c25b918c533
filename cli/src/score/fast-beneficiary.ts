import type { ScoringBeneficiary } from '@rafdesk/core/raf';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
/** A reusable beneficiary the fast reader fills. */
export type BeneficiarySlot = Mutable<ScoringBeneficiary>;

export const emptySlot = (): BeneficiarySlot => ({ age: 0, sex: 'F', dual: 'non', institutional: false, newEnrollee: false, snp: false, orec: 0 });

const DUALS: Readonly<Record<string, ScoringBeneficiary['dual']>> = { non: 'non', partial: 'partial', full: 'full' };
const FLAGS: Readonly<Record<string, boolean>> = { true: true, false: false, '1': true, '0': false, yes: true, no: false, Y: true, N: false, '': false };

/** The ESRD and RxHCC fields: a record that sets one takes the validated path, which scores those models. */
const SUPPLEMENTAL_FIELDS = ['dialysis', 'graftMonths', 'rx', 'lowIncome', 'pdp'] as const;

function flag(value: unknown): boolean | null {
  if (value === undefined) return false;
  if (typeof value === 'boolean') return value;
  return typeof value === 'string' ? (FLAGS[value] ?? null) : null;
}

function orec(value: unknown): 0 | 1 | 2 | 3 | null {
  if (value === undefined || value === '') return 0;
  if (value === 0 || value === '0') return 0;
  if (value === 1 || value === '1') return 1;
  if (value === 2 || value === '2') return 2;
  if (value === 3 || value === '3') return 3;
  return null;
}

function age(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= 130 ? number : null;
}

/**
 * The quick reading of a record that is already in canonical form (age given, no dob, no ESRD or RxHCC
 * field, known values): fills `slot` and returns true. Any other record returns false and takes the validated path,
 * which accepts the same canonical records with the same result (property-tested) and words the errors.
 */
export function readFastBeneficiary(record: Record<string, unknown>, slot: BeneficiarySlot): boolean {
  if ((record.dob !== undefined && record.dob !== '') || (record.esrd !== undefined && flag(record.esrd) !== false)) return false;
  for (const field of SUPPLEMENTAL_FIELDS) if (record[field] !== undefined && record[field] !== '' && record[field] !== false) return false;
  const years = age(record.age);
  const sex = record.sex;
  const dual = record.dual === undefined || record.dual === '' ? 'non' : typeof record.dual === 'string' ? DUALS[record.dual] : undefined;
  const institutional = flag(record.institutional);
  const newEnrollee = flag(record.newEnrollee);
  const snp = flag(record.snp);
  const entitlement = orec(record.orec);
  if (years === null || (sex !== 'M' && sex !== 'F') || dual === undefined || institutional === null || newEnrollee === null || snp === null || entitlement === null) return false;
  slot.age = years;
  slot.sex = sex;
  slot.dual = dual;
  slot.institutional = institutional;
  slot.newEnrollee = newEnrollee;
  slot.snp = newEnrollee && snp;
  slot.orec = entitlement;
  return true;
}
