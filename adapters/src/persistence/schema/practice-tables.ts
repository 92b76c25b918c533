import type { CalendarDate, CreatedAt, Defaulted, Id, Timestamp } from './columns.js';

/** A physician whose patients the portal keeps; `user_id` links the doctor's own sign-in, when there is one. */
export interface DoctorTable {
  id: Id;
  user_id: number | null;
  npi: string;
  first_name: string;
  last_name: string;
  speciality: string | null;
  md_license_number: string | null;
  date_of_birth: CalendarDate | null;
  sex: 'M' | 'F' | null;
  phone: string | null;
  phone2: string | null;
  whatsapp_phone: string | null;
  email: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  auth_contact_first_name1: string | null;
  auth_contact_last_name1: string | null;
  auth_contact_first_name2: string | null;
  auth_contact_last_name2: string | null;
  other_billing_program: string | null;
  other_record_program: string | null;
  policy_accepted_at: Timestamp | null;
  active: Defaulted<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** One practice location of a doctor, kept in the order the form listed them. */
export interface DoctorAddressTable {
  id: Id;
  doctor_id: number;
  position: number;
  location_name: string | null;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  phone2: string | null;
  email: string;
  email_confirmation: string | null;
}

/** The three sign-up lookups share one shape. */
export interface ProgramOptionTable {
  id: number;
  name: string;
  active: Defaulted<boolean>;
}

export type ProgramKind = 'billingProgram' | 'recordProgram' | 'serviceRequired';

/** A program or service a doctor chose; `option_id` points into the lookup that `kind` names. */
export interface DoctorProgramTable {
  doctor_id: number;
  kind: ProgramKind;
  option_id: number;
}

/** Staff user `staff_user_id` acts for doctor `doctor_id`. */
export interface StaffDoctorTable {
  staff_user_id: number;
  doctor_id: number;
}

export interface InsuranceTable {
  id: Id;
  name: string;
  active: Defaulted<boolean>;
  created_at: CreatedAt;
}

/** An insurance plan; `insurance_id` is null for a plan offered by several insurances. */
export interface PlanTable {
  id: Id;
  insurance_id: number | null;
  name: string;
  active: Defaulted<boolean>;
  created_at: CreatedAt;
}

/** What a doctor agreed with an insurance for one payment year: the inputs of the insurance reports. */
export interface InsuranceAgreementTable {
  id: Id;
  doctor_id: number;
  insurance_id: number;
  payment_year: number;
  premium_per_member: number;
  medical_loss_ratio: number;
  surplus_share: number;
  expenses_overall: number;
  active: Defaulted<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
