import { okAsync, type ResultAsync } from 'neverthrow';
import type { Actor } from '../../access/actor.js';
import type { DoctorId } from '../../domain/ids.js';
import type { Repositories } from '../../ports/repositories/repositories.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { Caller } from '../caller.js';

/**
 * Who calls a clinical use case: a {@link Caller}, or the part of it an HTTP route knows (user id and role).
 * When `doctorId` is not given, a Doctor's own doctor is looked up by the user id.
 */
export type ClinicalCaller = Pick<Caller, 'userId' | 'role'> & { readonly doctorId?: DoctorId | null };

/** The repositories the caller's data scope is read from. */
export type ScopeRepositories = Pick<Repositories, 'doctors' | 'users'>;

/**
 * The caller as the access rules see them: a Doctor with their doctor, Staff and Training with the doctors they
 * act for, InsuranceStaff with their insurance; administrators need nothing more.
 */
export function actorFor(repositories: ScopeRepositories, caller: ClinicalCaller): ResultAsync<Actor, StorageError> {
  const base = { role: caller.role, userId: caller.userId };
  switch (caller.role) {
    case 'Doctor':
      if (caller.doctorId !== undefined) return okAsync({ ...base, doctorId: caller.doctorId });
      return repositories.doctors.findByUserId(caller.userId).map((doctor) => ({ ...base, doctorId: doctor?.id ?? null }));
    case 'Staff':
    case 'Training':
      return repositories.doctors.doctorsForStaff(caller.userId).map((doctors) => ({ ...base, doctorId: null, actsForDoctorIds: doctors.map((doctor) => doctor.id) }));
    case 'InsuranceStaff':
      return repositories.users.findById(caller.userId).map((user) => ({ ...base, doctorId: null, insuranceId: user?.insuranceId ?? null }));
    case 'Admin':
    case 'Superuser':
      return okAsync({ ...base, doctorId: null });
  }
}
