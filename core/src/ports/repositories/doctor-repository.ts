import type { ResultAsync } from 'neverthrow';
import type { DoctorId, InsuranceId, UserId } from '../../domain/ids.js';
import type { Doctor } from '../../domain/doctor.js';
import type { DoctorAddress } from '../../domain/doctor-address.js';
import type { IsoDate } from '../../domain/calendar-date.js';
import type { ProgramSelection, SignUpLookups } from '../../domain/program-selection.js';
import type { Sex } from '../../domain/sex.js';
import type { DoctorProfileFields } from '../../domain/user.js';
import type { Conflict, NotFound, StorageError } from './storage-error.js';
import type { Page } from './page.js';
import type { DoctorSortField, SortedPageRequest } from './list-sort.js';

/** Everything a doctor row holds, as the doctor and user forms write it. */
export interface DoctorInput {
  readonly npi: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly speciality: string | null;
  readonly mdLicenseNumber: string | null;
  readonly dateOfBirth: IsoDate | null;
  readonly sex: Sex | null;
  readonly phone: string | null;
  readonly phone2: string | null;
  readonly email: string | null;
  readonly street: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly zip: string | null;
  readonly profile: DoctorProfileFields;
  readonly policyAcceptedAt: Date | null;
}

/** A doctor with the names and profile the edit form and the progress-note header need. */
export interface DoctorDetails extends Doctor {
  readonly userId: UserId | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly mdLicenseNumber: string | null;
  readonly profile: DoctorProfileFields;
}

/**
 * Doctors, their practice addresses, program/service choices and the staff who act for them.
 * Addresses and choices are replaced whole with the doctor in one transaction.
 */
export interface DoctorRepository {
  /** NPI is unique. */
  create(input: DoctorInput, at: Date): ResultAsync<DoctorDetails, Conflict | StorageError>;
  update(id: DoctorId, input: DoctorInput, at: Date): ResultAsync<DoctorDetails, NotFound | Conflict | StorageError>;
  /**
   * Ordered by last then first name, or by the asked-for column (texts in any letter case, the id breaking ties); the
   * search matches an NPI prefix or part of the name (any case).
   */
  list(request: SortedPageRequest<DoctorSortField>): ResultAsync<Page<Doctor>, StorageError>;
  /** Every doctor by name (the doctor pickers). */
  listAll(options: { activeOnly: boolean }): ResultAsync<Doctor[], StorageError>;
  findById(id: DoctorId): ResultAsync<Doctor | null, StorageError>;
  findByNpi(npi: string): ResultAsync<Doctor | null, StorageError>;
  /** The doctor a Doctor-role account is. */
  findByUserId(userId: UserId): ResultAsync<Doctor | null, StorageError>;
  details(id: DoctorId): ResultAsync<DoctorDetails | null, StorageError>;
  /** Addresses in the order the form listed them. */
  addresses(id: DoctorId): ResultAsync<DoctorAddress[], StorageError>;
  /** Choices with the lookup names; `secondaryName` carries the free text of an "Other" choice. */
  programSelections(id: DoctorId): ResultAsync<ProgramSelection[], StorageError>;
  setActive(id: DoctorId, active: boolean, at: Date): ResultAsync<void, NotFound | StorageError>;
  /** The doctors a Staff user acts for, by name. */
  doctorsForStaff(staffUserId: UserId): ResultAsync<Doctor[], StorageError>;
  /** The active doctors with at least one patient of the insurance (an insurance staff member's doctor selector), by name. */
  doctorsForInsurance(insuranceId: InsuranceId): ResultAsync<Doctor[], StorageError>;
  /** Replaces the set of doctors a Staff user acts for; `NotFound` (and no change) when an id names no doctor. */
  setStaffDoctors(staffUserId: UserId, doctorIds: readonly DoctorId[]): ResultAsync<void, NotFound | StorageError>;
  /** Whether the Staff user acts for this doctor (the access rule for `doctorId` parameters). */
  isStaffOf(staffUserId: UserId, doctorId: DoctorId): ResultAsync<boolean, StorageError>;
}

/** The sign-up lookups, active entries by id. */
export interface LookupRepository {
  signUpLookups(): ResultAsync<SignUpLookups, StorageError>;
}
