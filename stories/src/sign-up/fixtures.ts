import { emptyAddress, emptyDraft, type SignUpDraft } from '@rafdesk/ui/features/sign-up/sign-up-draft.js';

export const LOOKUPS = {
  billingPrograms: [{ id: 1, name: 'Kareo' }, { id: 2, name: 'AdvancedMD' }, { id: 3, name: 'Other' }],
  recordPrograms: [{ id: 5, name: 'eClinicalWorks' }, { id: 6, name: 'Athenahealth' }, { id: 7, name: 'Other' }],
  services: [{ id: 8, name: 'Codificación' }, { id: 9, name: 'Facturación' }, { id: 10, name: 'Adiestramiento' }],
};

export const GENDERS = [{ value: 'M' as const, label: 'Male' }, { value: 'F' as const, label: 'Female' }];

export const FILLED: SignUpDraft = {
  ...emptyDraft(),
  firstName: 'Ana', lastName: 'Rivera', npi: '1234567893', mdLicenseNumber: '12345', speciality: 'Internal Medicine', email: 'ana@clinic.example.com',
  dateOfBirth: '01-15-1970', sex: 'F', whatsAppPhone: '(787) 555-0199',
  addresses: [{ ...emptyAddress(), locationName: 'Main office', phone: '(787) 555-0123', email: 'office@clinic.example.com', street: '1 Calle Luna', city: 'San Juan', state: 'PR', zip: '00901' }],
  billingProgramIds: [3], otherBillingProgram: 'In-house', recordProgramIds: [5], serviceIds: [8],
};

export const REQUIRED_ERRORS = Object.fromEntries(['firstName', 'lastName', 'npi', 'mdLicenseNumber', 'email', 'dateOfBirth', 'sex', 'addresses.0.phone',
  'addresses.0.email', 'addresses.0.street', 'addresses.0.city', 'addresses.0.state', 'addresses.0.zip', 'billingProgramIds', 'recordProgramIds', 'serviceIds',
  'termsAccepted', 'privacyAccepted', 'hipaaAccepted'].map((field) => [field, 'This field is required']));
