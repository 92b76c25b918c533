import {
  changeOwnPassword, createUser, deleteUser, setPasswordWithLink, doctorProfile, listUsers, resendPassword, resendProfileConfirmation, setMaintenance,
  setTwoFactor, setUserStatus, toWireUser, updateUser, userFormLookups, USER_FORM_WIRE_NAMES, validatePassword, draftFromWire, toWireInsurance,
  toWireSignUpLookups, type UserFormLookups, actingDoctors, assignActingDoctors, toWireDoctor,
  actingDoctorsEndpoint, changePasswordEndpoint, createUserEndpoint, deleteUserEndpoint, doctorProfileEndpoint, listUsersEndpoint, resendPasswordEndpoint,
  resendProfileConfirmationEndpoint, setActingDoctorsEndpoint, setMaintenanceEndpoint, setPasswordEndpoint, setTwoFactorEndpoint, setUserStatusEndpoint,
  updateUserEndpoint, userFormLookupsEndpoint, validatePasswordEndpoint,
  TwoFactorArgument, UserDeletionArgument, UserStatusArgument,
} from '@rafdesk/core';
import { definePagedRoute, defineRoute, type RouteDefinition } from '../route-definition.js';
import type { ApiPorts } from './api-ports.js';
import { callerOf, holds } from './caller.js';
import { pageOf } from './page-of.js';
import { fromQueryOrBody } from './query-or-body.js';
import { SIGN_IN_RATE } from './authentication-routes.js';
import { toRouteFailure } from './to-route-failure.js';

const userForm = (body: unknown) => draftFromWire(body, USER_FORM_WIRE_NAMES);

function wireUserFormLookups(lookups: UserFormLookups) {
  return {
    ...toWireSignUpLookups(lookups), genders: lookups.genders, roles: lookups.roles.map((role) => ({ roleId: role.id, rolName: role.name })),
    insurances: lookups.insurances.map(toWireInsurance),
  };
}

/** The Users calls: list, GetDoctorProfile, create, update, status, Update2FA, DeleteUser, resends, maintenance, ValidatePassword. */
export function userRoutes(ports: ApiPorts): RouteDefinition[] {
  return [
    definePagedRoute(listUsersEndpoint, {
      // The notification centre lists users too, so its senders may read the list as well as user administrators.
      handler: ({ user, query, page }) => holds(user, 'users.manage').orElse(() => holds(user, 'notifications.send')).asyncAndThen(() =>
        listUsers(ports, { ...page, searchQuery: query.SearchQuery }).map((result) => pageOf(result, toWireUser)).mapErr((error) => toRouteFailure(error))),
    }),
    defineRoute(doctorProfileEndpoint, {
      handler: ({ user, query }) => doctorProfile(ports, callerOf(user), query.documentID).map(toWireUser).mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(userFormLookupsEndpoint, {
      handler: () => userFormLookups(ports).map(wireUserFormLookups).mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(createUserEndpoint, {
      handler: ({ body }) => createUser(ports, userForm(body)).map(toWireUser).mapErr((error) => toRouteFailure(error, USER_FORM_WIRE_NAMES)),
    }),
    defineRoute(updateUserEndpoint, {
      auditRecordId: (input) => (typeof input.body.userId === 'number' ? input.body.userId : null),
      handler: ({ body }) => updateUser(ports, userForm(body)).map(toWireUser).mapErr((error) => toRouteFailure(error, USER_FORM_WIRE_NAMES)),
    }),
    defineRoute(actingDoctorsEndpoint, {
      auditRecordId: (input) => input.query.userId,
      handler: ({ query }) => actingDoctors(ports, query.userId as never).map((rows) => rows.map(toWireDoctor)).mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(setActingDoctorsEndpoint, {
      auditRecordId: (input) => input.body.userId,
      handler: ({ body }) => assignActingDoctors(ports, { userId: body.userId as never, doctorIds: body.doctorIds as never }).mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(setUserStatusEndpoint, {
      handler: ({ user, query, body }) => fromQueryOrBody(UserStatusArgument, query, body)
        .asyncAndThen((input) => setUserStatus(ports, callerOf(user), { userId: input.userId as never, active: input.statusValue }).mapErr((error) => toRouteFailure(error))),
    }),
    defineRoute(setTwoFactorEndpoint, {
      handler: ({ query, body }) => fromQueryOrBody(TwoFactorArgument, query, body)
        .asyncAndThen((input) => setTwoFactor(ports, { userId: input.userId as never, enabled: input.checked }).mapErr((error) => toRouteFailure(error))),
    }),
    defineRoute(deleteUserEndpoint, {
      handler: ({ user, query, body }) => fromQueryOrBody(UserDeletionArgument, query, body)
        .asyncAndThen((input) => deleteUser(ports, callerOf(user), input.id as never).mapErr((error) => toRouteFailure(error))),
    }),
    defineRoute(resendPasswordEndpoint, {
      auditRecordId: (input) => input.body.userId,
      handler: ({ body }) => resendPassword(ports, body.userId as never).mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(resendProfileConfirmationEndpoint, {
      auditRecordId: (input) => input.body.userId,
      handler: ({ body }) => resendProfileConfirmation(ports, body.userId as never).mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(setMaintenanceEndpoint, {
      duringMaintenance: true,
      handler: ({ user, body }) => setMaintenance(ports, callerOf(user), { password: body.password, enabled: body.maintenance }).mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(setPasswordEndpoint, {
      rateLimit: SIGN_IN_RATE,
      handler: ({ body }) => setPasswordWithLink(ports, { secret: body.token, password: body.password }).mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(changePasswordEndpoint, {
      rateLimit: SIGN_IN_RATE,
      handler: ({ user, body }) => changeOwnPassword(ports, callerOf(user), body).mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(validatePasswordEndpoint, {
      duringMaintenance: true,
      handler: ({ user, body }) => validatePassword(ports, callerOf(user), body.password).mapErr((error) => toRouteFailure(error)),
    }),
  ];
}
