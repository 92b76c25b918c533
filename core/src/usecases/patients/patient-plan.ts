import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { DoctorId, InsuranceId, PlanId } from '../../domain/ids.js';
import type { Repositories } from '../../ports/repositories/repositories.js';
import type { NotFound, StorageError } from '../../ports/repositories/storage-error.js';
import { validationMessages } from '../../validation/messages.js';
import { validationFailed, type ValidationFailed } from '../../validation/validation-failed.js';

/**
 * `ok` when the doctor and the insurance exist and the plan is one of the insurance's plans (or a shared one);
 * otherwise the form's field at fault, so a stale choice reads as a form error rather than a missing page.
 */
export function checkPatientReferences(
  repositories: Pick<Repositories, 'doctors' | 'insurances'>,
  references: { readonly doctorId: DoctorId; readonly insuranceId: InsuranceId; readonly planId: PlanId },
): ResultAsync<void, ValidationFailed | StorageError> {
  const { doctorId, insuranceId, planId } = references;
  return repositories.doctors.findById(doctorId).andThen((doctor) => (doctor === null
    ? errAsync(validationFailed([{ field: 'doctorId', message: validationMessages.oneOf('Doctor') }]))
    : repositories.insurances.find(insuranceId))).andThen((insurance) => {
    if (insurance === null) return errAsync(validationFailed([{ field: 'insuranceId', message: validationMessages.oneOf('Insurance') }]));
    return repositories.insurances.plans(insuranceId).andThen((plans) =>
      plans.some((plan) => plan.id === planId) ? okAsync(undefined) : errAsync(validationFailed([{ field: 'planId', message: validationMessages.oneOf('Insurance Plan') }])));
  });
}

const FIELD_OF: Readonly<Record<string, string>> = { doctor: 'doctorId', insurance: 'insuranceId', plan: 'planId' };

/** A `NotFound` of a form's reference (doctor, insurance, plan) as the form's own field error. */
export function referenceError(error: NotFound): ValidationFailed | NotFound {
  const field = FIELD_OF[error.entity];
  return field === undefined ? error : validationFailed([{ field, message: validationMessages.oneOf(error.entity[0]?.toUpperCase() + error.entity.slice(1)) }]);
}
