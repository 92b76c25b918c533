import type { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import {
  type ApiClient, type ApiError, type AuditEntry, type Doctor, type DoctorId, type GenderOption, type Insurance, type LoginReportRow,
  type RoleName, type SignUpLookups, type User, type UserId, type UserInput, EXPORT_ALL_PAGE_SIZE, GenderOptionSchema, anyBody, bodyOf, callEndpoint,
  fromWireAuditEntry, fromWireDoctor, fromWireInsurance, fromWireLoginReportRow, fromWireSignUpLookups, fromWireUser, listOf, roleNameOf,
  toWireUserInput, actingDoctorsEndpoint, auditTrailEndpoint, createUserEndpoint, doctorLookupsEndpoint, doctorProfileEndpoint, listDoctorsEndpoint,
  listUsersEndpoint, loginReportEndpoint, requestOf, resendPasswordEndpoint, resendProfileConfirmationEndpoint, setActingDoctorsEndpoint,
  setDoctorStatusEndpoint, setMaintenanceEndpoint, setTwoFactorEndpoint, setUserStatusEndpoint, updateDoctorEndpoint, updateUserEndpoint,
  userFormLookupsEndpoint, validatePasswordEndpoint,
} from '@rafdesk/core';
import { type ListPage, listPageOf } from '../../shared/query/use-paged-list.js';

export interface SearchPage {
  readonly pageNumber: number;
  readonly pageSize: number;
  readonly searchQuery: string | null;
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

const ResolveSchema = z.object({
  genders: z.array(GenderOptionSchema), roles: z.array(z.object({ roleId: z.number() })), insurances: z.array(z.unknown()),
}).loose();

/** How many doctors the acting-doctors picker offers. */
const DOCTOR_PICKER_SIZE = 1000;

const invalid = (error: { issues: readonly string[] }): ApiError => ({ kind: 'InvalidAnswer', issues: error.issues });

/** The calls of the administration screens: users, doctors, login report and the audit trail. */
export function adminClient(api: ApiClient) {
  // A blank search is left out of the query string (as null was).
  const search = (page: SearchPage) => ({ pageNumber: page.pageNumber, pageSize: page.pageSize, SearchQuery: page.searchQuery ?? undefined });
  return {
    users: (page: SearchPage): ResultAsync<ListPage<User>, ApiError> =>
      api.request(requestOf(listUsersEndpoint, { query: search(page) }), listOf(fromWireUser)).map(listPageOf),
    userFormOptions: (): ResultAsync<UserFormOptions, ApiError> =>
      api.request(requestOf(userFormLookupsEndpoint, {}), bodyOf('user form lookups', ResolveSchema)).andThen((reply) =>
        fromWireSignUpLookups(reply.data).andThen((lookups) => listOf(fromWireInsurance)(reply.data.insurances).map((insurances) => ({
          ...lookups, insurances, genders: reply.data.genders,
          roles: reply.data.roles.map((role) => roleNameOf(role.roleId)).filter((role): role is RoleName => role !== null),
        }))).mapErr(invalid)),
    /** What a doctor's edit form offers (Doctors/DoctorsResolve, open to whoever manages doctors): the role is Doctor. */
    doctorFormOptions: (): ResultAsync<UserFormOptions, ApiError> =>
      callEndpoint(api, doctorLookupsEndpoint, undefined).map((reply) => ({ ...reply.data, roles: ['Doctor'] as RoleName[], insurances: [] })),
    /** Creates the account (a password link is mailed to it) or saves the edited one; answers the stored account. */
    saveUser: (input: UserInput): ResultAsync<User, ApiError> =>
      api.request(input.id === null
        ? requestOf(createUserEndpoint, { json: toWireUserInput(input) })
        : requestOf(updateUserEndpoint, { json: toWireUserInput(input) }), fromWireUser).map((reply) => reply.data),
    /** Saves a doctor's account edited from the Doctors List (the doctor and the account stay in step). */
    saveDoctor: (input: UserInput): ResultAsync<unknown, ApiError> =>
      api.request(requestOf(updateDoctorEndpoint, { json: toWireUserInput(input) }), anyBody),
    doctorProfile: (npi: string): ResultAsync<User, ApiError> =>
      api.request(requestOf(doctorProfileEndpoint, { query: { documentID: npi } }), fromWireUser).map((reply) => reply.data),
    // The status and 2FA calls read their arguments from the query or the body; they go in the body (an empty query adds nothing to the URL).
    setUserActive: (userId: UserId, active: boolean) =>
      api.request(requestOf(setUserStatusEndpoint, { json: { userId, statusValue: active } }), anyBody),
    setTwoFactor: (userId: UserId, enabled: boolean) =>
      api.request(requestOf(setTwoFactorEndpoint, { json: { userId, checked: enabled } }), anyBody),
    resendPassword: (userId: UserId) => api.request(requestOf(resendPasswordEndpoint, { json: { userId } }), anyBody),
    resendProfileConfirmation: (userId: UserId) => api.request(requestOf(resendProfileConfirmationEndpoint, { json: { userId } }), anyBody),
    validatePassword: (password: string): ResultAsync<boolean, ApiError> =>
      api.request(requestOf(validatePasswordEndpoint, { json: { password } }), bodyOf('password check', validatePasswordEndpoint.response)).map((reply) => reply.data),
    setMaintenance: (password: string, on: boolean) =>
      api.request(requestOf(setMaintenanceEndpoint, { json: { password, maintenance: on } }), anyBody),
    actingDoctors: (userId: UserId): ResultAsync<readonly Doctor[], ApiError> =>
      api.request(requestOf(actingDoctorsEndpoint, { query: { userId } }), listOf(fromWireDoctor)).map((reply) => reply.data),
    setActingDoctors: (userId: UserId, doctorIds: readonly DoctorId[]) =>
      api.request(requestOf(setActingDoctorsEndpoint, { json: { userId, doctorIds: [...doctorIds] } }), anyBody),
    doctors: (page: SearchPage): ResultAsync<ListPage<Doctor>, ApiError> => callEndpoint(api, listDoctorsEndpoint, page).map(listPageOf),
    allDoctors: (): ResultAsync<readonly Doctor[], ApiError> =>
      callEndpoint(api, listDoctorsEndpoint, { pageNumber: 1, pageSize: DOCTOR_PICKER_SIZE, searchQuery: null }).map((reply) => reply.data),
    setDoctorActive: (npi: string, active: boolean) => callEndpoint(api, setDoctorStatusEndpoint, { id: npi, active }),
    loginReport: (page: SearchPage): ResultAsync<ListPage<LoginReportRow>, ApiError> =>
      api.request(requestOf(loginReportEndpoint, { query: search(page) }), listOf(fromWireLoginReportRow)).map(listPageOf),
    /** A page of the trail; `exportAll` asks for page 1 of the export-all size. */
    audit: (page: { pageNumber: number; pageSize: number }, filter: AuditFilterInput, exportAll = false): ResultAsync<ListPage<AuditEntry>, ApiError> =>
      api.request(requestOf(auditTrailEndpoint, { query: {
        pageNumber: exportAll ? 1 : page.pageNumber, pageSize: exportAll ? EXPORT_ALL_PAGE_SIZE : page.pageSize,
        // A blank filter is left out of the query string (as null was).
        userName: filter.userName ?? undefined, recordId: filter.recordId ?? undefined, action: filter.action ?? undefined,
        fromDate: filter.fromDate ?? undefined, toDate: filter.toDate ?? undefined,
      } }), listOf(fromWireAuditEntry)).map(listPageOf),
  };
}

export type AdminClient = ReturnType<typeof adminClient>;
