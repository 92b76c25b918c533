import type { ResultAsync } from 'neverthrow';
import type { Insurance } from '../../domain/insurance.js';
import { ROLE_IDS, ROLE_NAMES, type RoleId, type RoleName } from '../../domain/role.js';
import type { SignUpLookups } from '../../domain/program-selection.js';
import { SEX_LABELS, type GenderOption } from '../../domain/sex.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { AppPorts } from '../app-ports.js';

/** The genders lookup: M Male, F Female. */
export function genderOptions(): GenderOption[] {
  return [{ value: 'M', label: SEX_LABELS.M }, { value: 'F', label: SEX_LABELS.F }];
}

/** A role as the role lookup offers it. */
export interface RoleOption {
  readonly id: RoleId;
  readonly name: RoleName;
}

/** The six roles with their ids, in the order of the role list. */
export function roleOptions(): RoleOption[] {
  return ROLE_NAMES.map((name) => ({ id: ROLE_IDS[name], name }));
}

/** The billing-program, record-program and services lists of the sign-up form (active entries). */
export function signUpLookups(ports: Pick<AppPorts, 'lookups'>): ResultAsync<SignUpLookups, StorageError> {
  return ports.lookups.signUpLookups();
}

/** Everything the user form offers: roles, genders, active insurances (for insurance staff) and the doctor program lists. */
export interface UserFormLookups extends SignUpLookups {
  readonly roles: readonly RoleOption[];
  readonly genders: readonly GenderOption[];
  readonly insurances: readonly Insurance[];
}

export function userFormLookups(ports: Pick<AppPorts, 'lookups' | 'insurances'>): ResultAsync<UserFormLookups, StorageError> {
  return ports.lookups.signUpLookups().andThen((lookups) =>
    ports.insurances.listAll({ activeOnly: true }).map((insurances) => ({ ...lookups, roles: roleOptions(), genders: genderOptions(), insurances })));
}
