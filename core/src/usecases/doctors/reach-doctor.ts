import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { reachesPatient } from '../../access/data-scope.js';
import type { DoctorId } from '../../domain/ids.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import { actorOf } from '../actor-of.js';
import type { AppPorts } from '../app-ports.js';
import type { Caller } from '../caller.js';
import { forbidden, type Forbidden } from '../errors.js';

/**
 * `ok` when the caller may see this doctor's details: administrators any doctor, a Doctor only themself, Staff and
 * Training only the doctors they act for; insurance staff no doctor's details. The same scope as the doctor's patients
 * (`patients.view`), for a patient of no insurance: so insurance staff, bound to theirs, reach none.
 */
export function reachDoctor(ports: Pick<AppPorts, 'doctors' | 'users'>, caller: Caller, doctorId: DoctorId): ResultAsync<void, Forbidden | StorageError> {
  return actorOf(ports, caller).andThen((actor) => (reachesPatient(actor, 'patients.view', { doctorId, insuranceId: null }) ? okAsync(undefined) : errAsync(forbidden)));
}
