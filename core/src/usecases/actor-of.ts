import { okAsync, type ResultAsync } from 'neverthrow';
import type { Actor } from '../access/actor.js';
import type { StorageError } from '../ports/repositories/storage-error.js';
import type { AppPorts } from './app-ports.js';
import type { Caller } from './caller.js';

/**
 * The caller as the access rules see them, with what their data scope hangs on read from storage: the doctors a
 * Staff or Training user acts for, the insurance of an InsuranceStaff user.
 */
export function actorOf(ports: Pick<AppPorts, 'doctors' | 'users'>, caller: Caller): ResultAsync<Actor, StorageError> {
  const base: Actor = { role: caller.role, userId: caller.userId, doctorId: caller.doctorId };
  switch (caller.role) {
    case 'Staff':
    case 'Training':
      return ports.doctors.doctorsForStaff(caller.userId).map((doctors) => ({ ...base, actsForDoctorIds: doctors.map((doctor) => doctor.id) }));
    case 'InsuranceStaff':
      return ports.users.findById(caller.userId).map((user) => ({ ...base, insuranceId: user?.insuranceId ?? null }));
    default:
      return okAsync(base);
  }
}
