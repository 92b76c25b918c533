import { emptySections, noteDocument, type NoteFacts, type VisitOption, type WizardSections } from '@rafdesk/core';

const option = (id: number, groupId: number, groupDescription: string, description: string, inputType: VisitOption['inputType'], required: boolean, header = 'Subjective'): VisitOption => ({
  id: id as VisitOption['id'], description, groupId, groupDescription, header, inputType, required, tooltip: null, image: null, maleOrder: id, femaleOrder: id,
});

export const OPTIONS: VisitOption[] = [
  option(101, 1, 'Chief Complaint', 'Fatigue', 'Check', true), option(102, 1, 'Chief Complaint', 'Other', 'Check', true),
  option(201, 2, 'Onset', 'Gradual', 'Radio', true), option(202, 2, 'Onset', 'Sudden', 'Radio', true),
  option(2902, 29, 'OB-GYN History', 'Gravida', 'Text', false, 'History'),
  option(5301, 53, 'General Appearance', 'Normal', 'Check', true, 'Physical Exam'), option(8001, 80, 'Assessment and Plan', 'Plan note', 'Texta', true, 'Plan'),
];

export const FACTS = {
  today: '2026-11-25', sex: 'F', options: OPTIONS, recordId: 7, doctorId: 3, userId: 4, addresses: [], cptCodes: [{ id: 645, code: '99213', description: 'Established patient, low complexity' }],
  pnInfo: {
    doctor: { firstName: 'Elena', lastName: 'Rivera', street: '12 Calle Luna', city: 'San Juan', state: 'PR', zip: '00901', npi: '1234567893', mdLicenseNumber: 'MD-2231', phone: '7875550100', email: null, speciality: 'Internal Medicine' },
    patient: { patientName: 'Rosa Vega Ortiz', street: '4 Calle Sol', city: 'Ponce', state: 'PR', zip: '00716', dateOfBirth: '1948-06-14', phone: '7875550199', sex: 'F', age: 78 },
  },
} as unknown as NoteFacts;

export const SECTIONS: WizardSections = {
  ...emptySections(),
  info: { serviceDate: '11-20-2026', addressIndex: 0, reachedTab: 3 },
  soap: { selected: [101, 201, 5301], texts: { 2902: '2', 8001: 'Continue metformin; recheck A1c in three months.' }, medications: [] },
  dx: { attached: [{ code: 'E1122', description: 'Type 2 diabetes mellitus with diabetic chronic kidney disease', clinicalManifestations: null, treatment: null, meat: ['treat', 'monitor'], evidence: 'Continue metformin 500 mg twice daily.' }] },
  summary: { cpt: '645', otherCpt: '', narrative: 'Stable on current treatment.' },
};

export const DOCUMENT = noteDocument(FACTS, SECTIONS);
