import type { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import {
  type ApiClient, type ApiError, type AuditEntry, type Doctor, type DoctorId, type GenderOption, type Insurance, type LoginReportRow,
  type RoleName, type SignUpLookups, type User, type UserId, type UserInput, EXPORT_ALL_PAGE_SIZE, GenderOptionSchema, anyBody, bodyOf,
  fromWireAuditEntry, fromWireDoctor, fromWireInsurance, fromWireLoginReportRow, fromWireSignUpLookups, fromWireUser, listOf, roleNameOf,
  toWireUserInput,
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
  const search = (page: SearchPage) => ({ pageNumber: page.pageNumber, pageSize: page.pageSize, SearchQuery: page.searchQuery });
  return {
    users: (page: SearchPage): ResultAsync<ListPage<User>, ApiError> =>
      api.request({ method: 'GET', path: 'Users', query: search(page) }, listOf(fromWireUser)).map(listPageOf),
    userFormOptions: (): ResultAsync<UserFormOptions, ApiError> =>
      api.request({ method: 'GET', path: 'Users/UsersResolve' }, bodyOf('user form lookups', ResolveSchema)).andThen((reply) =>
        fromWireSignUpLookups(reply.data).andThen((lookups) => listOf(fromWireInsurance)(reply.data.insurances).map((insurances) => ({
          ...lookups, insurances, genders: reply.data.genders,
          roles: reply.data.roles.map((role) => roleNameOf(role.roleId)).filter((role): role is RoleName => role !== null),
        }))).mapErr(invalid)),
    /** What a doctor's edit form offers (Doctors/DoctorsResolve, open to whoever manages doctors): the role is Doctor. */
    doctorFormOptions: (): ResultAsync<UserFormOptions, ApiError> =>
      api.request({ method: 'GET', path: 'Doctors/DoctorsResolve' }, bodyOf('doctor form lookups', ResolveSchema.pick({ genders: true }).loose())).andThen((reply) =>
        fromWireSignUpLookups(reply.data).map((lookups) => ({ ...lookups, genders: reply.data.genders, roles: ['Doctor'] as RoleName[], insurances: [] }))
          .mapErr(invalid)),
    /** Creates the account (a password link is mailed to it) or saves the edited one; answers the stored account. */
    saveUser: (input: UserInput): ResultAsync<User, ApiError> =>
      api.request(input.id === null
        ? { method: 'POST', path: 'Users', json: toWireUserInput(input) }
        : { method: 'PUT', path: 'Users/UpdateUser', json: toWireUserInput(input) }, fromWireUser).map((reply) => reply.data),
    /** Saves a doctor's account edited from the Doctors List (the doctor and the account stay in step). */
    saveDoctor: (input: UserInput): ResultAsync<unknown, ApiError> =>
      api.request({ method: 'PUT', path: 'Doctors/UpdateDoctor', json: toWireUserInput(input) }, anyBody),
    doctorProfile: (npi: string): ResultAsync<User, ApiError> =>
      api.request({ method: 'GET', path: 'Users/GetDoctorProfile', query: { documentID: npi } }, fromWireUser).map((reply) => reply.data),
    setUserActive: (userId: UserId, active: boolean) =>
      api.request({ method: 'PUT', path: 'Users/UpdateUserStatus', json: { userId, statusValue: active } }, anyBody),
    setTwoFactor: (userId: UserId, enabled: boolean) =>
      api.request({ method: 'PUT', path: 'Users/Update2FA', json: { userId, checked: enabled } }, anyBody),
    resendPassword: (userId: UserId) => api.request({ method: 'POST', path: 'Users/ResendPassword', json: { userId } }, anyBody),
    resendProfileConfirmation: (userId: UserId) => api.request({ method: 'POST', path: 'Users/ResendProfileConfirmation', json: { userId } }, anyBody),
    validatePassword: (password: string): ResultAsync<boolean, ApiError> =>
      api.request({ method: 'POST', path: 'Users/ValidatePassword', json: { password } }, bodyOf('password check', z.boolean())).map((reply) => reply.data),
    setMaintenance: (password: string, on: boolean) =>
      api.request({ method: 'POST', path: 'Users/maintenance', json: { password, maintenance: on } }, anyBody),
    actingDoctors: (userId: UserId): ResultAsync<readonly Doctor[], ApiError> =>
      api.request({ method: 'GET', path: 'Users/ActingDoctors', query: { userId } }, listOf(fromWireDoctor)).map((reply) => reply.data),
    setActingDoctors: (userId: UserId, doctorIds: readonly DoctorId[]) =>
      api.request({ method: 'PUT', path: 'Users/ActingDoctors', json: { userId, doctorIds } }, anyBody),
    doctors: (page: SearchPage): ResultAsync<ListPage<Doctor>, ApiError> =>
      api.request({ method: 'GET', path: 'Doctors', query: search(page) }, listOf(fromWireDoctor)).map(listPageOf),
    allDoctors: (): ResultAsync<readonly Doctor[], ApiError> =>
      api.request({ method: 'GET', path: 'Doctors', query: { pageNumber: 1, pageSize: DOCTOR_PICKER_SIZE } }, listOf(fromWireDoctor)).map((reply) => reply.data),
    setDoctorActive: (npi: string, active: boolean) =>
      api.request({ method: 'PUT', path: 'Doctors/UpdateDoctorStatus', json: { documentID: npi, statusValue: active } }, anyBody),
    loginReport: (page: SearchPage): ResultAsync<ListPage<LoginReportRow>, ApiError> =>
      api.request({ method: 'GET', path: 'Authentication', query: search(page) }, listOf(fromWireLoginReportRow)).map(listPageOf),
    /** A page of the trail; `exportAll` asks for page 1 of the export-all size. */
    audit: (page: { pageNumber: number; pageSize: number }, filter: AuditFilterInput, exportAll = false): ResultAsync<ListPage<AuditEntry>, ApiError> =>
      api.request({ method: 'GET', path: 'Audit', query: {
        pageNumber: exportAll ? 1 : page.pageNumber, pageSize: exportAll ? EXPORT_ALL_PAGE_SIZE : page.pageSize, ...filter,
      } }, listOf(fromWireAuditEntry)).map(listPageOf),
  };
}

export type AdminClient = ReturnType<typeof adminClient>;
