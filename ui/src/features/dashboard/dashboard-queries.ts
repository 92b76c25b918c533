import { useQuery } from '@tanstack/react-query';
import type { ResultAsync } from 'neverthrow';
import {
  type ApiClient, type ApiError, type DoctorId, type WireProgressNoteSummary, doctorProgressNotesEndpoint,
  callEndpoint, dashboardFiguresEndpoint, endpointKey, homeProgressNotesEndpoint, listDoctorsEndpoint,
} from '@rafdesk/core';
import { fromResult } from '../../shared/query/from-result.js';
import { type ListPage, type Paging, listPageOf } from '../../shared/query/use-paged-list.js';

/** How many doctors the filter offers at most. */
const DOCTOR_FILTER_PAGE_SIZE = 1000;

/** GET Doctors: the dashboard's doctor filter. */
export function useDoctorFilterQuery(api: ApiClient, enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(listDoctorsEndpoint, 'filter'), enabled, staleTime: 5 * 60_000,
    queryFn: () => fromResult(callEndpoint(api, listDoctorsEndpoint, { pageNumber: 1, pageSize: DOCTOR_FILTER_PAGE_SIZE, searchQuery: null })
      .map((reply) => reply.data)),
  });
}

/** GET Patients/DashboardFigures: the tiles' figures, worked out by the server (no patient row is read to draw them). */
export function usePracticeFiguresQuery(api: ApiClient, doctorId: DoctorId | number | null) {
  return useQuery({
    queryKey: endpointKey(dashboardFiguresEndpoint, doctorId),
    queryFn: () => fromResult(callEndpoint(api, dashboardFiguresEndpoint, (doctorId ?? null) as DoctorId | null).map((reply) => reply.data)),
  });
}

/** The home forms list's page size (spec 02 §9: home forms default to 1000). */
export const HOME_FORMS_PAGE_SIZE = 1000;

/** Which page of which doctor's notes the dashboard asks for; a patient search reads Forms/GetAll. */
export interface HomeFormsRequest extends Paging {
  readonly doctorId: number | null;
  readonly searchQuery: string | null;
}

/** Forms/GetHomeForms, or Forms/GetAll with the patient search: the dashboard's submitted progress notes, newest first. */
export function homeFormsPage(api: ApiClient, request: HomeFormsRequest): ResultAsync<ListPage<WireProgressNoteSummary>, ApiError> {
  const query = { window: { pageNumber: request.pageNumber, pageSize: request.pageSize }, doctorId: request.doctorId as DoctorId | null, searchQuery: request.searchQuery };
  return (query.searchQuery === null ? callEndpoint(api, homeProgressNotesEndpoint, query) : callEndpoint(api, doctorProgressNotesEndpoint, query)).map(listPageOf);
}
