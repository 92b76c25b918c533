import { z } from 'zod';
import { DoctorIdSchema, RecordIdSchema } from './ids.js';
import { IsoDateSchema, TimestampSchema } from './calendar-date.js';
import { SexSchema } from './sex.js';
import { PaymentFactsSchema } from './patient-esrd.js';

const text = z.string();
const optionalText = z.string().nullable();
const score = z.number().finite();

export const PatientListRowSchema = z.object({
  recordId: RecordIdSchema,
  doctorId: DoctorIdSchema,
  documentId: text,
  doctorRecordId: optionalText,
  doctorNpi: optionalText,
  doctorName: optionalText,
  doctorSpeciality: optionalText,
  patientName: text,
  sex: SexSchema,
  dateOfBirth: IsoDateSchema,
  age: z.number().int().nonnegative(),
  insuranceContractNumber: optionalText,
  insuranceName: optionalText,
  planName: optionalText,
  diagnosisCount: z.number().int().nonnegative(),
  phone: optionalText,
  phone2: optionalText,
  email: optionalText,
  street: optionalText,
  city: optionalText,
  state: optionalText,
  zip: optionalText,
  active: z.boolean(),
  recordDate: TimestampSchema.nullable(),
  rafTotal: score,
  rafBilledFirstSemester: score,
  rafBilledSecondSemester: score,
  billedFractionFirstSemester: score,
  billedFractionSecondSemester: score,
  doctorNotes: optionalText,
  magNotes: optionalText,
  ...PaymentFactsSchema.shape,
});
/**
 * A patient with its current record, as listed and as returned for one record.
 * Billed fractions are ratios (0.5 = 50 %); `rafTotal` is the record's payment-year score.
 */
export type PatientListRow = z.infer<typeof PatientListRowSchema>;
