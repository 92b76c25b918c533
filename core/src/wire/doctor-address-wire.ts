import { z } from 'zod';
import { AddressIdSchema } from '../domain/ids.js';
import type { DoctorAddress } from '../domain/doctor-address.js';
import { orNull, wireText } from './wire-values.js';

export const WireDoctorAddressSchema = z.object({
  addressID: AddressIdSchema.nullish(), location_name: wireText, street: z.string(), city: z.string(), state: z.string(),
  zip: z.string(), phone1: z.string(), phone2: wireText, email: z.string(), confirmation: wireText,
});
/** An address group as Doctors/GetDoctorAddresses and the user list send it. */
export type WireDoctorAddress = z.infer<typeof WireDoctorAddressSchema>;

export function toWireDoctorAddress(address: DoctorAddress): WireDoctorAddress {
  return {
    addressID: address.id, location_name: address.locationName, street: address.street, city: address.city,
    state: address.state, zip: address.zip, phone1: address.phone, phone2: address.phone2, email: address.email,
    confirmation: address.emailConfirmation,
  };
}

export function mapDoctorAddress(w: WireDoctorAddress): DoctorAddress {
  return {
    id: orNull(w.addressID), locationName: orNull(w.location_name), street: w.street, city: w.city, state: w.state,
    zip: w.zip, phone: w.phone1, phone2: orNull(w.phone2), email: w.email, emailConfirmation: orNull(w.confirmation),
  };
}

export const WireSignUpAddressSchema = z.object({
  addressID: AddressIdSchema.nullish(), phone: z.string(), phone1: wireText, email: z.string(), email1: wireText,
  street: z.string(), city: z.string(), state: z.string(), zip: z.string(), location_name: wireText,
});
/** An address group inside the sign-up and complete-profile bodies (`phone1` second phone, `email1` confirmation). */
export type WireSignUpAddress = z.infer<typeof WireSignUpAddressSchema>;

/** Internal field → wire field of a sign-up address group, for naming fields in error messages. */
export const SIGN_UP_ADDRESS_WIRE_FIELDS = {
  id: 'addressID', locationName: 'location_name', street: 'street', city: 'city', state: 'state', zip: 'zip',
  phone: 'phone', phone2: 'phone1', email: 'email', emailConfirmation: 'email1',
} as const satisfies Record<keyof DoctorAddress, keyof WireSignUpAddress>;

/** Internal field → wire field of a user-form address group. */
export const DOCTOR_ADDRESS_WIRE_FIELDS = {
  id: 'addressID', locationName: 'location_name', street: 'street', city: 'city', state: 'state', zip: 'zip',
  phone: 'phone1', phone2: 'phone2', email: 'email', emailConfirmation: 'confirmation',
} as const satisfies Record<keyof DoctorAddress, keyof WireDoctorAddress>;

export function toWireSignUpAddress(address: DoctorAddress): WireSignUpAddress {
  return {
    addressID: address.id, phone: address.phone, phone1: address.phone2, email: address.email,
    email1: address.emailConfirmation, street: address.street, city: address.city, state: address.state,
    zip: address.zip, location_name: address.locationName,
  };
}
