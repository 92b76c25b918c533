import type { Bytes, CalendarDate, CreatedAt, Defaulted, Id, Json } from './columns.js';

/** A group (question) of the Smart PN questionnaire. */
export interface VisitGroupTable {
  id: number;
  description: string;
}

export type VisitInputType = 'Radio' | 'Check' | 'Text' | 'Texta';

/**
 * One answer option of the questionnaire. `male_order`/`female_order` order the options per sex;
 * null hides the option for that sex (pregnancy, OB/GYN, opposite-sex genitalia).
 */
export interface VisitOptionTable {
  id: number;
  group_id: number;
  description: string;
  header: string | null;
  input_type: VisitInputType;
  optional: Defaulted<boolean>;
  tooltip: string | null;
  image: string | null;
  male_order: number | null;
  female_order: number | null;
  active: Defaulted<boolean>;
}

export interface CptCodeTable {
  id: number;
  code: string;
  description: string;
  active: Defaulted<boolean>;
}

/** A submitted Smart progress note; `content` holds every section, `pdf` the summary the doctor signed. */
export interface ProgressNoteTable {
  id: Id;
  record_id: number;
  doctor_id: number | null;
  author_user_id: number | null;
  service_date: CalendarDate;
  specialty: string | null;
  provider: string | null;
  visit_option_ids: Defaulted<number[]>;
  cpt: string | null;
  other_cpt: string | null;
  content: Json<Record<string, unknown>>;
  pdf: Bytes | null;
  pdf_size: number | null;
  /** The file-store key of the sealed PDF when it is kept there (a bucket is configured), `pdf` then null. */
  pdf_key: string | null;
  created_at: CreatedAt;
}

/** A progress note in progress; `data` is the wizard's JSON text exactly as sent. */
export interface NoteDraftTable {
  id: Id;
  record_id: number;
  author_user_id: number | null;
  data: string;
  created_at: CreatedAt;
  last_saved_at: CreatedAt;
}
