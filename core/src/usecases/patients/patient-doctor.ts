import { err, type Result } from 'neverthrow';
import type { Actor } from '../../access/actor.js';
import { insuranceScope } from '../../access/data-scope.js';
import { doctorScope, oneDoctor, type DoctorScope } from '../../access/doctor-scope.js';
import type { Action } from '../../access/permission-table.js';
import type { DoctorId, InsuranceId } from '../../domain/ids.js';
import type { ValidationFailed } from '../../validation/validation-failed.js';
import { doctorRefusal } from '../doctor-refusal.js';
import { forbidden, type Forbidden } from '../errors.js';

/** Which patients a list shows: the doctors doctorScope answers, one insurance's or all (null). */
export interface PatientListScope {
  readonly doctors: DoctorScope;
  readonly insuranceId: InsuranceId | null;
}

/**
 * Whose patients a list call may show: the doctors of `patients.view` (doctorScope), and for insurance staff only
 * their insurance's patients; an insurance account that names no insurance lists nothing (`Forbidden`).
 */
export function patientListScope(actor: Actor, requested: DoctorId | null): Result<PatientListScope, Forbidden | ValidationFailed> {
  const insurance = insuranceScope(actor);
  if (insurance.kind === 'none') return err(forbidden);
  return doctorScope(actor, 'patients.view', requested).mapErr(doctorRefusal)
    .map((doctors) => ({ doctors, insuranceId: insurance.kind === 'insurance' ? insurance.insuranceId : null }));
}

/** The one doctor a patient written by this actor belongs to (doctorScope of the writing action). */
export function patientDoctor(actor: Actor, action: Action, requested: DoctorId | null): Result<DoctorId, Forbidden | ValidationFailed> {
  return oneDoctor(actor, action, requested).mapErr(doctorRefusal);
}
