import { z } from 'zod';
import type { Doctor } from '../domain/doctor.js';
import type { DoctorAddress } from '../domain/doctor-address.js';
import type { DoctorId } from '../domain/ids.js';
import type { ProgramSelection } from '../domain/program-selection.js';
import type { DoctorsResolve } from '../usecases/doctors/doctor-queries.js';
import { WireDoctorAddressSchema, mapDoctorAddress, toWireDoctorAddress } from '../wire/doctor-address-wire.js';
import { WireDoctorSchema, doctorOfWire, toWireDoctor } from '../wire/doctor-wire.js';
import {
  WireGenderOptionSchema, WireProgramSelectionSchema, WireSignUpLookupsSchema, programSelectionOfWire, signUpLookupsOfWire, toWireProgramSelection,
  toWireSignUpLookups,
} from '../wire/program-selection-wire.js';
import { WireUserSchema, toWireUser } from '../wire/user-wire.js';
import { toWireCompleteProfile, toWireSignUp } from '../wire/sign-up-wire.js';
import { COMPLETE_PROFILE_FORM_WIRE_NAMES, SIGN_UP_FORM_WIRE_NAMES } from '../wire/form-drafts.js';
import type { CompleteProfile } from '../domain/complete-profile.js';
import type { SignUpForm } from '../domain/sign-up.js';
import type { User } from '../domain/user.js';
import type { CompleteProfileDraft, SignUpFormDraft } from '../validation/sign-up-form.js';
import { flagField, idField } from '../wire/wire-fields.js';
import { endpoint } from './endpoint.js';
import { coded, noAnswer, unreadAnswer } from './endpoint-codec.js';
import { checkedFormInput } from './form-codec.js';
import { userFormInput } from './user-endpoints.js';
import { noInput } from './no-input.js';
import { sortedSearchPage } from './search-page.js';
import { DOCTOR_SORT_FIELDS } from '../ports/repositories/list-sort.js';
import type { StatusChange } from './status-change.js';
import { formBodySchema, queryOrBody } from './request-fields.js';

// Registration (POST Doctors), complete profile and the Doctors calls.

const RegisteredSchema = z.object({ userId: z.number().int(), documentID: z.string() });

/** The arguments of the calls that take them from the query string or a JSON body (read by the server, any letter case). */
export const DoctorStatusArgument = z.object({ documentID: z.string().min(1).max(20), statusValue: flagField });

// The sign-up and complete-profile forms go as the user form does (see userFormInput): checked by the web app, judged
// again by the server's rules as a draft. The web app reads nothing of their answers.

const signUpInput = checkedFormInput<SignUpForm, SignUpFormDraft>(toWireSignUp, SIGN_UP_FORM_WIRE_NAMES);

export const registerDoctorEndpoint = coded(endpoint({
  method: 'POST', path: 'Doctors', summary: 'Register a physician from the public sign-up form (role Doctor 5, insurance 999)',
  access: 'public', body: formBodySchema, response: RegisteredSchema, successStatus: 201,
}), { ...signUpInput, ...unreadAnswer((user: User) => ({ userId: user.id, documentID: user.documentId })) });

const profileInput = checkedFormInput<CompleteProfile, CompleteProfileDraft>(toWireCompleteProfile, COMPLETE_PROFILE_FORM_WIRE_NAMES);

export const completeProfileEndpoint = coded(endpoint({
  method: 'PUT', path: 'Doctors/CompleteProfile', summary: 'A signed-in doctor completes the profile with the sign-up form (roleId 5, insuranceID 999)',
  access: { permission: 'profile.complete' }, body: formBodySchema, response: WireUserSchema, audit: 'users.completeProfile',
}), {
  encodeInput: profileInput.encodeInput,
  // The body carries the gender twice: `sexId`, this call's own, wins over the sign-up form's `sex`.
  decodeInput: ({ body }): CompleteProfileDraft => {
    const draft = profileInput.decodeInput({ body });
    return body.sexId !== undefined && body.sexId !== null ? { ...draft, sex: body.sexId } : draft;
  },
  ...unreadAnswer(toWireUser),
});

const DOCTOR_LIST = sortedSearchPage(DOCTOR_SORT_FIELDS);

export const listDoctorsEndpoint = coded(endpoint({
  method: 'GET', path: 'Doctors', summary: `Doctors by name, or by sortField (${DOCTOR_SORT_FIELDS.join(', ')}) and sortOrder; the search matches an NPI prefix or part of the name`,
  access: { permission: 'doctors.view' }, paged: {}, query: DOCTOR_LIST.query, response: WireDoctorSchema, audit: 'doctors.list',
}), { ...DOCTOR_LIST.input, encodeOutput: toWireDoctor, decodeOutput: doctorOfWire });

/** The doctors screen's lookups are the sign-up form's program lists with the genders beside them. */
export const doctorLookupsEndpoint = coded(endpoint({
  method: 'GET', path: 'Doctors/DoctorsResolve', summary: 'What the doctors screen offers: genders, billing programs, record programs, services',
  access: { permission: 'doctors.view' }, response: WireSignUpLookupsSchema.extend({ genders: z.array(WireGenderOptionSchema) }),
}), {
  ...noInput,
  encodeOutput: (resolve: DoctorsResolve) => ({ ...toWireSignUpLookups(resolve), genders: [...resolve.genders] }),
  decodeOutput: (wire): DoctorsResolve => ({ ...signUpLookupsOfWire(wire), genders: wire.genders }),
});

export const doctorProgramsEndpoint = coded(endpoint({
  method: 'GET', path: 'Doctors/DoctorsProgramOrServices', summary: 'The programs and services a doctor (documentId = NPI) has chosen',
  access: 'signed-in', query: z.object({ documentId: z.string().min(1).max(20) }), response: z.array(WireProgramSelectionSchema),
  audit: 'doctors.readPrograms',
}), {
  encodeInput: (npi: string) => ({ query: { documentId: npi } }),
  decodeInput: ({ query }): string => query.documentId,
  encodeOutput: (selections: readonly ProgramSelection[]) => selections.map(toWireProgramSelection),
  decodeOutput: (wire): ProgramSelection[] => wire.map(programSelectionOfWire),
});

export const doctorAddressesEndpoint = coded(endpoint({
  method: 'GET', path: 'Doctors/GetDoctorAddresses', summary: 'A doctor\'s practice addresses in form order',
  access: 'signed-in', query: z.object({ doctorId: idField.transform((id) => id as DoctorId) }), response: z.array(WireDoctorAddressSchema),
  audit: 'doctors.readAddresses',
}), {
  encodeInput: (doctorId: DoctorId) => ({ query: { doctorId } }),
  decodeInput: ({ query }): DoctorId => query.doctorId,
  encodeOutput: (addresses: readonly DoctorAddress[]) => addresses.map(toWireDoctorAddress),
  decodeOutput: (wire): DoctorAddress[] => wire.map(mapDoctorAddress),
});

export const staffDoctorsEndpoint = coded(endpoint({
  method: 'GET', path: 'Doctors/GetStaffDoctors', summary: 'The doctors the caller may work for (Staff: their doctors; administrators: all active; insurance staff: those with patients of their insurance)',
  access: 'signed-in', response: z.array(WireDoctorSchema),
}), {
  ...noInput,
  encodeOutput: (doctors: readonly Doctor[]) => doctors.map(toWireDoctor),
  decodeOutput: (wire): Doctor[] => wire.map(doctorOfWire),
});

/** A doctor is named by the NPI in this call. */
export const setDoctorStatusEndpoint = coded(endpoint({
  method: 'PUT', path: 'Doctors/UpdateDoctorStatus', summary: 'Activate or deactivate a doctor (documentID, statusValue)',
  access: { permission: 'doctors.manage' }, ...queryOrBody(DoctorStatusArgument), successStatus: 204, audit: 'doctors.setStatus',
}), {
  encodeInput: (change: StatusChange<string>) => ({ json: { documentID: change.id, statusValue: change.active } }),
  decodeInput: ({ args }): StatusChange<string> => ({ id: args.documentID, active: args.statusValue }),
  ...noAnswer,
});

/** The Doctors List edits a doctor with the user form, and reads the list again rather than the answer. */
export const updateDoctorEndpoint = coded(endpoint({
  method: 'PUT', path: 'Doctors/UpdateDoctor', summary: 'Edit a doctor with the doctor\'s user form (documentID = NPI names the doctor)',
  access: { permission: 'doctors.manage' }, body: formBodySchema, response: WireDoctorSchema, audit: 'doctors.update',
}), { ...userFormInput, ...unreadAnswer(toWireDoctor) });

export const signUpLookupsEndpoint = coded(endpoint({
  method: 'GET', path: 'Authentication/GetSignUpResolve', summary: 'The billing programs, record programs and services the sign-up form offers',
  access: 'public', response: WireSignUpLookupsSchema,
}), {
  ...noInput,
  encodeOutput: toWireSignUpLookups,
  decodeOutput: signUpLookupsOfWire,
});
