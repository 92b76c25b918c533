import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DoctorId } from '@rafdesk/core';
import { fromResult } from '../../shared/query/from-result.js';
import type { PatientsClient } from './patients-client.js';

/** Cache keys of the patient calls: every patient list sits under `['patients']`, so one invalidation reaches them all. */
export const PATIENT_KEYS = {
  all: ['patients'] as const,
  list: (doctorId: DoctorId | null) => ['patients', 'list', doctorId] as const,
  mine: (doctorId: DoctorId | null) => ['patients', 'mine', doctorId] as const,
  everyPatient: (doctorId: DoctorId | null) => ['patients', 'every', doctorId] as const,
  lookups: ['patient-lookups'] as const,
  doctors: ['doctors', 'selector'] as const,
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
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: PATIENT_KEYS.all }), [queryClient]);
}
