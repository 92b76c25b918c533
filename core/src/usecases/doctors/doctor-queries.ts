import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { insuranceScope } from '../../access/data-scope.js';
import { doctorReach } from '../../access/doctor-scope.js';
import type { Doctor } from '../../domain/doctor.js';
import type { DoctorAddress } from '../../domain/doctor-address.js';
import type { DoctorId } from '../../domain/ids.js';
import type { DoctorSortField, SortedPageRequest } from '../../ports/repositories/list-sort.js';
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

/** Doctors by name (or the asked-for column, over the whole list), a page at a time; the search matches an NPI prefix or part of the name. */
export function listDoctors(ports: Pick<AppPorts, 'doctors'>, request: SortedPageRequest<DoctorSortField>): ResultAsync<Page<Doctor>, StorageError> {
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
 * The doctors the caller may pick to work for: those whose patients it may list (`patients.view` in doctorScope's
 * table): the doctors Staff and Training act for, a Doctor themself, every active doctor for administrators, the
 * doctors with patients of their insurance for insurance staff.
 */
export function staffDoctors(ports: DoctorPorts, caller: Caller): ResultAsync<Doctor[], Forbidden | StorageError> {
  switch (doctorReach(caller.role, 'patients.view')) {
    case 'acted-for':
      return ports.doctors.doctorsForStaff(caller.userId);
    case 'own':
      return caller.doctorId === null ? okAsync([]) : ports.doctors.findById(caller.doctorId).map((doctor) => (doctor ? [doctor] : []));
    case 'any':
      return actorOf(ports, caller).andThen((actor) => {
        const insurance = insuranceScope(actor);
        if (insurance.kind === 'all') return ports.doctors.listAll({ activeOnly: true });
        return insurance.kind === 'insurance' ? ports.doctors.doctorsForInsurance(insurance.insuranceId) : errAsync(forbidden);
      });
    case 'none':
      return errAsync(forbidden);
  }
}

/**
 * A doctor's account with the whole profile (the complete-profile and edit forms), by NPI. The doctor themself,
 * staff acting for them and administrators may read it.
 */
export function doctorProfile(ports: DoctorPorts, caller: Caller, npi: string): ResultAsync<User, NotFound | Forbidden | StorageError> {
  // Complete Profile asks with the signed-in doctor's user name, which is their NPI only when they chose it so.
  const own = doctorReach(caller.role, 'patients.view') === 'own' && npi.trim().toLowerCase() === caller.userName.toLowerCase();
  const found = own ? ports.users.findById(caller.userId) : ports.users.findByDocumentId(npi.trim());
  return found.andThen((user): ResultAsync<User, NotFound | Forbidden | StorageError> => {
    if (user === null || user.role !== 'Doctor') return errAsync(notFound('doctor'));
    if (user.id === caller.userId) return okAsync(user);
    if (user.doctorId === null) return errAsync(forbidden);
    return reachDoctor(ports, caller, user.doctorId).map(() => user);
  });
}
