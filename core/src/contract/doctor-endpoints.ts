import { z } from 'zod';
import { WireDoctorAddressSchema } from '../wire/doctor-address-wire.js';
import type { Doctor } from '../domain/doctor.js';
import { WireDoctorSchema, doctorOfWire, toWireDoctor } from '../wire/doctor-wire.js';
import { WireProgramSelectionSchema, WireSignUpLookupsSchema } from '../wire/program-selection-wire.js';
import { WireUserSchema } from '../wire/user-wire.js';
import { flagField, idField } from '../wire/wire-fields.js';
import { endpoint } from './endpoint.js';
import { coded } from './endpoint-codec.js';
import { formBodySchema, queryOrBody, SearchQuerySchema } from './request-fields.js';

// Registration (POST Doctors), complete profile and the Doctors calls.

const RegisteredSchema = z.object({ userId: z.number().int(), documentID: z.string() });

/** The arguments of the calls that take them from the query string or a JSON body (read by the server, any letter case). */
export const DoctorStatusArgument = z.object({ documentID: z.string().min(1).max(20), statusValue: flagField });

export const registerDoctorEndpoint = endpoint({
  method: 'POST', path: 'Doctors', summary: 'Register a physician from the public sign-up form (role Doctor 5, insurance 999)',
  access: 'public', body: formBodySchema, response: RegisteredSchema, successStatus: 201,
});

export const completeProfileEndpoint = endpoint({
  method: 'PUT', path: 'Doctors/CompleteProfile', summary: 'A signed-in doctor completes the profile with the sign-up form (roleId 5, insuranceID 999)',
  access: { permission: 'profile.complete' }, body: formBodySchema, response: WireUserSchema, audit: 'users.completeProfile',
});

export const listDoctorsEndpoint = endpoint({
  method: 'GET', path: 'Doctors', summary: 'Doctors by name; the search matches an NPI prefix or part of the name',
  access: { permission: 'doctors.view' }, paged: {}, query: SearchQuerySchema, response: WireDoctorSchema, audit: 'doctors.list',
});

export const doctorLookupsEndpoint = endpoint({
  method: 'GET', path: 'Doctors/DoctorsResolve', summary: 'What the doctors screen offers: genders, billing programs, record programs, services',
  access: { permission: 'doctors.view' },
});

export const doctorProgramsEndpoint = endpoint({
  method: 'GET', path: 'Doctors/DoctorsProgramOrServices', summary: 'The programs and services a doctor (documentId = NPI) has chosen',
  access: 'signed-in', query: z.object({ documentId: z.string().min(1).max(20) }), response: z.array(WireProgramSelectionSchema),
  audit: 'doctors.readPrograms',
});

export const doctorAddressesEndpoint = endpoint({
  method: 'GET', path: 'Doctors/GetDoctorAddresses', summary: 'A doctor\'s practice addresses in form order',
  access: 'signed-in', query: z.object({ doctorId: idField }), response: z.array(WireDoctorAddressSchema), audit: 'doctors.readAddresses',
});

export const staffDoctorsEndpoint = coded(endpoint({
  method: 'GET', path: 'Doctors/GetStaffDoctors', summary: 'The doctors the caller may work for (Staff: their doctors; administrators: all active; insurance staff: those with patients of their insurance)',
  access: 'signed-in', response: z.array(WireDoctorSchema),
}), {
  encodeInput: () => ({}),
  decodeInput: (): void => undefined,
  encodeOutput: (doctors: readonly Doctor[]) => doctors.map(toWireDoctor),
  decodeOutput: (wire): Doctor[] => wire.map(doctorOfWire),
});

export const setDoctorStatusEndpoint = endpoint({
  method: 'PUT', path: 'Doctors/UpdateDoctorStatus', summary: 'Activate or deactivate a doctor (documentID, statusValue)',
  access: { permission: 'doctors.manage' }, ...queryOrBody(DoctorStatusArgument), successStatus: 204, audit: 'doctors.setStatus',
});

export const updateDoctorEndpoint = endpoint({
  method: 'PUT', path: 'Doctors/UpdateDoctor', summary: 'Edit a doctor with the doctor\'s user form (documentID = NPI names the doctor)',
  access: { permission: 'doctors.manage' }, body: formBodySchema, response: WireDoctorSchema, audit: 'doctors.update',
});

export const signUpLookupsEndpoint = endpoint({
  method: 'GET', path: 'Authentication/GetSignUpResolve', summary: 'The billing programs, record programs and services the sign-up form offers',
  access: 'public', response: WireSignUpLookupsSchema,
});
