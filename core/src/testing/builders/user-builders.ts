import type { z } from 'zod';
import type { RoleName } from '../../domain/role.js';
import { UserSchema, UserInputSchema, type User, type UserInput } from '../../domain/user.js';
import { CurrentUserSchema, type CurrentUser } from '../../domain/current-user.js';
import { DoctorSchema, type Doctor } from '../../domain/doctor.js';
import { DoctorAddressSchema, type DoctorAddress } from '../../domain/doctor-address.js';
import { SignUpFormSchema, type SignUpForm } from '../../domain/sign-up.js';
import { DoctorIdSchema, InsuranceIdSchema, UserIdSchema } from '../../domain/ids.js';
import type { Actor } from '../../access/actor.js';
import { menusFor } from '../../access/menus.js';

/** A valid NPI (its check digit is right). */
export const VALID_NPI = '1234567893';

/** A practice address group; override any field. */
export function anAddress(overrides: Partial<z.input<typeof DoctorAddressSchema>> = {}): DoctorAddress {
  return DoctorAddressSchema.parse({
    id: null, locationName: 'Main office', street: '1 Calle Sol', city: 'San Juan', state: 'PR', zip: '00901', phone: '(787) 555-0100',
    phone2: null, email: 'office@example.com', emailConfirmation: 'office@example.com', ...overrides,
  });
}

const doctorExtras = (role: RoleName) => (role === 'Doctor'
  ? { addresses: [anAddress()], billingProgramIds: [1], recordProgramIds: [1], serviceIds: [1] }
  : { addresses: [], billingProgramIds: [], recordProgramIds: [], serviceIds: [] });

/** An active user of the given role (Doctor by default) with the fields that role needs; override any field. */
export function aUser(overrides: Partial<z.input<typeof UserSchema>> = {}): User {
  const role = overrides.role ?? 'Doctor';
  return UserSchema.parse({
    id: 1, remoteUserId: 1, doctorId: role === 'Doctor' ? 1 : null, documentId: role === 'Doctor' ? VALID_NPI : '12345678901',
    userName: 'lruiz', fullName: 'Luis Ruiz', firstName: 'Luis', lastName: 'Ruiz', speciality: 'Internal Medicine', sex: 'M',
    dateOfBirth: '1970-07-04', mdLicenseNumber: role === 'Doctor' ? '55512' : null, phone: '(787) 555-0101', phone2: null,
    email: 'luis.ruiz@example.com', street: '1 Calle Sol', city: 'San Juan', state: 'PR', zip: '00901', role, active: true,
    twoFactorEnabled: false, insuranceId: role === 'InsuranceStaff' ? 1 : null, insuranceName: role === 'InsuranceStaff' ? 'Salud Plus' : null,
    ipaNumber: role === 'InsuranceStaff' ? 'IPA-7' : null, whatsAppPhone: null, authorizedContact1: { firstName: null, lastName: null },
    authorizedContact2: { firstName: null, lastName: null }, otherBillingProgram: null, otherRecordProgram: null, ...doctorExtras(role),
    ...overrides,
  });
}

/** A user form payload for the given role that passes `validateUserForm` with lookups listing id 1; override any field. */
export function aUserInput(overrides: Partial<z.input<typeof UserInputSchema>> = {}): UserInput {
  const role = overrides.role ?? 'Doctor';
  return UserInputSchema.parse({
    id: null, role, documentId: role === 'Doctor' ? VALID_NPI : '12345678901', mdLicenseNumber: role === 'Doctor' ? '55512' : null,
    insuranceId: role === 'InsuranceStaff' ? 1 : null, ipaNumber: role === 'InsuranceStaff' ? 'IPA-7' : null, firstName: 'Luis',
    lastName: 'Ruiz', speciality: 'Internal Medicine', sex: 'M', dateOfBirth: '1970-07-04', phone: '(787) 555-0101', phone2: null,
    email: 'luis.ruiz@example.com', street: '1 Calle Sol', city: 'San Juan', state: 'PR', zip: '00901', whatsAppPhone: null,
    authorizedContact1: { firstName: null, lastName: null }, authorizedContact2: { firstName: null, lastName: null },
    otherBillingProgram: null, otherRecordProgram: null, ...doctorExtras(role), ...overrides,
  });
}

/** The signed-in user as the client keeps it, with the role's menu; override any field. */
export function aCurrentUser(overrides: Partial<z.input<typeof CurrentUserSchema>> = {}): CurrentUser {
  const role = overrides.role ?? 'Doctor';
  return CurrentUserSchema.parse({
    userId: 1, remoteUserId: 1, fullName: 'Luis Ruiz', userName: 'lruiz', role, menus: menusFor(role), ipaNumber: null, token: 'test-token', ...overrides,
  });
}

/** An active doctor; override any field. */
export function aDoctor(overrides: Partial<z.input<typeof DoctorSchema>> = {}): Doctor {
  return DoctorSchema.parse({
    id: 1, npi: VALID_NPI, fullName: 'Luis Ruiz', speciality: 'Internal Medicine', dateOfBirth: '1970-07-04', sex: 'M',
    phone: '(787) 555-0101', phone2: null, email: 'luis.ruiz@example.com', street: '1 Calle Sol', city: 'San Juan', state: 'PR',
    zip: '00901', active: true, ...overrides,
  });
}

/** A registration that passes `validateSignUpForm` with lookups listing id 1; override any field. */
export function aSignUpForm(overrides: Partial<z.input<typeof SignUpFormSchema>> = {}): SignUpForm {
  return SignUpFormSchema.parse({
    firstName: 'Luis', lastName: 'Ruiz', npi: VALID_NPI, mdLicenseNumber: '55512', email: 'luis.ruiz@example.com', dateOfBirth: '1970-07-04',
    sex: 'M', phone: '(787) 555-0100', street: '1 Calle Sol', city: 'San Juan', state: 'PR', zip: '00901', locationName: 'Main office',
    role: 'Doctor', speciality: 'Internal Medicine', policyAccepted: true, anonymous: false, whatsAppPhone: null,
    authorizedContact1: { firstName: null, lastName: null }, authorizedContact2: { firstName: null, lastName: null },
    billingProgramIds: [1], recordProgramIds: [1], serviceIds: [1], otherBillingProgram: null, otherRecordProgram: null,
    addresses: [anAddress()], ...overrides,
  });
}

/** An actor for `can`: a Doctor is doctor 1, Staff and Training act for doctor 1, InsuranceStaff work for insurance 1. */
export function anActor(role: RoleName, overrides: Partial<Actor> = {}): Actor {
  const doctor1 = DoctorIdSchema.parse(1);
  return {
    role, userId: UserIdSchema.parse(1),
    ...(role === 'Doctor' ? { doctorId: doctor1 } : {}),
    ...(role === 'Staff' || role === 'Training' ? { actsForDoctorIds: [doctor1] } : {}),
    ...(role === 'InsuranceStaff' ? { insuranceId: InsuranceIdSchema.parse(1) } : {}),
    ...overrides,
  };
}
