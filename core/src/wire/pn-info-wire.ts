import { z } from 'zod';
import { IsoDateSchema } from '../domain/calendar-date.js';
import { SexSchema } from '../domain/sex.js';
import type { MedicationRow, PnInfo } from '../domain/progress-note.js';
import { orNull, wireText } from './wire-values.js';

export const WireMedicationRowSchema = z.object({ NameofMedication: z.string(), Dose: z.string(), Frequency: z.string(), Reasonforuse: z.string() });
/** A row of the note's medication table (jsonDRUGSTable). */
export type WireMedicationRow = z.infer<typeof WireMedicationRowSchema>;

export function toWireMedicationRow(row: MedicationRow): WireMedicationRow {
  return { NameofMedication: row.name, Dose: row.dose, Frequency: row.frequency, Reasonforuse: row.reasonForUse };
}

export function mapMedicationRow(w: WireMedicationRow): MedicationRow {
  return { name: w.NameofMedication, dose: w.Dose, frequency: w.Frequency, reasonForUse: w.Reasonforuse };
}

export const WirePnInfoSchema = z.object({
  doctorInfo: z.object({
    firstName: z.string(), lastName: z.string(), street: wireText, city: wireText, state: wireText, zip: wireText,
    documentID: z.string(), mdlicensenumber: wireText, phone: wireText, email1: wireText, speciality: wireText,
  }),
  patientInfo: z.object({
    patient: z.string(), street: wireText, city: wireText, state: wireText, zip: wireText, dob: IsoDateSchema,
    phone: wireText, sex: SexSchema, age: z.number().int().nonnegative(),
  }),
});
/** Body of Forms/GetPNInformation. */
export type WirePnInfo = z.infer<typeof WirePnInfoSchema>;

export function toWirePnInfo(info: PnInfo): WirePnInfo {
  const { doctor: d, patient: p } = info;
  return {
    doctorInfo: {
      firstName: d.firstName, lastName: d.lastName, street: d.street, city: d.city, state: d.state, zip: d.zip,
      documentID: d.npi, mdlicensenumber: d.mdLicenseNumber, phone: d.phone, email1: d.email, speciality: d.speciality,
    },
    patientInfo: { patient: p.patientName, street: p.street, city: p.city, state: p.state, zip: p.zip, dob: p.dateOfBirth, phone: p.phone, sex: p.sex, age: p.age },
  };
}

/** A checked Forms/GetPNInformation body as the domain's. */
export function pnInfoOfWire({ doctorInfo: d, patientInfo: p }: WirePnInfo): PnInfo {
  return {
    doctor: {
      firstName: d.firstName, lastName: d.lastName, street: orNull(d.street), city: orNull(d.city), state: orNull(d.state),
      zip: orNull(d.zip), npi: d.documentID, mdLicenseNumber: orNull(d.mdlicensenumber), phone: orNull(d.phone),
      email: orNull(d.email1), speciality: orNull(d.speciality),
    },
    patient: {
      patientName: p.patient, street: orNull(p.street), city: orNull(p.city), state: orNull(p.state), zip: orNull(p.zip),
      dateOfBirth: p.dob, phone: orNull(p.phone), sex: p.sex, age: p.age,
    },
  };
}
