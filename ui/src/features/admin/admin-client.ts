import type { ResultAsync } from 'neverthrow';
import {
  type ApiClient, type ApiError, type AuditEntry, type Doctor, type DoctorId, type GenderOption, type Insurance, type LoginReportRow, type RoleName,
  type SignUpLookups, type User, type UserId, type UserInput, EXPORT_ALL_PAGE_SIZE, callEndpoint,
  actingDoctorsEndpoint, auditTrailEndpoint, createUserEndpoint, doctorLookupsEndpoint, doctorProfileEndpoint, listDoctorsEndpoint,
  listUsersEndpoint, loginReportEndpoint, resendPasswordEndpoint, resendProfileConfirmationEndpoint, setActingDoctorsEndpoint,
  setDoctorStatusEndpoint, setMaintenanceEndpoint, setTwoFactorEndpoint, setUserStatusEndpoint, updateDoctorEndpoint, updateUserEndpoint,
  userFormLookupsEndpoint, validatePasswordEndpoint,
} from '@rafdesk/core';
import { AUDIT_SORT_FIELDS, DOCTOR_SORT_FIELDS, LOGIN_REPORT_SORT_FIELDS, USER_SORT_FIELDS, sortWithin, type ListSort } from '@rafdesk/core';
import { type ListPage, listPageOf } from '../../shared/query/use-paged-list.js';

export interface SearchPage {
  readonly pageNumber: number;
  readonly pageSize: number;
  readonly searchQuery: string | null;
  /** The order asked for; a field the list does not sort by is dropped. */
  readonly sort?: ListSort<string> | null;
}

/** What the audit viewer filters by (blank parts are left out). */
export interface AuditFilterInput {
  readonly userName: string | null;
  readonly recordId: string | null;
  readonly action: string | null;
  /** YYYY-MM-DD */
  readonly fromDate: string | null;
  readonly toDate: string | null;
}

/** What the user form offers (Users/UsersResolve). */
export interface UserFormOptions extends SignUpLookups {
  readonly genders: readonly GenderOption[];
  readonly roles: readonly RoleName[];
  readonly insurances: readonly Insurance[];
}

/** How many doctors the acting-doctors picker offers. */
const DOCTOR_PICKER_SIZE = 1000;

/** The calls of the administration screens: users, doctors, login report and the audit trail. */
export function adminClient(api: ApiClient) {
  return {
    users: (page: SearchPage): ResultAsync<ListPage<User>, ApiError> =>
      callEndpoint(api, listUsersEndpoint, { ...page, sort: sortWithin(USER_SORT_FIELDS, page.sort) }).map(listPageOf),
    userFormOptions: (): ResultAsync<UserFormOptions, ApiError> =>
      callEndpoint(api, userFormLookupsEndpoint, undefined).map((reply) => ({ ...reply.data, roles: reply.data.roles.map((role) => role.name) })),
    /** What a doctor's edit form offers (Doctors/DoctorsResolve, open to whoever manages doctors): the role is Doctor. */
    doctorFormOptions: (): ResultAsync<UserFormOptions, ApiError> =>
      callEndpoint(api, doctorLookupsEndpoint, undefined).map((reply) => ({ ...reply.data, roles: ['Doctor'] as RoleName[], insurances: [] })),
    /** Creates the account (a password link is mailed to it) or saves the edited one; answers the stored account. */
    saveUser: (input: UserInput): ResultAsync<User, ApiError> =>
      (input.id === null ? callEndpoint(api, createUserEndpoint, input) : callEndpoint(api, updateUserEndpoint, input)).map((reply) => reply.data),
    /** Saves a doctor's account edited from the Doctors List (the doctor and the account stay in step). */
    saveDoctor: (input: UserInput): ResultAsync<unknown, ApiError> => callEndpoint(api, updateDoctorEndpoint, input),
    doctorProfile: (npi: string): ResultAsync<User, ApiError> => callEndpoint(api, doctorProfileEndpoint, npi).map((reply) => reply.data),
    setUserActive: (userId: UserId, active: boolean) => callEndpoint(api, setUserStatusEndpoint, { id: userId, active }),
    setTwoFactor: (userId: UserId, enabled: boolean) => callEndpoint(api, setTwoFactorEndpoint, { userId, enabled }),
    resendPassword: (userId: UserId) => callEndpoint(api, resendPasswordEndpoint, userId),
    resendProfileConfirmation: (userId: UserId) => callEndpoint(api, resendProfileConfirmationEndpoint, userId),
    validatePassword: (password: string): ResultAsync<boolean, ApiError> => callEndpoint(api, validatePasswordEndpoint, password).map((reply) => reply.data),
    setMaintenance: (password: string, on: boolean) => callEndpoint(api, setMaintenanceEndpoint, { password, enabled: on }),
    actingDoctors: (userId: UserId): ResultAsync<readonly Doctor[], ApiError> =>
      callEndpoint(api, actingDoctorsEndpoint, userId).map((reply) => reply.data),
    setActingDoctors: (userId: UserId, doctorIds: readonly DoctorId[]) => callEndpoint(api, setActingDoctorsEndpoint, { userId, doctorIds }),
    doctors: (page: SearchPage): ResultAsync<ListPage<Doctor>, ApiError> =>
      callEndpoint(api, listDoctorsEndpoint, { ...page, sort: sortWithin(DOCTOR_SORT_FIELDS, page.sort) }).map(listPageOf),
    allDoctors: (): ResultAsync<readonly Doctor[], ApiError> =>
      callEndpoint(api, listDoctorsEndpoint, { pageNumber: 1, pageSize: DOCTOR_PICKER_SIZE, searchQuery: null }).map((reply) => reply.data),
    setDoctorActive: (npi: string, active: boolean) => callEndpoint(api, setDoctorStatusEndpoint, { id: npi, active }),
    loginReport: (page: SearchPage): ResultAsync<ListPage<LoginReportRow>, ApiError> =>
      callEndpoint(api, loginReportEndpoint, { ...page, sort: sortWithin(LOGIN_REPORT_SORT_FIELDS, page.sort) }).map(listPageOf),
    /** A page of the trail in the asked-for order; `exportAll` asks for page 1 of the export-all size. */
    audit: (page: { pageNumber: number; pageSize: number; sort?: ListSort<string> | null }, filter: AuditFilterInput, exportAll = false): ResultAsync<ListPage<AuditEntry>, ApiError> =>
      callEndpoint(api, auditTrailEndpoint, {
        ...filter, pageNumber: exportAll ? 1 : page.pageNumber, pageSize: exportAll ? EXPORT_ALL_PAGE_SIZE : page.pageSize,
        sort: sortWithin(AUDIT_SORT_FIELDS, page.sort),
      }).map(listPageOf),
  };
}

export type AdminClient = ReturnType<typeof adminClient>;
