import type { ResultAsync } from 'neverthrow';
import type { PaymentSubject } from '../../coding/record-scoring.js';
import type { IsoDate } from '../../domain/calendar-date.js';
import type { DoctorId, InsuranceId, PatientId, RecordId, UserId } from '../../domain/ids.js';
import type { DispositionHistoryRecord, DispositionState, GapDisposition } from '../../gaps/disposition.js';
import type { RecordNoteText } from '../../gaps/record-note-facts.js';
import type { GapDiagnosis, HistorySource } from '../../gaps/gap-facts.js';
import type { Gap, GapKind } from '../../gaps/gap.js';
import type { GapAgreementFigures } from '../../gaps/gap-value-types.js';
import type { DatedCode } from '../../gaps/recapture-curve.js';
import type { GapPatient, GapWorth, OpenWorth, WorklistSortField } from '../../usecases/gaps/gap-views.js';
import type { ListSort } from './list-sort.js';
import type { Page, PageWindow } from './page.js';
import type { StorageError } from './storage-error.js';

/** Everything finding and valuing one patient's gaps for a payment year reads, loaded in a few statements for many patients. */
export interface GapBasis {
  readonly patientId: PatientId;
  readonly doctorId: DoctorId;
  /** The patient's record of the payment year. */
  readonly recordId: RecordId;
  readonly paymentYear: number;
  /** Demographics, ESRD and LIS, as record scoring reads them. */
  readonly subject: PaymentSubject;
  /** The payment year's record's active codes (what its RAF total scores). */
  readonly codes: readonly string[];
  /** Every record's diagnostics (every year) and the imported history. */
  readonly diagnoses: readonly GapDiagnosis[];
  /** Submitted progress notes of every record, content opened (noteFactsOf reads them). */
  readonly notes: readonly { readonly serviceDate: IsoDate; readonly content: unknown }[];
  /** The doctor and MAG notes of every record, opened (recordNoteProblems reads them). */
  readonly recordNotes: readonly RecordNoteText[];
  /** The agreement of the patient's doctor and insurance for the payment year; null without one. */
  readonly agreement: GapAgreementFigures | null;
}

/** Which patients' bases to load: these patients, or every active patient of these doctors (null: every doctor). */
export type GapBasisQuery = { readonly patientIds: readonly PatientId[] } | { readonly doctorIds: readonly DoctorId[] | null };

/** One stored gap: the finder's gap, its worth and where it stands. */
export interface StoredGap {
  readonly gap: Gap;
  readonly worth: GapWorth | null;
  readonly state: DispositionState;
}

/** A patient's gaps for one payment year as stored: the ranking's figures and every gap. */
export interface StoredGapSet {
  readonly patientId: PatientId;
  /** The patient's doctor when the set was computed. */
  readonly doctorId: DoctorId;
  readonly paymentYear: number;
  readonly computedAt: Date;
  readonly openWorth: OpenWorth;
  readonly gaps: readonly StoredGap[];
}

/** A page of the worklist as the repository filters and orders it. */
export interface WorklistFilter {
  readonly paymentYear: number;
  readonly window: PageWindow;
  /** Null: every doctor. */
  readonly doctorIds: readonly DoctorId[] | null;
  /** The screen's filter and the insurance a bound account reaches (both apply). */
  readonly insuranceIds: readonly InsuranceId[] | null;
  readonly kind: GapKind | null;
  readonly hcc: string | null;
  /** A patient is listed when one of its gaps is in one of these states (and of the kind and HCC asked). */
  readonly states: readonly DispositionState[];
  readonly searchQuery: string | null;
  /** Null: by open value (RAF, then dollars, then fewer gaps to do, then patient). */
  readonly sort: ListSort<WorklistSortField> | null;
}

/** One patient of a worklist page. */
export interface WorklistEntryRow {
  readonly patient: GapPatient;
  readonly set: StoredGapSet;
}

/** A disposition change to store, with the patient it belongs to. */
export interface PatientDispositionChange {
  readonly patientId: PatientId;
  readonly disposition: GapDisposition;
  readonly history: DispositionHistoryRecord;
}

/** A gap's history line with the name of who made it. */
export type NamedHistoryRecord = DispositionHistoryRecord & { readonly userName: string | null };

/** A prior diagnosis of an imported history, checked and ready to store. */
export interface NewImportedDiagnosis {
  readonly patientId: PatientId;
  /** Upper case, no dot. */
  readonly code: string;
  readonly dateOfService: IsoDate;
  readonly source: HistorySource;
  readonly providerNpi: string | null;
}

/** Stored gaps, their dispositions and history, and imported history diagnoses. */
export interface GapRepository {
  /** The bases of these patients (or of every active patient of the doctors) for the payment year; patients without a record of that year are left out. */
  basis(query: GapBasisQuery, paymentYear: number): ResultAsync<GapBasis[], StorageError>;
  /** Replaces each patient's stored set for its payment year (its gap rows with it); answers how many sets were written. */
  saveSets(sets: readonly StoredGapSet[]): ResultAsync<number, StorageError>;
  findSet(patientId: PatientId, paymentYear: number): ResultAsync<StoredGapSet | null, StorageError>;
  /** Active patients with a record of the payment year and no stored set for it (a database from before gaps), by id, at most `limit`. */
  withoutSet(paymentYear: number, limit: number): ResultAsync<PatientId[], StorageError>;
  worklist(filter: WorklistFilter): ResultAsync<Page<WorklistEntryRow>, StorageError>;
  /** The stored dispositions of these patients' gaps of the payment year. */
  dispositions(patientIds: readonly PatientId[], paymentYear: number): ResultAsync<(GapDisposition & { readonly patientId: PatientId })[], StorageError>;
  /** Stores each disposition (one per patient and gap) and appends its history line. */
  saveDispositions(changes: readonly PatientDispositionChange[]): ResultAsync<void, StorageError>;
  /** A patient's history of the payment year's gaps, oldest first. */
  history(patientId: PatientId, paymentYear: number): ResultAsync<NamedHistoryRecord[], StorageError>;
  /** Stores imported diagnoses, a line already stored (same patient, code, date and source) once; answers how many were new. */
  addImported(rows: readonly NewImportedDiagnosis[], by: UserId | null, at: Date): ResultAsync<number, StorageError>;
  /**
   * The dated, active codes (records and imported history, payer gap lists left out) of every active patient of the
   * doctors (null: every doctor) and insurances (null: every one) with a date of service in the years asked: one list per patient.
   */
  datedCodes(query: { readonly doctorIds: readonly DoctorId[] | null; readonly insuranceIds: readonly InsuranceId[] | null; readonly fromYear: number; readonly toYear: number }): ResultAsync<DatedCode[][], StorageError>;
}
