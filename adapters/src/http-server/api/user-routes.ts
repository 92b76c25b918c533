import {
  changeOwnPassword, createUser, deleteUser, setPasswordWithLink, doctorProfile, listUsers, resendPassword, resendProfileConfirmation, setMaintenance,
  setTwoFactor, setUserStatus, updateUser, userFormLookups, USER_FORM_WIRE_NAMES, validatePassword, actingDoctors,
  assignActingDoctors, actingDoctorsEndpoint, changePasswordEndpoint, createUserEndpoint, deleteUserEndpoint, doctorProfileEndpoint, listUsersEndpoint,
  resendPasswordEndpoint, resendProfileConfirmationEndpoint, setActingDoctorsEndpoint, setMaintenanceEndpoint, setPasswordEndpoint, setTwoFactorEndpoint,
  setUserStatusEndpoint, updateUserEndpoint, userFormLookupsEndpoint, validatePasswordEndpoint,
} from '@rafdesk/core';
import { implement } from '../implement.js';
import type { RouteDefinition } from '../route-definition.js';
import type { ApiPorts } from './api-ports.js';
import { callerOf, holds } from './caller.js';
import { SIGN_IN_RATE } from './authentication-routes.js';

/** The user form's problems name its fields as the body spells them. */
const userForm = { names: USER_FORM_WIRE_NAMES };
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
    implement(createUserEndpoint, (_user, draft) => createUser(ports, draft), userForm),
    implement(updateUserEndpoint, (_user, draft) => updateUser(ports, draft), {
      ...userForm, auditRecordId: (draft) => (typeof draft.id === 'number' ? draft.id : null),
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
