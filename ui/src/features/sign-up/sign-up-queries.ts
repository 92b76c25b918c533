import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ApiClient, type CompleteProfile, type SignUpForm, doctorProfileEndpoint, endpointKey, genderOptionsEndpoint, signUpLookupsEndpoint,
} from '@rafdesk/core';
import { fromResult } from '../../shared/query/from-result.js';
import { completeProfile, fetchDoctorProfile, fetchGenders, fetchSignUpLookups, register } from './sign-up-requests.js';

/** Cache keys of the form's reads: the lookups change with a deployment, the profile with its own save. */
export const SIGN_UP_KEYS = {
  lookups: endpointKey(signUpLookupsEndpoint),
  genders: endpointKey(genderOptionsEndpoint),
  profile: (npi: string | null) => endpointKey(doctorProfileEndpoint, npi),
};

/** GET Authentication/GetSignUpResolve: the programs and services offered. */
export function useSignUpLookupsQuery(api: ApiClient) {
  return useQuery({ queryKey: SIGN_UP_KEYS.lookups, queryFn: () => fromResult(fetchSignUpLookups(api)), staleTime: 5 * 60_000 });
}

/** GET Misc/Genders. */
export function useGendersQuery(api: ApiClient) {
  return useQuery({ queryKey: SIGN_UP_KEYS.genders, queryFn: () => fromResult(fetchGenders(api)), staleTime: 5 * 60_000 });
}

/** GET Users/GetDoctorProfile (and the addresses on file): the profile being completed. */
export function useDoctorProfileQuery(api: ApiClient, npi: string | null) {
  return useQuery({ queryKey: SIGN_UP_KEYS.profile(npi), queryFn: () => fromResult(fetchDoctorProfile(api, npi ?? '')), enabled: npi !== null });
}

/** POST Doctors: registers a physician; nothing cached changes. */
export function useRegister(api: ApiClient) {
  return useMutation({ mutationFn: (form: SignUpForm) => fromResult(register(api, form)) });
}

/** PUT Doctors/CompleteProfile: the profile read before is stale once saved. */
export function useCompleteProfile(api: ApiClient, npi: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: CompleteProfile) => fromResult(completeProfile(api, profile)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SIGN_UP_KEYS.profile(npi) }),
  });
}
