import type { RoleName } from '../domain/role.js';

/** The operating company's internal roles (the "MAG" roles). */
export const MAG_ROLES = ['Superuser', 'Staff', 'Admin'] as const satisfies readonly RoleName[];
/** Roles treated as internal in the calculator: the MAG roles plus Training. */
export const CALCULATOR_INTERNAL_ROLES = [...MAG_ROLES, 'Training'] as const satisfies readonly RoleName[];
/** Roles that may read but never change anything. */
export const READ_ONLY_ROLES = ['InsuranceStaff'] as const satisfies readonly RoleName[];
/** Roles whose accounts work for one insurance: they reach only that insurance's patients. */
export const INSURANCE_BOUND_ROLES = ['InsuranceStaff'] as const satisfies readonly RoleName[];
/** Roles that work on the patients of one doctor (their own, or the doctor they act for). */
export const DOCTOR_SIDE_ROLES = ['Doctor', 'Staff'] as const satisfies readonly RoleName[];

const member = (group: readonly RoleName[], role: RoleName) => group.includes(role);

export function isMagRole(role: RoleName): boolean {
  return member(MAG_ROLES, role);
}

export function isCalculatorInternalRole(role: RoleName): boolean {
  return member(CALCULATOR_INTERNAL_ROLES, role);
}

export function isReadOnlyRole(role: RoleName): boolean {
  return member(READ_ONLY_ROLES, role);
}

export function isInsuranceBoundRole(role: RoleName): boolean {
  return member(INSURANCE_BOUND_ROLES, role);
}
