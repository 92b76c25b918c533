import {
  changeOwnPassword, createUser, deleteUser, setPasswordWithLink, MAX_PASSWORD_LENGTH, doctorProfile, listUsers, resendPassword, resendProfileConfirmation, setMaintenance,
  setTwoFactor, setUserStatus, toWireUser, updateUser, userFormLookups, USER_FORM_WIRE_NAMES, validatePassword, WireUserSchema, draftFromWire, toWireInsurance,
  toWireSignUpLookups, flagField, idField, type UserFormLookups, actingDoctors, assignActingDoctors, toWireDoctor, WireDoctorSchema,
} from '@rafdesk/core';
import { z } from 'zod';
import { definePagedRoute, defineRoute, type RouteDefinition } from '../route-definition.js';
import type { ApiPorts } from './api-ports.js';
import { callerOf, holds } from './caller.js';
import { pageOf } from './page-of.js';
import { formBodySchema, fromQueryOrBody, looseObject } from './query-or-body.js';
import { SearchQuerySchema, SIGN_IN_RATE } from './authentication-routes.js';
import { toApiError } from './to-api-error.js';

const MANAGE = { permission: 'users.manage' } as const;
const UserIdBody = z.object({ userId: idField });
/** At most every doctor of a large practice; each id once is enough. */
const ActingDoctorsBody = z.object({ userId: idField, doctorIds: z.array(idField).max(1000) });
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
    definePagedRoute({
      method: 'GET', path: 'Users', summary: 'Accounts by user name; the search matches user name, document id or e-mail',
      access: 'signed-in', query: SearchQuerySchema, response: WireUserSchema, audit: { action: 'users.list' },
      // The notification centre lists users too, so its senders may read the list as well as user administrators.
      handler: ({ user, query, page }) => holds(user, 'users.manage').orElse(() => holds(user, 'notifications.send')).asyncAndThen(() =>
        listUsers(ports, { ...page, searchQuery: query.SearchQuery }).map((result) => pageOf(result, toWireUser)).mapErr((error) => toApiError(error))),
    }),
    defineRoute({
      method: 'GET', path: 'Users/GetDoctorProfile', summary: 'A doctor\'s account with the whole profile, by NPI (documentID)',
      access: 'signed-in', query: z.object({ documentID: z.string().min(1).max(20) }), response: WireUserSchema,
      audit: { action: 'users.readDoctorProfile' },
      handler: ({ user, query }) => doctorProfile(ports, callerOf(user), query.documentID).map(toWireUser).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'GET', path: 'Users/UsersResolve', summary: 'What the user form offers: roles, genders, insurances and the doctor program lists',
      access: MANAGE,
      handler: () => userFormLookups(ports).map(wireUserFormLookups).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'POST', path: 'Users', summary: 'Create an account from the user form; a one-time link to choose its password is mailed to it',
      access: MANAGE, body: formBodySchema, response: WireUserSchema, successStatus: 201,
      audit: { action: 'users.create' },
      handler: ({ body }) => createUser(ports, userForm(body)).map(toWireUser).mapErr((error) => toApiError(error, USER_FORM_WIRE_NAMES)),
    }),
    defineRoute({
      method: 'PUT', path: 'Users/UpdateUser', summary: 'Update an account from the user form (role and document id stay)',
      access: MANAGE, body: formBodySchema, response: WireUserSchema,
      audit: { action: 'users.update', recordId: (input) => (typeof input.body.userId === 'number' ? input.body.userId : null) },
      handler: ({ body }) => updateUser(ports, userForm(body)).map(toWireUser).mapErr((error) => toApiError(error, USER_FORM_WIRE_NAMES)),
    }),
    defineRoute({
      method: 'GET', path: 'Users/ActingDoctors', summary: 'The doctors a Staff or Training account acts for (userId), by name',
      access: MANAGE, query: z.object({ userId: idField }), response: z.array(WireDoctorSchema),
      audit: { action: 'users.readActingDoctors', recordId: (input) => input.query.userId },
      handler: ({ query }) => actingDoctors(ports, query.userId as never).map((rows) => rows.map(toWireDoctor)).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'PUT', path: 'Users/ActingDoctors', summary: 'Replace the doctors a Staff or Training account acts for ({userId, doctorIds}); an unknown doctor changes nothing',
      access: MANAGE, body: ActingDoctorsBody, successStatus: 204,
      audit: { action: 'users.setActingDoctors', recordId: (input) => input.body.userId },
      handler: ({ body }) => assignActingDoctors(ports, { userId: body.userId as never, doctorIds: body.doctorIds as never }).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'PUT', path: 'Users/UpdateUserStatus', summary: 'Activate or deactivate an account (userId, statusValue); deactivation ends its sessions',
      access: MANAGE, query: looseObject, body: looseObject.optional(), successStatus: 204, audit: { action: 'users.setStatus' },
      handler: ({ user, query, body }) => fromQueryOrBody(z.object({ userId: idField, statusValue: flagField }), query, body)
        .asyncAndThen((input) => setUserStatus(ports, callerOf(user), { userId: input.userId as never, active: input.statusValue }).mapErr((error) => toApiError(error))),
    }),
    defineRoute({
      method: 'PUT', path: 'Users/Update2FA', summary: 'Turn two-factor sign-in on or off for an account (checked, userId)',
      access: MANAGE, query: looseObject, body: looseObject.optional(), successStatus: 204, audit: { action: 'users.setTwoFactor' },
      handler: ({ query, body }) => fromQueryOrBody(z.object({ userId: idField, checked: flagField }), query, body)
        .asyncAndThen((input) => setTwoFactor(ports, { userId: input.userId as never, enabled: input.checked }).mapErr((error) => toApiError(error))),
    }),
    defineRoute({
      method: 'DELETE', path: 'Users/DeleteUser', summary: 'Delete an account (id); its doctor and patients stay',
      access: MANAGE, query: looseObject, body: looseObject.optional(), successStatus: 204, audit: { action: 'users.delete' },
      handler: ({ user, query, body }) => fromQueryOrBody(z.object({ id: idField }), query, body)
        .asyncAndThen((input) => deleteUser(ports, callerOf(user), input.id as never).mapErr((error) => toApiError(error))),
    }),
    defineRoute({
      method: 'POST', path: 'Users/ResendPassword', summary: 'Mail the account a new one-time link to choose its password ({userId}); an earlier link stops working',
      access: MANAGE, body: UserIdBody, successStatus: 204, audit: { action: 'users.resendPassword', recordId: (input) => input.body.userId },
      handler: ({ body }) => resendPassword(ports, body.userId as never).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'POST', path: 'Users/ResendProfileConfirmation', summary: 'Mail a doctor the request to complete the profile ({userId})',
      access: MANAGE, body: UserIdBody, successStatus: 204, audit: { action: 'users.resendProfileConfirmation', recordId: (input) => input.body.userId },
      handler: ({ body }) => resendProfileConfirmation(ports, body.userId as never).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'POST', path: 'Users/maintenance', summary: 'Turn maintenance on or off ({password, maintenance}); answered during maintenance',
      access: { permission: 'users.setMaintenance' }, duringMaintenance: true,
      body: z.object({ password: z.unknown().optional(), maintenance: flagField.default(true) }), successStatus: 204,
      audit: { action: 'settings.maintenance' },
      handler: ({ user, body }) => setMaintenance(ports, callerOf(user), { password: body.password, enabled: body.maintenance }).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'POST', path: 'Users/SetPassword', summary: 'Choose a password with the one-time link of a mail ({token, password}); every session of the account ends',
      access: 'public', rateLimit: SIGN_IN_RATE, body: z.object({ token: z.string().min(1).max(200), password: z.string().max(MAX_PASSWORD_LENGTH) }), successStatus: 204,
      handler: ({ body }) => setPasswordWithLink(ports, { secret: body.token, password: body.password }).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'POST', path: 'Users/ChangePassword', summary: 'Change the caller\'s own password ({currentPassword, newPassword}); a wrong current password counts as a failed sign-in',
      access: 'signed-in', rateLimit: SIGN_IN_RATE,
      body: z.object({ currentPassword: z.string().max(MAX_PASSWORD_LENGTH), newPassword: z.string().max(MAX_PASSWORD_LENGTH) }), successStatus: 204,
      audit: { action: 'users.changePassword' },
      handler: ({ user, body }) => changeOwnPassword(ports, callerOf(user), body).mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'POST', path: 'Users/ValidatePassword', summary: 'Whether {password} is the caller\'s own password (true or false)',
      access: 'signed-in', duringMaintenance: true, body: z.object({ password: z.unknown().optional() }), response: z.boolean(),
      handler: ({ user, body }) => validatePassword(ports, callerOf(user), body.password).mapErr((error) => toApiError(error)),
    }),
  ];
}
