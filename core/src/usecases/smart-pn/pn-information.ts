import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { RecordId } from '../../domain/ids.js';
import type { PnInfo } from '../../domain/progress-note.js';
import { notFound, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import type { AppPorts } from '../app-ports.js';
import type { ClinicalCaller } from '../records/clinical-caller.js';
import type { Forbidden } from '../errors.js';
import { isoDay } from '../records/today.js';
import { reachRecord } from '../records/reach-record.js';
import type { PatientInactive } from '../records/record-errors.js';

type PnInformationPorts = Pick<AppPorts, 'patients' | 'doctors' | 'users' | 'clock'>;

/**
 * The provider and patient blocks of a Smart progress note for a record the caller may write notes on: the record's
 * doctor (name, practice address, NPI, licence, phone, e-mail, speciality) and its patient (name, address, date of
 * birth, phone, sex, age today).
 */
export function pnInformation(ports: PnInformationPorts, caller: ClinicalCaller, recordId: RecordId): ResultAsync<PnInfo, NotFound | Forbidden | PatientInactive | StorageError> {
  return reachRecord(ports, caller, recordId, 'record.createSmartPn')
    .andThen(({ owner }) => ports.doctors.details(owner.doctorId).andThen((doctor) => (doctor === null ? errAsync(notFound('doctor')) : okAsync(doctor))))
    .andThen((doctor) => ports.patients.findByRecord(recordId, isoDay(ports.clock.now()))
      .andThen((patient) => (patient === null ? errAsync(notFound('record')) : okAsync(patient)))
      .map((patient): PnInfo => ({
        doctor: {
          firstName: doctor.firstName, lastName: doctor.lastName, street: doctor.street, city: doctor.city, state: doctor.state,
          zip: doctor.zip, npi: doctor.npi, mdLicenseNumber: doctor.mdLicenseNumber, phone: doctor.phone, email: doctor.email,
          speciality: doctor.speciality,
        },
        patient: {
          patientName: patient.patientName, street: patient.street, city: patient.city, state: patient.state, zip: patient.zip,
          dateOfBirth: patient.dateOfBirth, phone: patient.phone, sex: patient.sex, age: patient.age,
        },
      })));
}
