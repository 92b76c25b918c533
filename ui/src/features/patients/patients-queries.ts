import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type DoctorId, endpointKey, listAllPatientsEndpoint, listMyPatientsEndpoint, listPatientsEndpoint, staffDoctorsEndpoint } from '@rafdesk/core';
import { fromResult } from '../../shared/query/from-result.js';
import type { PatientsClient } from './patients-client.js';

/** Cache keys of the patient calls, from their endpoints: a list's key starts with its endpoint's path. */
export const PATIENT_KEYS = {
  list: (doctorId: DoctorId | null) => endpointKey(listPatientsEndpoint, doctorId),
  mine: (doctorId: DoctorId | null) => endpointKey(listMyPatientsEndpoint, doctorId),
  everyPatient: (doctorId: DoctorId | null) => endpointKey(listAllPatientsEndpoint, doctorId),
  /** Every patient list (each page, filter and doctor), so one change re-reads them all. */
  lists: [endpointKey(listPatientsEndpoint), endpointKey(listMyPatientsEndpoint), endpointKey(listAllPatientsEndpoint)],
  lookups: ['patient-lookups'] as const,
  doctors: endpointKey(staffDoctorsEndpoint),
};

/** GET Patients/PatientsResolve: insurances, genders and plans of the patient form and filter. */
export function usePatientLookupsQuery(client: PatientsClient, enabled: boolean) {
  return useQuery({ queryKey: PATIENT_KEYS.lookups, queryFn: () => fromResult(client.lookups()), enabled, staleTime: 5 * 60_000 });
}

/** GET Doctors: the doctors a selector offers. */
export function useDoctorsQuery(client: PatientsClient, enabled: boolean) {
  return useQuery({ queryKey: PATIENT_KEYS.doctors, queryFn: () => fromResult(client.doctors()), enabled, staleTime: 5 * 60_000 });
}

/** GET Patients/GetPatientListAll: every patient in reach (the pending RAF indicator and report). */
export function useEveryPatientQuery(client: PatientsClient, doctorId: DoctorId | null, enabled: boolean) {
  return useQuery({ queryKey: PATIENT_KEYS.everyPatient(doctorId), queryFn: () => fromResult(client.all(doctorId)), enabled });
}

/** After a patient was saved or its status changed: every patient list is read again when shown. */
export function useInvalidatePatients(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => PATIENT_KEYS.lists.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })), [queryClient]);
}
