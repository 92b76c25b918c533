import {
  changeOwnPassword, createUser, deleteUser, setPasswordWithLink, doctorProfile, listUsers, resendPassword, resendProfileConfirmation, setMaintenance,
  setTwoFactor, setUserStatus, toWireUser, updateUser, userFormLookups, USER_FORM_WIRE_NAMES, validatePassword, draftFromWire, actingDoctors,
  assignActingDoctors, actingDoctorsEndpoint, changePasswordEndpoint, createUserEndpoint, deleteUserEndpoint, doctorProfileEndpoint, listUsersEndpoint,
  resendPasswordEndpoint, resendProfileConfirmationEndpoint, setActingDoctorsEndpoint, setMaintenanceEndpoint, setPasswordEndpoint, setTwoFactorEndpoint,
  setUserStatusEndpoint, updateUserEndpoint, userFormLookupsEndpoint, validatePasswordEndpoint,
} from '@rafdesk/core';
import { implement } from '../implement.js';
import { defineRoute, type RouteDefinition } from '../route-definition.js';
import type { ApiPorts } from './api-ports.js';
import { callerOf, holds } from './caller.js';
import { SIGN_IN_RATE } from './authentication-routes.js';
import { toRouteFailure } from './to-route-failure.js';

const userForm = (body: unknown) => draftFromWire(body, USER_FORM_WIRE_NAMES);
/** The audited account of the calls about one account: the one named. */
const named = { auditRecordId: (userId: number) => userId };

/** The Users calls: list, GetDoctorProfile, create, update, status, Update2FA, DeleteUser, resends, maintenance, ValidatePassword. */
export function userRoutes(ports: ApiPorts): RouteDefinition[] {
  return [
    // The notification centre lists users too, so its senders may read the list as well as user administrators.
    implement(listUsersEndpoint, (user, request) => holds(user, 'users.manage').orElse(() => holds(user, 'notifications.send'))
      .asyncAndThen(() => listUsers(ports, request))),
    implement(doctorProfileEndpoint, (user, npi) => doctorProfile(ports, callerOf(user), npi)),
    implement(userFormLookupsEndpoint, () => userFormLookups(ports)),
    defineRoute(createUserEndpoint, {
      handler: ({ body }) => createUser(ports, userForm(body)).map(toWireUser).mapErr((error) => toRouteFailure(error, USER_FORM_WIRE_NAMES)),
    }),
    defineRoute(updateUserEndpoint, {
      auditRecordId: (input) => (typeof input.body.userId === 'number' ? input.body.userId : null),
      handler: ({ body }) => updateUser(ports, userForm(body)).map(toWireUser).mapErr((error) => toRouteFailure(error, USER_FORM_WIRE_NAMES)),
    }),
    implement(actingDoctorsEndpoint, (_user, userId) => actingDoctors(ports, userId), named),
    implement(setActingDoctorsEndpoint, (_user, change) => assignActingDoctors(ports, change), { auditRecordId: (change) => change.userId }),
    implement(setUserStatusEndpoint, (user, change) => setUserStatus(ports, callerOf(user), { userId: change.id, active: change.active })),
    implement(setTwoFactorEndpoint, (_user, change) => setTwoFactor(ports, change)),
    implement(deleteUserEndpoint, (user, userId) => deleteUser(ports, callerOf(user), userId)),
    implement(resendPasswordEndpoint, (_user, userId) => resendPassword(ports, userId), named),
    implement(resendProfileConfirmationEndpoint, (_user, userId) => resendProfileConfirmation(ports, userId), named),
    implement(setMaintenanceEndpoint, (user, change) => setMaintenance(ports, callerOf(user), change), { duringMaintenance: true }),
    implement(setPasswordEndpoint, (_user, choice) => setPasswordWithLink(ports, choice), { rateLimit: SIGN_IN_RATE }),
    implement(changePasswordEndpoint, (user, change) => changeOwnPassword(ports, callerOf(user), change), { rateLimit: SIGN_IN_RATE }),
    implement(validatePasswordEndpoint, (user, password) => validatePassword(ports, callerOf(user), password), { duringMaintenance: true }),
  ];
}
