import { errAsync, type ResultAsync } from 'neverthrow';
import { can } from '../../access/can.js';
import type { DoctorId } from '../../domain/ids.js';
import type { NotFound, StorageError } from '../../ports/repositories/storage-error.js';
import type { ValidationFailed } from '../../validation/validation-failed.js';
import type { AppPorts } from '../app-ports.js';
import { forbidden, type Forbidden } from '../errors.js';
import { actorOf } from '../actor-of.js';
import type { ClinicalCaller } from '../records/clinical-caller.js';
import { patientDoctor } from './patient-doctor.js';

/** Which patient's status changes: the doctor (null: the caller's own or the one they act for) and the document id. */
export interface PatientStatusChange {
  readonly doctorId: DoctorId | null;
  readonly documentId: string;
  readonly active: boolean;
}

/**
 * Activates or deactivates a patient (UpdatePatientStatus). InsuranceStaff may not; others only patients of a doctor
 * within their reach. An inactive patient's diagnostics, billing and Smart PN are frozen until it is active again.
 */
export function setPatientStatus(
  ports: Pick<AppPorts, 'patients' | 'doctors' | 'users' | 'clock'>,
  caller: ClinicalCaller,
  change: PatientStatusChange,
): ResultAsync<void, Forbidden | ValidationFailed | NotFound | StorageError> {
  if (!can(caller, 'patients.changeStatus')) return errAsync(forbidden);
  return actorOf(ports, caller)
    .andThen((actor) => patientDoctor(actor, 'patients.changeStatus', change.doctorId))
    .andThen((doctorId) => ports.patients.setActive(doctorId, change.documentId.trim(), change.active, ports.clock.now()));
}
