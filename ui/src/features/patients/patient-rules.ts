import { type RoleName, can } from '@rafdesk/core';
import { namedDoctorId } from '../../shared/services/named-doctor.js';

export const SEARCH_LABEL = 'Patient Name, INS Contract No:';
export const SEARCH_LABEL_WITH_DOCTORS = 'NPI, Doctor Name, Patient Name, INS Contract No:';

/** What the patient screens show and allow for a role (spec 02 §2 and §6, asked of core's access rules). */
export interface PatientRules {
  readonly searchLabel: string;
  /** Patients List: NPI and Doctor Name columns (Admin, InsuranceStaff). */
  readonly doctorColumns: boolean;
  /** My Patients: doctor, speciality and NPI columns and the doctor selector (not Doctor or Staff). */
  readonly myPatientsDoctorColumns: boolean;
  readonly insuranceFilter: boolean;
  readonly changeStatus: boolean;
  readonly create: boolean;
  readonly edit: boolean;
  /** NPI and Doctor Name in the Excel export. */
  readonly exportDoctorColumns: boolean;
  /** The pending RAF indicator (Doctor). */
  readonly pendingIndicator: boolean;
}

export function patientRules(role: RoleName): PatientRules {
  const actor = { role };
  const doctorColumns = can(actor, 'patients.searchByDoctor');
  return {
    searchLabel: doctorColumns ? SEARCH_LABEL_WITH_DOCTORS : SEARCH_LABEL,
    doctorColumns,
    myPatientsDoctorColumns: can(actor, 'myPatients.viewDoctorColumns'),
    insuranceFilter: can(actor, 'patients.filterByInsurance'),
    changeStatus: can(actor, 'patients.changeStatus'),
    create: can(actor, 'patients.create'),
    edit: can(actor, 'patients.edit'),
    exportDoctorColumns: doctorColumns || can(actor, 'patients.exportWithDoctorColumns'),
    pendingIndicator: role === 'Doctor',
  };
}

/** The doctor a list call is made for: Staff act for their selected doctor and their calls add its id. */
export const listDoctorId = namedDoctorId;
