import {
  completeProfile, doctorAddresses, doctorProgramSelections, doctorsResolve, draftFromWire, listDoctors, registerDoctor, setDoctorStatus, staffDoctors, toWireDoctor, toWireDoctorAddress, toWireProgramSelection, toWireSignUpLookups, toWireUser, updateDoctor, SIGN_UP_FORM_WIRE_NAMES, USER_FORM_WIRE_NAMES, WireDoctorAddressSchema, WireDoctorSchema, WireProgramSelectionSchema, WireUserSchema, flagField, idField, type FormWireNames,
} from '@rafdesk/core';
import { z } from 'zod';
import { definePagedRoute, defineRoute, type RouteDefinition } from '../route-definition.js';
import type { ApiPorts } from './api-ports.js';
import { SearchQuerySchema } from './authentication-routes.js';
import { callerOf } from './caller.js';
import { pageOf } from './page-of.js';
import { formBodySchema, fromQueryOrBody, looseObject } from './query-or-body.js';
import { toApiError } from './to-api-error.js';

/** Registrations per client address per hour: the sign-up form is public. */
const SIGN_UP_RATE = { max: 20, timeWindowMs: 3_600_000 } as const;

/** The complete-profile body spells the sign-up fields, plus its own extras (email2, mobile, userId, ipaNumber, sexId). */
const COMPLETE_PROFILE_WIRE_NAMES: FormWireNames = {
  fields: { ...SIGN_UP_FORM_WIRE_NAMES.fields, emailConfirmation: 'email2', phone2: 'mobile', userId: 'userId', ipaNumber: 'ipaNumber' },
  lists: SIGN_UP_FORM_WIRE_NAMES.lists,
};

function completeProfileDraft(body: Record<string, unknown>): Record<string, unknown> {
  const draft = draftFromWire(body, COMPLETE_PROFILE_WIRE_NAMES);
  // As in core/wire's complete-profile mapping, `sexId` is the gender of this body.
  return body.sexId !== undefined && body.sexId !== null ? { ...draft, sex: body.sexId } : draft;
}

const RegisteredSchema = z.object({ userId: z.number().int(), documentID: z.string() });

/** Registration (POST Doctors), complete profile and the Doctors calls. */
export function doctorRoutes(ports: ApiPorts): RouteDefinition[] {
  return [
    defineRoute({
      method: 'POST', path: 'Doctors', summary: 'Register a physician from the public sign-up form (role Doctor 5, insurance 999)',
      access: 'public', rateLimit: SIGN_UP_RATE, body: formBodySchema, response: RegisteredSchema, successStatus: 201,
      handler: ({ body }) => registerDoctor(ports, draftFromWire(body, SIGN_UP_FORM_WIRE_NAMES))
        .map((user) => ({ userId: user.id, documentID: user.documentId }))
        .mapErr((error) => toApiError(error, SIGN_UP_FORM_WIRE_NAMES)),
    }),
    defineRoute({
      method: 'PUT', path: 'Doctors/CompleteProfile', summary: 'A signed-in doctor completes the profile with the sign-up form (roleId 5, insuranceID 999)',
      access: { permission: 'profile.complete' }, body: formBodySchema, response: WireUserSchema, audit: { action: 'users.completeProfile' },
      handler: ({ user, body }) => completeProfile(ports, callerOf(user), completeProfileDraft(body)).map(toWireUser)
        .mapErr((error) => toApiError(error, COMPLETE_PROFILE_WIRE_NAMES)),
    }),
    definePagedRoute({
      method: 'GET', path: 'Doctors', summary: 'Doctors by name; the search matches an NPI prefix or part of the name',
      access: { permission: 'doctors.view' }, query: SearchQuerySchema, response: WireDoctorSchema, audit: { action: 'doctors.list' },
      handler: ({ query, page }) => listDoctors(ports, { ...page, searchQuery: query.SearchQuery }).map((result) => pageOf(result, toWireDoctor))
        .mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'GET', path: 'Doctors/DoctorsResolve', summary: 'What the doctors screen offers: genders, billing programs, record programs, services',
      access: { permission: 'doctors.view' },
      handler: () => doctorsResolve(ports).map((resolve) => ({ ...toWireSignUpLookups(resolve), genders: resolve.genders })).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'GET', path: 'Doctors/DoctorsProgramOrServices', summary: 'The programs and services a doctor (documentId = NPI) has chosen',
      access: 'signed-in', query: z.object({ documentId: z.string().min(1).max(20) }), response: z.array(WireProgramSelectionSchema),
      audit: { action: 'doctors.readPrograms' },
      handler: ({ user, query }) => doctorProgramSelections(ports, callerOf(user), query.documentId).map((rows) => rows.map(toWireProgramSelection))
        .mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'GET', path: 'Doctors/GetDoctorAddresses', summary: 'A doctor\'s practice addresses in form order',
      access: 'signed-in', query: z.object({ doctorId: idField }), response: z.array(WireDoctorAddressSchema),
      audit: { action: 'doctors.readAddresses', recordId: (input) => input.query.doctorId },
      handler: ({ user, query }) => doctorAddresses(ports, callerOf(user), query.doctorId as never).map((rows) => rows.map(toWireDoctorAddress))
        .mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'GET', path: 'Doctors/GetStaffDoctors', summary: 'The doctors the caller may work for (Staff: their doctors; administrators: all active; insurance staff: those with patients of their insurance)',
      access: 'signed-in', response: z.array(WireDoctorSchema),
      handler: ({ user }) => staffDoctors(ports, callerOf(user)).map((rows) => rows.map(toWireDoctor)).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'PUT', path: 'Doctors/UpdateDoctorStatus', summary: 'Activate or deactivate a doctor (documentID, statusValue)',
      access: { permission: 'doctors.manage' }, query: looseObject, body: looseObject.optional(), successStatus: 204, audit: { action: 'doctors.setStatus' },
      handler: ({ query, body }) => fromQueryOrBody(z.object({ documentID: z.string().min(1).max(20), statusValue: flagField }), query, body)
        .asyncAndThen((input) => setDoctorStatus(ports, { npi: input.documentID, active: input.statusValue }).mapErr((error) => toApiError(error))),
    }),
    defineRoute({
      method: 'PUT', path: 'Doctors/UpdateDoctor', summary: 'Edit a doctor with the doctor\'s user form (documentID = NPI names the doctor)',
      access: { permission: 'doctors.manage' }, body: formBodySchema, response: WireDoctorSchema, audit: { action: 'doctors.update' },
      handler: ({ body }) => updateDoctor(ports, draftFromWire(body, USER_FORM_WIRE_NAMES)).map(toWireDoctor)
        .mapErr((error) => toApiError(error, USER_FORM_WIRE_NAMES)),
    }),
  ];
}
