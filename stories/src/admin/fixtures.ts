import { aDoctor, aUser } from '@rafdesk/core/testing';
import type { AuditEntry, User } from '@rafdesk/core';

export const USERS: User[] = [
  aUser({ id: 1, role: 'Doctor', userName: '1234567893', fullName: 'Elena Rivera', firstName: 'Elena', lastName: 'Rivera' }),
  aUser({ id: 2, role: 'Staff', userName: 'sam.staff', documentId: '90000000031', fullName: 'Sam Staffer', speciality: 'Billing', twoFactorEnabled: true }),
  aUser({ id: 3, role: 'InsuranceStaff', userName: 'ins.ops', documentId: '90000000032', fullName: 'Iris Ortiz', active: false }),
];

export const DOCTORS = [
  aDoctor({ id: 1, npi: '1234567893', fullName: 'Elena Rivera', email: 'elena@clinic.example.com', street: '1 Calle Luna', city: 'San Juan', state: 'PR', zip: '00901' }),
  aDoctor({ id: 2, npi: '1245319599', fullName: 'Ramón Ortiz', active: false, speciality: 'Family Medicine' }),
];

export const LOOKUPS = {
  billingPrograms: [{ id: 1, name: 'Kareo' }, { id: 7, name: 'Other' }],
  recordPrograms: [{ id: 1, name: 'eClinicalWorks' }, { id: 7, name: 'Other' }],
  services: [{ id: 1, name: 'Codificación de diagnósticos' }, { id: 2, name: 'Facturación' }],
};

export const GENDERS = [{ value: 'M' as const, label: 'Male' }, { value: 'F' as const, label: 'Female' }];

export const AUDIT: AuditEntry[] = [
  { at: new Date('2026-03-02T14:05:00Z'), userId: '1', userName: 'admin', action: 'users.setActingDoctors', recordId: '12', ip: '10.0.0.8', requestId: 'req-3', outcome: 'success' },
  { at: new Date('2026-03-02T14:01:00Z'), userId: '12', userName: 'sam.staff', action: 'patients.list', recordId: '101,102,103,104,105,106,107', ip: '10.0.0.9', requestId: 'req-2', outcome: 'success' },
  { at: new Date('2026-03-02T13:55:00Z'), userId: '7', userName: null, action: 'records.read', recordId: '101', ip: '10.0.0.10', requestId: 'req-1', outcome: 'denied' },
];

export const PAGE = { pageNumber: 1, pageSize: 10, totalCount: 3 };
