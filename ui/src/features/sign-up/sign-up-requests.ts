import { okAsync, type ResultAsync } from 'neverthrow';
import {
  type ApiClient, type ApiError, type CompleteProfile, type GenderOption, type SignUpForm, type SignUpLookups, type User, callEndpoint,
  completeProfileEndpoint, doctorAddressesEndpoint, doctorProfileEndpoint, genderOptionsEndpoint, registerDoctorEndpoint, signUpLookupsEndpoint,
} from '@rafdesk/core';

/** The billing programs, record programs and services the form offers. */
export function fetchSignUpLookups(api: ApiClient): ResultAsync<SignUpLookups, ApiError> {
  return callEndpoint(api, signUpLookupsEndpoint, undefined).map((reply) => reply.data);
}

export function fetchGenders(api: ApiClient): ResultAsync<GenderOption[], ApiError> {
  return callEndpoint(api, genderOptionsEndpoint, undefined).map((reply) => reply.data);
}

/** The signed-in doctor's profile (a doctor's user name is the NPI), with the address groups on file. */
export function fetchDoctorProfile(api: ApiClient, npi: string): ResultAsync<User, ApiError> {
  return callEndpoint(api, doctorProfileEndpoint, npi).andThen((reply) => {
    const user = reply.data;
    if (user.addresses.length > 0 || user.doctorId === null) return okAsync(user);
    return callEndpoint(api, doctorAddressesEndpoint, user.doctorId).map((addresses) => ({ ...user, addresses: addresses.data }));
  });
}

/** Registers a physician (POST Doctors, the sign-up body). */
export function register(api: ApiClient, form: SignUpForm): ResultAsync<unknown, ApiError> {
  return callEndpoint(api, registerDoctorEndpoint, form);
}

/** Saves a completed profile (role 5, insurance 999 on the wire). */
export function completeProfile(api: ApiClient, profile: CompleteProfile): ResultAsync<unknown, ApiError> {
  return callEndpoint(api, completeProfileEndpoint, profile);
}
