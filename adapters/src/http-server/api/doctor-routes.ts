import {
  completeProfile, doctorAddresses, doctorProgramSelections, doctorsResolve, listDoctors, registerDoctor, setDoctorStatus, staffDoctors, updateDoctor,
  COMPLETE_PROFILE_FORM_WIRE_NAMES, SIGN_UP_FORM_WIRE_NAMES, USER_FORM_WIRE_NAMES,
  completeProfileEndpoint, doctorAddressesEndpoint, doctorLookupsEndpoint, doctorProgramsEndpoint, listDoctorsEndpoint, registerDoctorEndpoint, setDoctorStatusEndpoint,
  staffDoctorsEndpoint, updateDoctorEndpoint,
} from '@rafdesk/core';
import type { RouteDefinition } from '../route-definition.js';
import { implement } from '../implement.js';
import type { ApiPorts } from './api-ports.js';
import { callerOf } from './caller.js';

/** Registrations per client address per hour: the sign-up form is public. */
const SIGN_UP_RATE = { max: 20, timeWindowMs: 3_600_000 } as const;

/** Registration (POST Doctors), complete profile and the Doctors calls. */
export function doctorRoutes(ports: ApiPorts): RouteDefinition[] {
  return [
    implement(registerDoctorEndpoint, (_user, draft) => registerDoctor(ports, draft), { rateLimit: SIGN_UP_RATE, names: SIGN_UP_FORM_WIRE_NAMES }),
    implement(completeProfileEndpoint, (user, draft) => completeProfile(ports, callerOf(user), draft), { names: COMPLETE_PROFILE_FORM_WIRE_NAMES }),
    implement(listDoctorsEndpoint, (_user, request) => listDoctors(ports, request)),
    implement(doctorLookupsEndpoint, () => doctorsResolve(ports)),
    implement(doctorProgramsEndpoint, (user, npi) => doctorProgramSelections(ports, callerOf(user), npi)),
    implement(doctorAddressesEndpoint, (user, doctorId) => doctorAddresses(ports, callerOf(user), doctorId), { auditRecordId: (doctorId) => doctorId }),
    implement(staffDoctorsEndpoint, (user) => staffDoctors(ports, callerOf(user))),
    implement(setDoctorStatusEndpoint, (_user, change) => setDoctorStatus(ports, { npi: change.id, active: change.active })),
    implement(updateDoctorEndpoint, (_user, draft) => updateDoctor(ports, draft), { names: USER_FORM_WIRE_NAMES }),
  ];
}
