import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Doctor } from '../../domain/doctor.js';
import type { UserInput } from '../../domain/user.js';
import type { DoctorInput } from '../../ports/repositories/doctor-repository.js';
import { notFound, type Conflict, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import { validateUserForm, type UserFormDraft } from '../../validation/user-form.js';
import type { ValidationFailed } from '../../validation/validation-failed.js';
import type { AppPorts } from '../app-ports.js';

type ManageDoctorPorts = Pick<AppPorts, 'doctors' | 'users' | 'lookups' | 'clock'>;

function doctorByNpi(ports: Pick<AppPorts, 'doctors'>, npi: string): ResultAsync<Doctor, NotFound | StorageError> {
  return ports.doctors.findByNpi(npi.trim()).andThen((doctor) => (doctor === null ? errAsync(notFound('doctor')) : okAsync(doctor)));
}

/** Activates or deactivates a doctor (by NPI); an inactive doctor no longer appears in the doctor pickers. */
export function setDoctorStatus(ports: Pick<AppPorts, 'doctors' | 'clock'>, input: { npi: string; active: boolean }): ResultAsync<void, NotFound | StorageError> {
  return doctorByNpi(ports, input.npi).andThen((doctor) => ports.doctors.setActive(doctor.id, input.active, ports.clock.now()));
}

/** The doctor row a doctor's user form describes. */
export function doctorInputOf(input: UserInput): DoctorInput {
  return {
    npi: input.documentId, firstName: input.firstName, lastName: input.lastName, speciality: input.speciality,
    mdLicenseNumber: input.mdLicenseNumber, dateOfBirth: input.dateOfBirth, sex: input.sex, phone: input.phone, phone2: input.phone2,
    email: input.email, street: input.street, city: input.city, state: input.state, zip: input.zip, policyAcceptedAt: null,
    profile: {
      whatsAppPhone: input.whatsAppPhone, authorizedContact1: input.authorizedContact1, authorizedContact2: input.authorizedContact2,
      billingProgramIds: input.billingProgramIds, recordProgramIds: input.recordProgramIds, serviceIds: input.serviceIds,
      otherBillingProgram: input.otherBillingProgram, otherRecordProgram: input.otherRecordProgram, addresses: input.addresses,
    },
  };
}

/**
 * Edits a doctor with the doctor's user form (NPI as document id, which names the doctor and cannot change). A doctor
 * with an account is edited through the account, so account and doctor never disagree; one without is edited directly.
 */
export function updateDoctor(ports: ManageDoctorPorts, draft: UserFormDraft): ResultAsync<Doctor, ValidationFailed | NotFound | Conflict | StorageError> {
  return ports.lookups.signUpLookups()
    .andThen((lookups) => validateUserForm({ ...draft, role: 'Doctor', id: null }, { lookups, requireEmailConfirmation: false }))
    .andThen((input) => doctorByNpi(ports, input.documentId).map((doctor) => ({ input, doctor })))
    .andThen(({ input, doctor }) => ports.doctors.details(doctor.id).andThen((details) => {
      const at = ports.clock.now();
      if (details?.userId != null) return ports.users.update(details.userId, { ...input, id: details.userId }, at).map(() => doctor.id);
      return ports.doctors.update(doctor.id, doctorInputOf(input), at).map((updated) => updated.id);
    }))
    .andThen((id) => ports.doctors.findById(id))
    .andThen((doctor) => (doctor === null ? errAsync(notFound('doctor')) : okAsync(doctor)));
}
