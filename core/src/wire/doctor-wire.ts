import { z } from 'zod';
import { DoctorIdSchema } from '../domain/ids.js';
import { IsoDateSchema } from '../domain/calendar-date.js';
import { SexSchema } from '../domain/sex.js';
import type { Doctor } from '../domain/doctor.js';
import { orNull, wireText } from './wire-values.js';

export const WireDoctorSchema = z.object({
  doctorId: DoctorIdSchema, documentId: z.string(), fullName: z.string(), speciality: wireText,
  dob: IsoDateSchema.nullish(), sex: SexSchema.nullish(), phone: wireText, mobile: wireText, email1: wireText,
  street: wireText, city: wireText, state: wireText, zip: wireText, doctorStatus: z.boolean(),
});
/** A row of GET Doctors and Doctors/GetStaffDoctors (`documentId` is the NPI). */
export type WireDoctor = z.infer<typeof WireDoctorSchema>;

export function toWireDoctor(doctor: Doctor): WireDoctor {
  return {
    doctorId: doctor.id, documentId: doctor.npi, fullName: doctor.fullName, speciality: doctor.speciality,
    dob: doctor.dateOfBirth, sex: doctor.sex, phone: doctor.phone, mobile: doctor.phone2, email1: doctor.email,
    street: doctor.street, city: doctor.city, state: doctor.state, zip: doctor.zip, doctorStatus: doctor.active,
  };
}

/** A checked wire doctor as the domain's (the endpoints' codecs decode with it). */
export function doctorOfWire(w: z.output<typeof WireDoctorSchema>): Doctor {
  return {
    id: w.doctorId, npi: w.documentId, fullName: w.fullName, speciality: orNull(w.speciality), dateOfBirth: orNull(w.dob),
    sex: orNull(w.sex), phone: orNull(w.phone), phone2: orNull(w.mobile), email: orNull(w.email1),
    street: orNull(w.street), city: orNull(w.city), state: orNull(w.state), zip: orNull(w.zip), active: w.doctorStatus,
  };
}
