import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Doctor } from '../../domain/doctor.js';
import type { DoctorId, UserId } from '../../domain/ids.js';
import { ROLE_NAMES, type RoleName } from '../../domain/role.js';
import { reachesDoctorsAs } from '../../access/doctor-scope.js';
import type { User } from '../../domain/user.js';
import { notFound, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import { validationFailed, type ValidationFailed } from '../../validation/validation-failed.js';
import type { AppPorts } from '../app-ports.js';

/**
 * The roles that work on behalf of doctors and so are assigned the doctors they act for (spec 01 §6): those the
 * permission table gives 'acted-for' doctors, so the assignment and the access rules never disagree.
 */
export const ACTING_ROLES: readonly RoleName[] = ROLE_NAMES.filter((role) => reachesDoctorsAs(role, 'acted-for'));

/** The message under the doctor picker when the account's role acts for nobody. */
export const NOT_ACTING_ROLE_MESSAGE = 'Only Staff and Training users act for doctors';
/** The message under the doctor picker when an id names no doctor. */
export const UNKNOWN_DOCTOR_MESSAGE = 'A chosen doctor does not exist';

type ActingPorts = Pick<AppPorts, 'users' | 'doctors'>;

function actingUser(ports: ActingPorts, userId: UserId): ResultAsync<User, NotFound | ValidationFailed | StorageError> {
  return ports.users.findById(userId).andThen((user): ResultAsync<User, NotFound | ValidationFailed> => {
    if (user === null) return errAsync(notFound('user'));
    if (!ACTING_ROLES.includes(user.role)) return errAsync(validationFailed([{ field: 'doctorIds', message: NOT_ACTING_ROLE_MESSAGE }]));
    return okAsync(user);
  });
}

/** The doctors a Staff or Training account acts for, by name (the user form's picker). */
export function actingDoctors(ports: ActingPorts, userId: UserId): ResultAsync<Doctor[], NotFound | ValidationFailed | StorageError> {
  return actingUser(ports, userId).andThen(() => ports.doctors.doctorsForStaff(userId));
}

/**
 * Replaces the doctors a Staff or Training account acts for: it then reaches exactly their patients and picks among
 * them at sign-in. An unknown doctor id refuses the whole change (the previous set stays); other roles are refused,
 * since they reach patients by their role, not by assignment.
 */
export function assignActingDoctors(ports: ActingPorts, input: { userId: UserId; doctorIds: readonly DoctorId[] }): ResultAsync<void, NotFound | ValidationFailed | StorageError> {
  return actingUser(ports, input.userId)
    .andThen(() => ports.doctors.setStaffDoctors(input.userId, input.doctorIds).orElse((error) =>
      (error.kind === 'NotFound' ? errAsync(validationFailed([{ field: 'doctorIds', message: UNKNOWN_DOCTOR_MESSAGE }])) : errAsync(error))));
}
