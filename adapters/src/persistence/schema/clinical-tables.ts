import type { GeneratedAlways } from 'kysely';
import type { CalendarDate, CreatedAt, Defaulted, Id, Timestamp } from './columns.js';

export type DualStatus = 'none' | 'full' | 'partial';
export type EsrdStatus = 'none' | 'dialysis' | 'transplant';

/** A patient of one doctor; `(doctor_id, document_id)` names the patient in the API. */
export interface PatientTable {
  id: Id;
  doctor_id: number;
  document_id: string;
  first_name: string;
  last_name: string;
  sex: 'M' | 'F';
  date_of_birth: CalendarDate;
  insurance_id: number;
  plan_id: number;
  insurance_contract_number: string | null;
  doctor_record_id: string | null;
  phone: string | null;
  phone2: string | null;
  email: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  active: Defaulted<boolean>;
  /** Demographics the RAF model needs beyond sex and age; the form does not ask, so defaults apply. */
  dual_status: Defaulted<DualStatus>;
  institutional: Defaulted<boolean>;
  new_enrollee: Defaulted<boolean>;
  original_reason_entitlement: Defaulted<number>;
  /** ESRD status (none, dialysis, transplant), months since the transplant (transplant only) and the Part D low-income subsidy. */
  esrd_status: Defaulted<EsrdStatus>;
  months_since_transplant: number | null;
  low_income_subsidy: Defaulted<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A patient's record for one payment year, with the RAF figures last computed for it. */
export interface PatientRecordTable {
  id: Id;
  patient_id: number;
  payment_year: number;
  record_date: CreatedAt;
  raf_total: Defaulted<number>;
  raf_billed_first: Defaulted<number>;
  raf_billed_second: Defaulted<number>;
  billed_fraction_first: Defaulted<number>;
  billed_fraction_second: Defaulted<number>;
  model_label: string | null;
  figures_computed_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** One diagnosis code on a record, for one service date (null when coded without an encounter). */
export interface RecordDiagnosticTable {
  id: Id;
  record_id: number;
  code: string;
  service_date: CalendarDate | null;
  queue: string | null;
  provider: string | null;
  specialty: string | null;
  documentation: string | null;
  /** Where the diagnosis was documented (core's `DiagnosisSource`). */
  source: Defaulted<string>;
  active: Defaulted<boolean>;
  billed_first: Defaulted<boolean>;
  billed_second: Defaulted<boolean>;
  in_progress_note: Defaulted<boolean>;
  in_progress_note_preview: Defaulted<boolean>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A doctor note or a MAG (coder) note on a record. */
export interface RecordNoteTable {
  id: Id;
  record_id: number;
  kind: 'doctor' | 'mag';
  body: string;
  author_user_id: number | null;
  created_at: CreatedAt;
}

/** One ICD-10-CM code of the catalogue; category columns follow the engine's tables for `categories_year`. */
export interface DiagnosisTable {
  code: string;
  description: string;
  short_title: string | null;
  long_title: string | null;
  v24_hcc1: number | null;
  v24_hcc2: number | null;
  v28_hcc1: number | null;
  v28_hcc2: number | null;
  rx_hcc1: number | null;
  rx_hcc2: number | null;
  v24_interaction: number | null;
  v28_interaction: number | null;
  alert: string | null;
  alert_delete: string | null;
  crosswalk_dx: string | null;
  crosswalk_rx: string | null;
  clinical_manifestations: string | null;
  treatment: string | null;
  billable: Defaulted<boolean>;
  active: Defaulted<boolean>;
  categories_year: number | null;
  /** Generated from the texts for word search; never written. */
  search_vector: GeneratedAlways<string>;
  updated_at: CreatedAt;
}

/** Diagnoses staged by the Smart PN questionnaire before the note is submitted. */
export interface TempDiagnosisTable {
  id: Id;
  record_id: number;
  code: string;
  service_date: CalendarDate | null;
  specialty: string | null;
  visit_option_ids: Defaulted<number[]>;
  created_by: number | null;
  created_at: CreatedAt;
}
