import { aPatient } from '@rafdesk/core/testing';
import { EMPTY_DRAFT, type PatientDraft } from '@rafdesk/ui/features/patients/patient-draft.js';

export const PATIENTS = [
  aPatient({ recordId: 11, patientName: 'Rosa Vega Ortiz', insuranceName: 'Caribe Advantage Health', planName: 'Gold HMO', diagnosisCount: 4, rafTotal: 1.42, billedFractionFirstSemester: 0.7394, billedFractionSecondSemester: 0.2676, street: '12 Calle Luna' }),
  aPatient({ recordId: 12, documentId: '1AA0AA0AA02', patientName: 'Luis Soto Rivera', sex: 'M', diagnosisCount: 0, rafTotal: 0.41, billedFractionFirstSemester: 1, billedFractionSecondSemester: 1 }),
  aPatient({ recordId: 13, documentId: '1AA0AA0AA03', patientName: 'Carmen Díaz Colón', active: false, diagnosisCount: 2 }),
];

export const PAGE = { pageNumber: 1, pageSize: 10, totalCount: 143 };

export const FILLED: PatientDraft = {
  ...EMPTY_DRAFT, documentId: '1EG4TE5MK73', firstName: 'Rosa', lastName: 'Vega Ortiz', sex: 'F', dateOfBirth: '06-14-1948', insuranceId: 1, planId: 1,
  insuranceContractNumber: 'CA123456789', phone: '7875550123', email: 'rosa@example.com', street: '12 Calle Luna', city: 'San Juan', state: 'PR', zip: '00901',
};

export const OPTIONS = {
  insurances: [{ label: 'Caribe Advantage Health', value: 1 }, { label: 'Isla Senior Care', value: 2 }],
  plans: [{ label: 'Gold HMO', value: 1 }, { label: 'Dual Choice', value: 2 }],
  genders: [{ label: 'Male', value: 'M' as const }, { label: 'Female', value: 'F' as const }],
};
