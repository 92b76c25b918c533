import { z } from 'zod';
import type { DoctorId, UserId } from '../domain/ids.js';
import type { Doctor } from '../domain/doctor.js';
import type { UserInput } from '../domain/user.js';
import type { UserFormLookups } from '../usecases/lookups/lookups.js';
import { MAX_PASSWORD_LENGTH } from '../validation/password-policy.js';
import type { UserFormDraft } from '../validation/user-form.js';
import { WireDoctorSchema, doctorOfWire, toWireDoctor } from '../wire/doctor-wire.js';
import { WireInsuranceSchema, insuranceOfWire, toWireInsurance } from '../wire/insurance-wire.js';
import { WireGenderOptionSchema, WireSignUpLookupsSchema, signUpLookupsOfWire, toWireSignUpLookups } from '../wire/program-selection-wire.js';
import { WireUserSchema, toWireUser, toWireUserInput, userOfWire } from '../wire/user-wire.js';
import { USER_FORM_WIRE_NAMES } from '../wire/form-drafts.js';
import { flagField, idField } from '../wire/wire-fields.js';
import { endpoint } from './endpoint.js';
import { coded, noAnswer } from './endpoint-codec.js';
import { roleOptionsEndpoint } from './lookup-endpoints.js';
import { noInput } from './no-input.js';
import { checkedFormInput } from './form-codec.js';
import { formBodySchema, queryOrBody } from './request-fields.js';
import { sortedSearchPage } from './search-page.js';
import { USER_SORT_FIELDS } from '../ports/repositories/list-sort.js';
import type { StatusChange } from './status-change.js';
import { userIdBody, userIdQuery } from './user-id-input.js';

// The Users calls: list, GetDoctorProfile, create, update, status, Update2FA, DeleteUser, resends, maintenance, passwords, acting doctors.

const MANAGE = { permission: 'users.manage' } as const;
const UserIdBody = z.object({ userId: idField });
/** At most every doctor of a large practice; each id once is enough. */
const ActingDoctorsBody = z.object({ userId: idField, doctorIds: z.array(idField).max(1000) });

/** The arguments of the calls that take them from the query string or a JSON body (read by the server, any letter case). */
export const UserStatusArgument = z.object({ userId: idField, statusValue: flagField });
export const TwoFactorArgument = z.object({ userId: idField, checked: flagField });
export const UserDeletionArgument = z.object({ id: idField });

const UserFormLookupsSchema = WireSignUpLookupsSchema.extend({
  genders: z.array(WireGenderOptionSchema), roles: roleOptionsEndpoint.response, insurances: z.array(WireInsuranceSchema),
});

const userAnswer = { encodeOutput: toWireUser, decodeOutput: userOfWire };

/** Two-factor sign-in asked on or off for an account. */
export interface TwoFactorChange {
  readonly userId: UserId;
  readonly enabled: boolean;
}

/** Maintenance asked on or off, with the caller's password (any value: the use case judges it). */
export interface MaintenanceChange {
  readonly password: unknown;
  readonly enabled: boolean;
}

/** The doctors a Staff or Training account is to act for. */
export interface ActingDoctorsChange {
  readonly userId: UserId;
  readonly doctorIds: readonly DoctorId[];
}

const USER_LIST = sortedSearchPage(USER_SORT_FIELDS);

export const listUsersEndpoint = coded(endpoint({
  method: 'GET', path: 'Users', summary: `Accounts by user name, or by sortField (${USER_SORT_FIELDS.join(', ')}) and sortOrder; the search matches user name, document id or e-mail`,
  access: 'signed-in', paged: {}, query: USER_LIST.query, response: WireUserSchema, audit: 'users.list',
}), { ...USER_LIST.input, ...userAnswer });

export const doctorProfileEndpoint = coded(endpoint({
  method: 'GET', path: 'Users/GetDoctorProfile', summary: 'A doctor\'s account with the whole profile, by NPI (documentID)',
  access: 'signed-in', query: z.object({ documentID: z.string().min(1).max(20) }), response: WireUserSchema,
  audit: 'users.readDoctorProfile',
}), {
  encodeInput: (npi: string) => ({ query: { documentID: npi } }),
  decodeInput: ({ query }) => query.documentID,
  ...userAnswer,
});

export const userFormLookupsEndpoint = coded(endpoint({
  method: 'GET', path: 'Users/UsersResolve', summary: 'What the user form offers: roles, genders, insurances and the doctor program lists',
  access: MANAGE, response: UserFormLookupsSchema,
}), {
  ...noInput,
  encodeOutput: (lookups: UserFormLookups) => ({
    ...toWireSignUpLookups(lookups), genders: [...lookups.genders], roles: roleOptionsEndpoint.codec.encodeOutput(lookups.roles),
    insurances: lookups.insurances.map(toWireInsurance),
  }),
  decodeOutput: (wire): UserFormLookups => ({
    ...signUpLookupsOfWire(wire), genders: wire.genders, roles: roleOptionsEndpoint.codec.decodeOutput(wire.roles), insurances: wire.insurances.map(insuranceOfWire),
  }),
});

/**
 * The user form (also the doctor's, on the Doctors List): the web app sends the checked form, whose wire is more than
 * renamed fields (role id, joined program ids); the server hands the form's rules the unchecked draft, renamed back.
 */
export const userFormInput = checkedFormInput<UserInput, UserFormDraft>(toWireUserInput, USER_FORM_WIRE_NAMES);

export const createUserEndpoint = coded(endpoint({
  method: 'POST', path: 'Users', summary: 'Create an account from the user form; a one-time link to choose its password is mailed to it',
  access: MANAGE, body: formBodySchema, response: WireUserSchema, successStatus: 201, audit: 'users.create',
}), { ...userFormInput, ...userAnswer });

export const updateUserEndpoint = coded(endpoint({
  method: 'PUT', path: 'Users/UpdateUser', summary: 'Update an account from the user form (role and document id stay)',
  access: MANAGE, body: formBodySchema, response: WireUserSchema, audit: 'users.update',
}), { ...userFormInput, ...userAnswer });

export const actingDoctorsEndpoint = coded(endpoint({
  method: 'GET', path: 'Users/ActingDoctors', summary: 'The doctors a Staff or Training account acts for (userId), by name',
  access: MANAGE, query: z.object({ userId: idField }), response: z.array(WireDoctorSchema), audit: 'users.readActingDoctors',
}), {
  ...userIdQuery,
  encodeOutput: (doctors: readonly Doctor[]) => doctors.map(toWireDoctor),
  decodeOutput: (rows) => rows.map(doctorOfWire),
});

export const setActingDoctorsEndpoint = coded(endpoint({
  method: 'PUT', path: 'Users/ActingDoctors', summary: 'Replace the doctors a Staff or Training account acts for ({userId, doctorIds}); an unknown doctor changes nothing',
  access: MANAGE, body: ActingDoctorsBody, successStatus: 204, audit: 'users.setActingDoctors',
}), {
  encodeInput: (change: ActingDoctorsChange) => ({ json: { userId: change.userId, doctorIds: [...change.doctorIds] } }),
  decodeInput: ({ body }): ActingDoctorsChange => ({ userId: body.userId as UserId, doctorIds: body.doctorIds as DoctorId[] }),
  ...noAnswer,
});

// The status and 2FA calls read their arguments from the query or the body; they go in the body (an empty query adds nothing to the URL).

export const setUserStatusEndpoint = coded(endpoint({
  method: 'PUT', path: 'Users/UpdateUserStatus', summary: 'Activate or deactivate an account (userId, statusValue); deactivation ends its sessions',
  access: MANAGE, ...queryOrBody(UserStatusArgument), successStatus: 204, audit: 'users.setStatus',
}), {
  encodeInput: (change: StatusChange<UserId>) => ({ json: { userId: change.id, statusValue: change.active } }),
  decodeInput: ({ args }): StatusChange<UserId> => ({ id: args.userId as UserId, active: args.statusValue }),
  ...noAnswer,
});

export const setTwoFactorEndpoint = coded(endpoint({
  method: 'PUT', path: 'Users/Update2FA', summary: 'Turn two-factor sign-in on or off for an account (checked, userId)',
  access: MANAGE, ...queryOrBody(TwoFactorArgument), successStatus: 204, audit: 'users.setTwoFactor',
}), {
  encodeInput: (change: TwoFactorChange) => ({ json: { userId: change.userId, checked: change.enabled } }),
  decodeInput: ({ args }): TwoFactorChange => ({ userId: args.userId as UserId, enabled: args.checked }),
  ...noAnswer,
});

export const deleteUserEndpoint = coded(endpoint({
  method: 'DELETE', path: 'Users/DeleteUser', summary: 'Delete an account (id); its doctor and patients stay',
  access: MANAGE, ...queryOrBody(UserDeletionArgument), successStatus: 204, audit: 'users.delete',
}), {
  encodeInput: (userId: UserId) => ({ json: { id: userId } }),
  decodeInput: ({ args }) => args.id as UserId,
  ...noAnswer,
});

export const resendPasswordEndpoint = coded(endpoint({
  method: 'POST', path: 'Users/ResendPassword', summary: 'Mail the account a new one-time link to choose its password ({userId}); an earlier link stops working',
  access: MANAGE, body: UserIdBody, successStatus: 204, audit: 'users.resendPassword',
}), { ...userIdBody, ...noAnswer });

export const resendProfileConfirmationEndpoint = coded(endpoint({
  method: 'POST', path: 'Users/ResendProfileConfirmation', summary: 'Mail a doctor the request to complete the profile ({userId})',
  access: MANAGE, body: UserIdBody, successStatus: 204, audit: 'users.resendProfileConfirmation',
}), { ...userIdBody, ...noAnswer });

export const setMaintenanceEndpoint = coded(endpoint({
  method: 'POST', path: 'Users/maintenance', summary: 'Turn maintenance on or off ({password, maintenance}); answered during maintenance',
  access: { permission: 'users.setMaintenance' }, body: z.object({ password: z.unknown().optional(), maintenance: flagField.default(true) }), successStatus: 204,
  audit: 'settings.maintenance',
}), {
  encodeInput: (change: MaintenanceChange) => ({ json: { password: change.password, maintenance: change.enabled } }),
  decodeInput: ({ body }): MaintenanceChange => ({ password: body.password, enabled: body.maintenance }),
  ...noAnswer,
});

/** A password chosen with the secret of a mailed one-time link. */
export interface PasswordByLink {
  readonly secret: string;
  readonly password: string;
}

export const setPasswordEndpoint = coded(endpoint({
  method: 'POST', path: 'Users/SetPassword', summary: 'Choose a password with the one-time link of a mail ({token, password}); every session of the account ends',
  access: 'public', body: z.object({ token: z.string().min(1).max(200), password: z.string().max(MAX_PASSWORD_LENGTH) }), successStatus: 204,
}), {
  encodeInput: (choice: PasswordByLink) => ({ json: { token: choice.secret, password: choice.password } }),
  decodeInput: ({ body }): PasswordByLink => ({ secret: body.token, password: body.password }),
  ...noAnswer,
});

/** The caller's own password change: the wire names are the domain's. */
const PasswordChangeBody = z.object({ currentPassword: z.string().max(MAX_PASSWORD_LENGTH), newPassword: z.string().max(MAX_PASSWORD_LENGTH) });
type PasswordChange = z.output<typeof PasswordChangeBody>;

export const changePasswordEndpoint = coded(endpoint({
  method: 'POST', path: 'Users/ChangePassword', summary: 'Change the caller\'s own password ({currentPassword, newPassword}); a wrong current password counts as a failed sign-in',
  access: 'signed-in', body: PasswordChangeBody, successStatus: 204, audit: 'users.changePassword',
}), {
  encodeInput: (change: PasswordChange) => ({ json: { currentPassword: change.currentPassword, newPassword: change.newPassword } }),
  decodeInput: ({ body }): PasswordChange => body,
  ...noAnswer,
});

export const validatePasswordEndpoint = coded(endpoint({
  method: 'POST', path: 'Users/ValidatePassword', summary: 'Whether {password} is the caller\'s own password (true or false)',
  access: 'signed-in', body: z.object({ password: z.unknown().optional() }), response: z.boolean(),
}), {
  // Any value: the use case judges it, as a wrong password.
  encodeInput: (password: unknown) => ({ json: { password } }),
  decodeInput: ({ body }): unknown => body.password,
  encodeOutput: (matches: boolean) => matches,
  decodeOutput: (matches): boolean => matches,
});
