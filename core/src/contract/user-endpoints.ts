import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../validation/password-policy.js';
import { WireDoctorSchema } from '../wire/doctor-wire.js';
import { WireUserSchema } from '../wire/user-wire.js';
import { flagField, idField } from '../wire/wire-fields.js';
import { endpoint } from './endpoint.js';
import { formBodySchema, queryOrBody, SearchQuerySchema } from './request-fields.js';

// The Users calls: list, GetDoctorProfile, create, update, status, Update2FA, DeleteUser, resends, maintenance, passwords, acting doctors.

const MANAGE = { permission: 'users.manage' } as const;
const UserIdBody = z.object({ userId: idField });
/** At most every doctor of a large practice; each id once is enough. */
const ActingDoctorsBody = z.object({ userId: idField, doctorIds: z.array(idField).max(1000) });

/** The arguments of the calls that take them from the query string or a JSON body (read by the server, any letter case). */
export const UserStatusArgument = z.object({ userId: idField, statusValue: flagField });
export const TwoFactorArgument = z.object({ userId: idField, checked: flagField });
export const UserDeletionArgument = z.object({ id: idField });

export const listUsersEndpoint = endpoint({
  method: 'GET', path: 'Users', summary: 'Accounts by user name; the search matches user name, document id or e-mail',
  access: 'signed-in', paged: {}, query: SearchQuerySchema, response: WireUserSchema, audit: 'users.list',
});

export const doctorProfileEndpoint = endpoint({
  method: 'GET', path: 'Users/GetDoctorProfile', summary: 'A doctor\'s account with the whole profile, by NPI (documentID)',
  access: 'signed-in', query: z.object({ documentID: z.string().min(1).max(20) }), response: WireUserSchema,
  audit: 'users.readDoctorProfile',
});

export const userFormLookupsEndpoint = endpoint({
  method: 'GET', path: 'Users/UsersResolve', summary: 'What the user form offers: roles, genders, insurances and the doctor program lists',
  access: MANAGE,
});

export const createUserEndpoint = endpoint({
  method: 'POST', path: 'Users', summary: 'Create an account from the user form; a one-time link to choose its password is mailed to it',
  access: MANAGE, body: formBodySchema, response: WireUserSchema, successStatus: 201, audit: 'users.create',
});

export const updateUserEndpoint = endpoint({
  method: 'PUT', path: 'Users/UpdateUser', summary: 'Update an account from the user form (role and document id stay)',
  access: MANAGE, body: formBodySchema, response: WireUserSchema, audit: 'users.update',
});

export const actingDoctorsEndpoint = endpoint({
  method: 'GET', path: 'Users/ActingDoctors', summary: 'The doctors a Staff or Training account acts for (userId), by name',
  access: MANAGE, query: z.object({ userId: idField }), response: z.array(WireDoctorSchema), audit: 'users.readActingDoctors',
});

export const setActingDoctorsEndpoint = endpoint({
  method: 'PUT', path: 'Users/ActingDoctors', summary: 'Replace the doctors a Staff or Training account acts for ({userId, doctorIds}); an unknown doctor changes nothing',
  access: MANAGE, body: ActingDoctorsBody, successStatus: 204, audit: 'users.setActingDoctors',
});

export const setUserStatusEndpoint = endpoint({
  method: 'PUT', path: 'Users/UpdateUserStatus', summary: 'Activate or deactivate an account (userId, statusValue); deactivation ends its sessions',
  access: MANAGE, ...queryOrBody(UserStatusArgument), successStatus: 204, audit: 'users.setStatus',
});

export const setTwoFactorEndpoint = endpoint({
  method: 'PUT', path: 'Users/Update2FA', summary: 'Turn two-factor sign-in on or off for an account (checked, userId)',
  access: MANAGE, ...queryOrBody(TwoFactorArgument), successStatus: 204, audit: 'users.setTwoFactor',
});

export const deleteUserEndpoint = endpoint({
  method: 'DELETE', path: 'Users/DeleteUser', summary: 'Delete an account (id); its doctor and patients stay',
  access: MANAGE, ...queryOrBody(UserDeletionArgument), successStatus: 204, audit: 'users.delete',
});

export const resendPasswordEndpoint = endpoint({
  method: 'POST', path: 'Users/ResendPassword', summary: 'Mail the account a new one-time link to choose its password ({userId}); an earlier link stops working',
  access: MANAGE, body: UserIdBody, successStatus: 204, audit: 'users.resendPassword',
});

export const resendProfileConfirmationEndpoint = endpoint({
  method: 'POST', path: 'Users/ResendProfileConfirmation', summary: 'Mail a doctor the request to complete the profile ({userId})',
  access: MANAGE, body: UserIdBody, successStatus: 204, audit: 'users.resendProfileConfirmation',
});

export const setMaintenanceEndpoint = endpoint({
  method: 'POST', path: 'Users/maintenance', summary: 'Turn maintenance on or off ({password, maintenance}); answered during maintenance',
  access: { permission: 'users.setMaintenance' }, body: z.object({ password: z.unknown().optional(), maintenance: flagField.default(true) }), successStatus: 204,
  audit: 'settings.maintenance',
});

export const setPasswordEndpoint = endpoint({
  method: 'POST', path: 'Users/SetPassword', summary: 'Choose a password with the one-time link of a mail ({token, password}); every session of the account ends',
  access: 'public', body: z.object({ token: z.string().min(1).max(200), password: z.string().max(MAX_PASSWORD_LENGTH) }), successStatus: 204,
});

export const changePasswordEndpoint = endpoint({
  method: 'POST', path: 'Users/ChangePassword', summary: 'Change the caller\'s own password ({currentPassword, newPassword}); a wrong current password counts as a failed sign-in',
  access: 'signed-in', body: z.object({ currentPassword: z.string().max(MAX_PASSWORD_LENGTH), newPassword: z.string().max(MAX_PASSWORD_LENGTH) }), successStatus: 204,
  audit: 'users.changePassword',
});

export const validatePasswordEndpoint = endpoint({
  method: 'POST', path: 'Users/ValidatePassword', summary: 'Whether {password} is the caller\'s own password (true or false)',
  access: 'signed-in', body: z.object({ password: z.unknown().optional() }), response: z.boolean(),
});
