import { useQuery } from '@tanstack/react-query';
import { type ApiClient, type DoctorId, fromWireDoctor, fromWirePatientRow, listOf } from '@rafdesk/core';
import { fromResult } from '../../shared/query/from-result.js';

/** How many doctors the filter offers at most. */
const DOCTOR_FILTER_PAGE_SIZE = 1000;

/** GET Doctors: the dashboard's doctor filter. */
export function useDoctorFilterQuery(api: ApiClient, enabled: boolean) {
  return useQuery({
    queryKey: ['doctors', 'filter'], enabled, staleTime: 5 * 60_000,
    queryFn: () => fromResult(api.request({ method: 'GET', path: 'Doctors', query: { pageNumber: 1, pageSize: DOCTOR_FILTER_PAGE_SIZE } }, listOf(fromWireDoctor))
      .map((reply) => reply.data)),
  });
}

/** GET Patients/GetPatientListAll: every patient in reach, the source of the practice figures (shares the patient lists' cache root). */
export function useEveryPatientForFiguresQuery(api: ApiClient, doctorId: DoctorId | number | null) {
  return useQuery({
    queryKey: ['patients', 'every', doctorId],
    queryFn: () => fromResult(api.request({ method: 'GET', path: 'Patients/GetPatientListAll', query: { doctorId } }, listOf(fromWirePatientRow)).map((reply) => reply.data)),
  });
}
