import type { ResultAsync } from 'neverthrow';
import type { Insurance, Plan } from '../../domain/insurance.js';
import type { GenderOption } from '../../domain/sex.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { AppPorts } from '../app-ports.js';
import { genderOptions } from '../lookups/lookups.js';

/** What the patient form offers: active insurances, genders and insurance plans (PatientsResolve). */
export interface PatientFormLookups {
  readonly insurances: readonly Insurance[];
  readonly genders: readonly GenderOption[];
  readonly plans: readonly Plan[];
}

/** The patient form's choices; insurances are the active ones, plans every active plan. */
export function patientFormLookups(ports: Pick<AppPorts, 'insurances'>): ResultAsync<PatientFormLookups, StorageError> {
  return ports.insurances.listAll({ activeOnly: true }).andThen((insurances) =>
    ports.insurances.plans(null).map((plans) => ({ insurances, genders: genderOptions(), plans })));
}

/** What the calculator form offers: genders and insurance plans (CalculatorResolve). */
export interface CalculatorLookups {
  readonly genders: readonly GenderOption[];
  readonly plans: readonly Plan[];
}

/** The calculator form's choices (the plan is a label there: it does not change the score). */
export function calculatorLookups(ports: Pick<AppPorts, 'insurances'>): ResultAsync<CalculatorLookups, StorageError> {
  return ports.insurances.plans(null).map((plans) => ({ genders: genderOptions(), plans }));
}
