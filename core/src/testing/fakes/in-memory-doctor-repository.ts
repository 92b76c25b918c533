import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { DoctorId, InsuranceId, UserId } from '../../domain/ids.js';
import type { Doctor } from '../../domain/doctor.js';
import type { DoctorAddress } from '../../domain/doctor-address.js';
import type { ProgramKind, ProgramSelection } from '../../domain/program-selection.js';
import type { DoctorDetails, DoctorInput, DoctorRepository } from '../../ports/repositories/doctor-repository.js';
import type { Page } from '../../ports/repositories/page.js';
import type { DoctorSortField, SortedPageRequest } from '../../ports/repositories/list-sort.js';
import { conflict, notFound, type Conflict, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import { byText, containsText, pageOf, sortedByKeys, type SortKey } from './fake-results.js';
import type { InMemoryPracticeState, StoredDoctor } from './in-memory-practice-state.js';

const KINDS: readonly (readonly [ProgramKind, 'billingProgramIds' | 'recordProgramIds' | 'serviceIds', 'billingPrograms' | 'recordPrograms' | 'services'])[] = [
  ['billingProgram', 'billingProgramIds', 'billingPrograms'], ['recordProgram', 'recordProgramIds', 'recordPrograms'], ['serviceRequired', 'serviceIds', 'services'],
];


// Each sortable column's stored values, as the database orders the Doctors List by them.
const DOCTOR_ORDER: Record<DoctorSortField, (doctor: DoctorInput) => readonly SortKey[]> = {
  npi: (doctor) => [doctor.npi],
  doctorName: (doctor) => [doctor.lastName, doctor.firstName],
  speciality: (doctor) => [doctor.speciality],
  dateOfBirth: (doctor) => [doctor.dateOfBirth],
  sex: (doctor) => [doctor.sex],
  phone: (doctor) => [doctor.phone],
  phone2: (doctor) => [doctor.phone2],
};

/** {@link DoctorRepository} in memory, sharing accounts with {@link InMemoryUserRepository} through the state. */
export class InMemoryDoctorRepository implements DoctorRepository {
  /** `doctorsWithPatientsOf` reads the clinical store's patients when there is one; the access stores alone keep no patients. */
  constructor(
    private readonly state: InMemoryPracticeState,
    private readonly doctorsWithPatientsOf: (insuranceId: InsuranceId) => ReadonlySet<DoctorId> = () => new Set(),
  ) {}

  create(input: DoctorInput): ResultAsync<DoctorDetails, Conflict | StorageError> {
    if (this.all().some((doctor) => doctor.input.npi === input.npi)) return errAsync(conflict('doctor', 'npi'));
    const id = this.state.nextDoctorId();
    const stored: StoredDoctor = { id, userId: null, input: this.withIds(input), active: true };
    this.state.doctors.set(id, stored);
    return okAsync(this.state.details(stored));
  }

  update(id: DoctorId, input: DoctorInput): ResultAsync<DoctorDetails, NotFound | Conflict | StorageError> {
    const stored = this.state.doctors.get(id);
    if (stored === undefined) return errAsync(notFound('doctor'));
    if (this.all().some((doctor) => doctor.id !== id && doctor.input.npi === input.npi)) return errAsync(conflict('doctor', 'npi'));
    const account = stored.userId === null ? undefined : this.state.accounts.get(stored.userId);
    if (account !== undefined && [...this.state.accounts.values()].some((other) => other.id !== account.id && other.input.documentId === input.npi)) {
      return errAsync(conflict('user', 'documentId'));
    }
    stored.input = this.withIds(input);
    if (account !== undefined) {
      account.input = {
        ...account.input, documentId: input.npi, firstName: input.firstName, lastName: input.lastName, speciality: input.speciality ?? account.input.speciality,
        mdLicenseNumber: input.mdLicenseNumber, dateOfBirth: input.dateOfBirth ?? account.input.dateOfBirth, sex: input.sex ?? account.input.sex,
        phone: input.phone ?? account.input.phone, phone2: input.phone2, street: input.street ?? account.input.street, city: input.city ?? account.input.city,
        state: input.state ?? account.input.state, zip: input.zip ?? account.input.zip, email: input.email ?? account.input.email,
      };
    }
    return okAsync(this.state.details(stored));
  }

  list(request: SortedPageRequest<DoctorSortField>): ResultAsync<Page<Doctor>, StorageError> {
    const text = request.searchQuery?.trim() ?? '';
    const found = this.all().filter((doctor) => text === '' || doctor.input.npi.startsWith(text) || containsText(`${doctor.input.firstName} ${doctor.input.lastName}`, text));
    const sort = request.sort;
    const rows = sort == null ? this.sorted(found) : sortedByKeys(found, (doctor) => [...DOCTOR_ORDER[sort.field](doctor.input), doctor.id], sort.direction);
    return okAsync(pageOf(rows.map((doctor) => this.state.doctor(doctor)), request));
  }

  listAll(options: { activeOnly: boolean }): ResultAsync<Doctor[], StorageError> {
    return okAsync(this.sorted(this.all().filter((doctor) => !options.activeOnly || doctor.active)).map((doctor) => this.state.doctor(doctor)));
  }

  findById(id: DoctorId): ResultAsync<Doctor | null, StorageError> {
    return this.first((doctor) => doctor.id === id);
  }

  findByNpi(npi: string): ResultAsync<Doctor | null, StorageError> {
    return this.first((doctor) => doctor.input.npi === npi);
  }

  findByUserId(userId: UserId): ResultAsync<Doctor | null, StorageError> {
    return this.first((doctor) => doctor.userId === userId);
  }

  details(id: DoctorId): ResultAsync<DoctorDetails | null, StorageError> {
    const stored = this.state.doctors.get(id);
    return okAsync(stored === undefined ? null : this.state.details(stored));
  }

  addresses(id: DoctorId): ResultAsync<DoctorAddress[], StorageError> {
    return okAsync([...(this.state.doctors.get(id)?.input.profile.addresses ?? [])]);
  }

  programSelections(id: DoctorId): ResultAsync<ProgramSelection[], StorageError> {
    const stored = this.state.doctors.get(id);
    if (stored === undefined) return okAsync([]);
    const { profile } = stored.input;
    return okAsync(KINDS.flatMap(([kind, field, lookup]) => [...new Set(profile[field])].sort((a, b) => a - b).map((optionId) => {
      const name = this.state.lookups[lookup].find((option) => option.id === optionId)?.name ?? String(optionId);
      const other = kind === 'billingProgram' ? profile.otherBillingProgram : kind === 'recordProgram' ? profile.otherRecordProgram : null;
      return { kind, id: optionId, name, secondaryName: name === 'Other' ? other : null };
    })));
  }

  setActive(id: DoctorId, active: boolean): ResultAsync<void, NotFound | StorageError> {
    const stored = this.state.doctors.get(id);
    if (stored === undefined) return errAsync(notFound('doctor'));
    stored.active = active;
    return okAsync(undefined);
  }

  doctorsForStaff(staffUserId: UserId): ResultAsync<Doctor[], StorageError> {
    const ids = this.state.staff.get(staffUserId) ?? new Set<DoctorId>();
    return okAsync(this.sorted(this.all().filter((doctor) => ids.has(doctor.id))).map((doctor) => this.state.doctor(doctor)));
  }

  doctorsForInsurance(insuranceId: InsuranceId): ResultAsync<Doctor[], StorageError> {
    const ids = this.doctorsWithPatientsOf(insuranceId);
    return okAsync(this.sorted(this.all().filter((doctor) => doctor.active && ids.has(doctor.id))).map((doctor) => this.state.doctor(doctor)));
  }

  setStaffDoctors(staffUserId: UserId, doctorIds: readonly DoctorId[]): ResultAsync<void, NotFound | StorageError> {
    if (!this.state.accounts.has(staffUserId) || doctorIds.some((id) => !this.state.doctors.has(id))) return errAsync(notFound('doctor'));
    this.state.staff.set(staffUserId, new Set(doctorIds));
    return okAsync(undefined);
  }

  isStaffOf(staffUserId: UserId, doctorId: DoctorId): ResultAsync<boolean, StorageError> {
    return okAsync(this.state.staff.get(staffUserId)?.has(doctorId) ?? false);
  }

  private all(): StoredDoctor[] {
    return [...this.state.doctors.values()];
  }

  private sorted(doctors: StoredDoctor[]): StoredDoctor[] {
    return doctors.sort((a, b) => byText(a.input.lastName, b.input.lastName) || byText(a.input.firstName, b.input.firstName) || a.id - b.id);
  }

  private first(match: (doctor: StoredDoctor) => boolean): ResultAsync<Doctor | null, StorageError> {
    const found = this.all().find(match);
    return okAsync(found === undefined ? null : this.state.doctor(found));
  }

  private withIds(input: DoctorInput): DoctorInput {
    return { ...input, profile: { ...input.profile, addresses: this.state.withAddressIds(input.profile.addresses) } };
  }
}
