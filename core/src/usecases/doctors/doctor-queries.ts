import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Doctor } from '../../domain/doctor.js';
import type { DoctorAddress } from '../../domain/doctor-address.js';
import type { DoctorId } from '../../domain/ids.js';
import type { PageRequest } from '../../domain/pagination.js';
import type { ProgramSelection, SignUpLookups } from '../../domain/program-selection.js';
import type { GenderOption } from '../../domain/sex.js';
import type { User } from '../../domain/user.js';
import { notFound, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import type { Page } from '../../ports/repositories/page.js';
import type { AppPorts } from '../app-ports.js';
import type { Caller } from '../caller.js';
import { forbidden, type Forbidden } from '../errors.js';
import { genderOptions } from '../lookups/lookups.js';
import { reachDoctor } from './reach-doctor.js';
import { actorOf } from '../actor-of.js';

type DoctorPorts = Pick<AppPorts, 'doctors' | 'users'>;

/** Doctors by name, a page at a time; the search matches an NPI prefix or part of the name. */
export function listDoctors(ports: Pick<AppPorts, 'doctors'>, request: PageRequest): ResultAsync<Page<Doctor>, StorageError> {
  return ports.doctors.list(request);
}

/** What the doctors screen and its edit form need besides the list: genders and the three program lists. */
export interface DoctorsResolve extends SignUpLookups {
  readonly genders: readonly GenderOption[];
}

export function doctorsResolve(ports: Pick<AppPorts, 'lookups'>): ResultAsync<DoctorsResolve, StorageError> {
  return ports.lookups.signUpLookups().map((lookups) => ({ ...lookups, genders: genderOptions() }));
}

function doctorByNpi(ports: DoctorPorts, npi: string): ResultAsync<Doctor, NotFound | StorageError> {
  return ports.doctors.findByNpi(npi.trim()).andThen((doctor) => (doctor === null ? errAsync(notFound('doctor')) : okAsync(doctor)));
}

/** The programs and services a doctor (by NPI) has chosen, for a caller within reach of that doctor. */
export function doctorProgramSelections(ports: DoctorPorts, caller: Caller, npi: string): ResultAsync<ProgramSelection[], NotFound | Forbidden | StorageError> {
  return doctorByNpi(ports, npi).andThen((doctor) => reachDoctor(ports, caller, doctor.id).andThen(() => ports.doctors.programSelections(doctor.id)));
}

/** A doctor's practice addresses in form order, for a caller within reach of that doctor. */
export function doctorAddresses(ports: DoctorPorts, caller: Caller, doctorId: DoctorId): ResultAsync<DoctorAddress[], NotFound | Forbidden | StorageError> {
  // Reach first, so a caller out of reach cannot tell which doctor ids exist.
  return reachDoctor(ports, caller, doctorId)
    .andThen(() => ports.doctors.findById(doctorId))
    .andThen((doctor) => (doctor === null ? errAsync(notFound('doctor')) : okAsync(doctor)))
    .andThen((doctor) => ports.doctors.addresses(doctor.id));
}

/**
 * The doctors the caller may pick to work for: a Staff user's own doctors, every active doctor for administrators, a
 * Doctor themself, the doctors with patients of their insurance for insurance staff.
 */
export function staffDoctors(ports: DoctorPorts, caller: Caller): ResultAsync<Doctor[], Forbidden | StorageError> {
  switch (caller.role) {
    case 'Staff':
    case 'Training':
      return ports.doctors.doctorsForStaff(caller.userId);
    case 'Admin':
    case 'Superuser':
      return ports.doctors.listAll({ activeOnly: true });
    case 'Doctor':
      return caller.doctorId === null ? okAsync([]) : ports.doctors.findById(caller.doctorId).map((doctor) => (doctor ? [doctor] : []));
    case 'InsuranceStaff':
      return actorOf(ports, caller).andThen((actor) =>
        (actor.insuranceId ? ports.doctors.doctorsForInsurance(actor.insuranceId) : errAsync(forbidden)));
  }
}

/**
 * A doctor's account with the whole profile (the complete-profile and edit forms), by NPI. The doctor themself,
 * staff acting for them and administrators may read it.
 */
export function doctorProfile(ports: DoctorPorts, caller: Caller, npi: string): ResultAsync<User, NotFound | Forbidden | StorageError> {
  // Complete Profile asks with the signed-in doctor's user name, which is their NPI only when they chose it so.
  const own = caller.role === 'Doctor' && npi.trim().toLowerCase() === caller.userName.toLowerCase();
  const found = own ? ports.users.findById(caller.userId) : ports.users.findByDocumentId(npi.trim());
  return found.andThen((user): ResultAsync<User, NotFound | Forbidden | StorageError> => {
    if (user === null || user.role !== 'Doctor') return errAsync(notFound('doctor'));
    if (user.id === caller.userId) return okAsync(user);
    if (user.doctorId === null) return errAsync(forbidden);
    return reachDoctor(ports, caller, user.doctorId).map(() => user);
  });
}
