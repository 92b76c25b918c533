import { okAsync, type ResultAsync } from 'neverthrow';
import type { Actor } from '../access/actor.js';
import { reachesDoctorsAs } from '../access/doctor-scope.js';
import { isInsuranceBoundRole } from '../access/role-groups.js';
import type { DoctorId, InsuranceId } from '../domain/ids.js';
import type { Repositories } from '../ports/repositories/repositories.js';
import type { StorageError } from '../ports/repositories/storage-error.js';
import type { ClinicalCaller } from './records/clinical-caller.js';

/** The repositories an actor's doctors and insurance are read from. */
export type ActorRepositories = Pick<Repositories, 'doctors' | 'users'>;

/** A Doctor's own doctor: the caller's when the session knows it, otherwise read by the user id. */
function ownDoctor(repositories: ActorRepositories, caller: ClinicalCaller): ResultAsync<DoctorId | null, StorageError> {
  if (!reachesDoctorsAs(caller.role, 'own')) return okAsync(null);
  if (caller.doctorId !== undefined) return okAsync(caller.doctorId);
  return repositories.doctors.findByUserId(caller.userId).map((doctor) => doctor?.id ?? null);
}

function actedFor(repositories: ActorRepositories, caller: ClinicalCaller): ResultAsync<readonly DoctorId[] | undefined, StorageError> {
  if (!reachesDoctorsAs(caller.role, 'acted-for')) return okAsync(undefined);
  return repositories.doctors.doctorsForStaff(caller.userId).map((doctors) => doctors.map((doctor) => doctor.id));
}

function insuranceOf(repositories: ActorRepositories, caller: ClinicalCaller): ResultAsync<InsuranceId | null | undefined, StorageError> {
  if (!isInsuranceBoundRole(caller.role)) return okAsync(undefined);
  return repositories.users.findById(caller.userId).map((user) => user?.insuranceId ?? null);
}

/**
 * The caller as the access rules see them, read once per request: their own doctor, the doctors they act for, their
 * insurance, each only for the roles the permission table reaches that way, so doctorScope itself stays pure.
 */
export function actorOf(repositories: ActorRepositories, caller: ClinicalCaller): ResultAsync<Actor, StorageError> {
  return ownDoctor(repositories, caller).andThen((doctorId) => actedFor(repositories, caller).andThen((actsForDoctorIds) =>
    insuranceOf(repositories, caller).map((insuranceId): Actor => ({
      role: caller.role, userId: caller.userId, doctorId,
      ...(actsForDoctorIds === undefined ? {} : { actsForDoctorIds }),
      ...(insuranceId === undefined ? {} : { insuranceId }),
    }))));
}
