import type { CalendarDate, Defaulted, Id, Timestamp } from './columns.js';

/** A patient's gaps for one payment year: the ranking's figures, and every gap found with its worth (sealed JSON). */
export interface PatientGapSetTable {
  id: Id;
  patient_id: number;
  payment_year: number;
  /** The patient's doctor when the set was written (a doctor's worklist reads its index). */
  doctor_id: number;
  computed_at: Timestamp;
  open_raf: number;
  open_annual_budget: number | null;
  open_net_surplus: number | null;
  factor_status: string;
  to_do_gaps: number;
  detail: string;
}

/** One gap of a patient's set, with what the worklist filters on (kind, HCC, state) and its RAF. */
export interface PatientGapTable {
  patient_id: number;
  payment_year: number;
  gap_key: string;
  kind: string;
  hcc: string;
  coverage: string;
  state: string;
  raf: number;
}

/** Where a gap stands by what people and coding decided; the reason's words are sealed. */
export interface GapDispositionTable {
  id: Id;
  patient_id: number;
  gap_key: string;
  state: string;
  reason: string | null;
  reason_text: string | null;
  code: string | null;
  dismissed_evidence_key: string | null;
  changed_at: Timestamp;
  changed_by: number | null;
}

/** One change of a gap, append-only: who (null: the portal itself), when, from, to and why. */
export interface GapDispositionHistoryTable {
  id: Id;
  patient_id: number;
  gap_key: string;
  at: Timestamp;
  changed_by: number | null;
  from_state: string;
  to_state: string;
  event: string;
  reason: string | null;
  reason_text: string | null;
  code: string | null;
  counted_as_delete: Defaulted<boolean>;
}

/** A prior diagnosis of an imported history (claim, chart review, payer gap list). */
export interface ImportedDiagnosisTable {
  id: Id;
  patient_id: number;
  code: string;
  date_of_service: CalendarDate;
  source: string;
  provider_npi: string | null;
  imported_at: Timestamp;
  imported_by: number | null;
}
