import { NO_PAYMENT_FACTS, type DoctorAddress, type DoctorProfileFields, type NewPatient, type UserInput } from '@rafdesk/core';

let sequence = 0;
/** A number unique within the test run, for names and ids that must not clash. */
export function unique(): number {
  sequence += 1;
  return sequence;
}

/** A ten-digit NPI-like number, unique within the run. */
export function anNpi(): string {
  return String(1_000_000_000 + unique());
}

export function anAddress(overrides: Partial<DoctorAddress> = {}): DoctorAddress {
  return {
    id: null, locationName: 'Main office', street: '100 Calle Luna', city: 'San Juan', state: 'PR', zip: '00901',
    phone: '7875550100', phone2: null, email: 'office@example.test', emailConfirmation: 'office@example.test', ...overrides,
  };
}

export function aDoctorProfile(overrides: Partial<DoctorProfileFields> = {}): DoctorProfileFields {
  return {
    whatsAppPhone: null,
    authorizedContact1: { firstName: null, lastName: null },
    authorizedContact2: { firstName: null, lastName: null },
    billingProgramIds: [], recordProgramIds: [], serviceIds: [],
    otherBillingProgram: null, otherRecordProgram: null, addresses: [], ...overrides,
  };
}

export function aUserInput(overrides: Partial<UserInput> = {}): UserInput {
  const n = unique();
  return {
    ...aDoctorProfile(), id: null, role: 'Admin', documentId: String(2_000_000_000 + n), mdLicenseNumber: null, insuranceId: null,
    ipaNumber: null, firstName: `First${n}`, lastName: `Last${n}`, speciality: 'Internal Medicine', sex: 'F', dateOfBirth: '1970-04-02',
    phone: '7875550199', phone2: null, email: `user${n}@example.test`, street: '1 Calle Sol', city: 'Ponce', state: 'PR', zip: '00716',
    ...overrides,
  };
}

export function aPatient(overrides: Partial<NewPatient> & Pick<NewPatient, 'doctorId' | 'insuranceId' | 'planId'>): NewPatient {
  const n = unique();
  return {
    documentId: `P${String(n).padStart(10, '0')}`, firstName: `Pat${n}`, lastName: `Ient${n}`, sex: 'M',
    dateOfBirth: '1950-06-15', insuranceContractNumber: `C${n}`, doctorRecordId: `DR${n}`, phone: '7875550111', phone2: null,
    email: null, street: '5 Calle Mar', city: 'Caguas', state: 'PR', zip: '00725', insuranceName: null, planName: null, ...NO_PAYMENT_FACTS, ...overrides,
  };
}

/** Noon UTC of a fixed day plus `minutes`: instants that never depend on the machine's clock or zone. */
export function at(minutes = 0): Date {
  return new Date(Date.UTC(2026, 2, 18, 12, 0, 0) + minutes * 60_000);
}
