import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { doctorLookupsEndpoint, endpointKey, listDoctorsEndpoint, userFormLookupsEndpoint } from '@rafdesk/core';
import { fromResult } from '../../shared/query/from-result.js';
import { useService } from '../../shared/services/services.js';
import { adminClient, type AdminClient } from './admin-client.js';

/** The administration calls over the portal's API client, one per screen render tree. */
export function useAdminClient(): AdminClient {
  const api = useService('api');
  return useMemo(() => adminClient(api), [api]);
}

/** What the user form offers (roles, genders, insurances, program lists), read once the form opens. */
export function useUserFormOptions(client: AdminClient, enabled: boolean) {
  return useQuery({ queryKey: endpointKey(userFormLookupsEndpoint), queryFn: () => fromResult(client.userFormOptions()), enabled, staleTime: 300_000 });
}

/** What a doctor's edit form offers (the Doctors List, for Admin and Superuser alike). */
export function useDoctorFormOptions(client: AdminClient, enabled: boolean) {
  return useQuery({ queryKey: endpointKey(doctorLookupsEndpoint), queryFn: () => fromResult(client.doctorFormOptions()), enabled, staleTime: 300_000 });
}

/** Under the doctors list's key, so a doctor's change there refreshes the picker too. */
export const ALL_DOCTORS_KEY = endpointKey(listDoctorsEndpoint, 'all');

/** Every doctor, for the acting-doctors picker. */
export function useAllDoctors(client: AdminClient, enabled: boolean) {
  return useQuery({ queryKey: ALL_DOCTORS_KEY, queryFn: () => fromResult(client.allDoctors()), enabled, staleTime: 60_000 });
}
