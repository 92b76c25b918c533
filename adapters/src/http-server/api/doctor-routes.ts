import {
  completeProfile, doctorAddresses, doctorProgramSelections, doctorsResolve, draftFromWire, listDoctors, registerDoctor, setDoctorStatus, staffDoctors,
  toWireDoctor, toWireUser, updateDoctor, SIGN_UP_FORM_WIRE_NAMES, USER_FORM_WIRE_NAMES, type FormWireNames,
  completeProfileEndpoint, doctorAddressesEndpoint, doctorLookupsEndpoint, doctorProgramsEndpoint, listDoctorsEndpoint, registerDoctorEndpoint, setDoctorStatusEndpoint,
  staffDoctorsEndpoint, updateDoctorEndpoint,
} from '@rafdesk/core';
import { defineRoute, type RouteDefinition } from '../route-definition.js';
import { implement } from '../implement.js';
import type { ApiPorts } from './api-ports.js';
import { callerOf } from './caller.js';
import { toRouteFailure } from './to-route-failure.js';

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

/** Registration (POST Doctors), complete profile and the Doctors calls. */
export function doctorRoutes(ports: ApiPorts): RouteDefinition[] {
  return [
    defineRoute(registerDoctorEndpoint, {
      rateLimit: SIGN_UP_RATE,
      handler: ({ body }) => registerDoctor(ports, draftFromWire(body, SIGN_UP_FORM_WIRE_NAMES))
        .map((user) => ({ userId: user.id, documentID: user.documentId }))
        .mapErr((error) => toRouteFailure(error, SIGN_UP_FORM_WIRE_NAMES)),
    }),
    defineRoute(completeProfileEndpoint, {
      handler: ({ user, body }) => completeProfile(ports, callerOf(user), completeProfileDraft(body)).map(toWireUser)
        .mapErr((error) => toRouteFailure(error, COMPLETE_PROFILE_WIRE_NAMES)),
    }),
    implement(listDoctorsEndpoint, (_user, request) => listDoctors(ports, request)),
    implement(doctorLookupsEndpoint, () => doctorsResolve(ports)),
    implement(doctorProgramsEndpoint, (user, npi) => doctorProgramSelections(ports, callerOf(user), npi)),
    implement(doctorAddressesEndpoint, (user, doctorId) => doctorAddresses(ports, callerOf(user), doctorId), { auditRecordId: (doctorId) => doctorId }),
    implement(staffDoctorsEndpoint, (user) => staffDoctors(ports, callerOf(user))),
    implement(setDoctorStatusEndpoint, (_user, change) => setDoctorStatus(ports, { npi: change.id, active: change.active })),
    defineRoute(updateDoctorEndpoint, {
      handler: ({ body }) => updateDoctor(ports, draftFromWire(body, USER_FORM_WIRE_NAMES)).map(toWireDoctor)
        .mapErr((error) => toRouteFailure(error, USER_FORM_WIRE_NAMES)),
    }),
  ];
}
