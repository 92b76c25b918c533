import type { DiagnosisSource } from '../../raf/diagnosis-source.js';
import type { ResultAsync } from 'neverthrow';
import type { DoctorId, InsuranceId, PatientId, RecordId } from '../../domain/ids.js';
import type { IsoDate } from '../../domain/calendar-date.js';
import type { PatientListRow } from '../../domain/patient.js';
import type { PatientInput } from '../../domain/patient-input.js';
import type { BeneficiaryDemographics } from '../../domain/patient-esrd.js';
import type { Conflict, NotFound, StorageError } from './storage-error.js';
import type { Page, PageWindow } from './page.js';
import type { ListSort, PatientSortField } from './list-sort.js';

/** A patient to store: the form with the doctor decided (from the session or the admin's choice). */
export type NewPatient = PatientInput & { readonly doctorId: DoctorId };

/** Who may see a patient's list: the scope comes from the caller's role, the rest from the screen. */
export interface PatientListFilter {
  readonly window: PageWindow;
  readonly searchQuery: string | null;
  /** Whether the search also matches the doctor's NPI and name (Admin, InsuranceStaff). */
  readonly searchDoctors: boolean;
  readonly doctorId: DoctorId | null;
  /** When given, only patients of these doctors (none when empty): a list that spans the doctors a Training user acts for. */
  readonly doctorIds?: readonly DoctorId[] | null;
  readonly insuranceId: InsuranceId | null;
  /** The list's insurance filter by name (exact, any case). */
  readonly insuranceName: string | null;
  readonly active: boolean | null;
  readonly paymentYear: number;
  /** The day ages are computed for. */
  readonly asOf: IsoDate;
  /** The list's order; by patient name when absent. */
  readonly sort?: ListSort<PatientSortField> | null;
}

/** The filters of a list that choose its patients, without a search, a page or an order (the dashboard's figures). */
export type PatientScopeFilter = Pick<PatientListFilter, 'doctorId' | 'doctorIds' | 'insuranceId' | 'insuranceName' | 'active' | 'paymentYear'>;

/**
 * The patients of a scope counted and summed by what the pending RAF rule reads (`isPendingInSemester`): whether the
 * patient is active, whether the record has an active diagnostic, and whether each semester is fully billed (fraction
 * ≥ 1). At most 16 groups, whatever the size of the practice.
 */
export interface PatientFigureGroup {
  readonly active: boolean;
  readonly coded: boolean;
  readonly fullyBilledFirstSemester: boolean;
  readonly fullyBilledSecondSemester: boolean;
  readonly patients: number;
  readonly rafTotal: number;
  readonly rafBilledFirstSemester: number;
  readonly rafBilledSecondSemester: number;
}

/** Who a record belongs to: what the access rules and the billing rules check before a change. */
export interface RecordOwner {
  readonly recordId: RecordId;
  readonly patientId: PatientId;
  readonly doctorId: DoctorId;
  readonly insuranceId: InsuranceId;
  readonly patientActive: boolean;
  readonly paymentYear: number;
}

/** A record's figures as the RAF engine computed them; fractions are ratios. */
export interface RecordFigures {
  readonly rafTotal: number;
  readonly rafBilledFirstSemester: number;
  readonly rafBilledSecondSemester: number;
  readonly billedFractionFirstSemester: number;
  readonly billedFractionSecondSemester: number;
  /** Which model and year produced them, e.g. `V28 2026`. */
  readonly modelLabel: string;
}

/** What the RAF engine needs of a record: the patient's demographics, ESRD and Part D facts, and every diagnostic's state. */
export interface ScoringSubject extends BeneficiaryDemographics {
  readonly recordId: RecordId;
  readonly paymentYear: number;
  readonly patientActive: boolean;
  readonly diagnostics: readonly { code: string; active: boolean; billedFirstSemester: boolean; billedSecondSemester: boolean; source?: DiagnosisSource }[];
}

/** Which patients an imported file names: by contract number or by record id, among the patients of these doctors (null: every doctor). */
export interface NamedPatientsQuery {
  readonly doctorIds: readonly DoctorId[] | null;
  readonly contractNumbers: readonly string[];
  readonly recordIds: readonly RecordId[];
  /** The year whose record a line is kept under. */
  readonly paymentYear: number;
}

/** A patient a file named: how it was named, and its record of the payment year (the record named, when it has none). */
export interface NamedPatient {
  readonly patientId: PatientId;
  readonly doctorId: DoctorId;
  readonly contractNumber: string | null;
  /** The record id the file named; null when named by contract number. */
  readonly namedRecordId: RecordId | null;
  readonly recordId: RecordId;
}

/** The positions (0-based) of roster rows that clash with a stored patient or with each other. */
export interface RosterConflict {
  readonly kind: 'RosterConflict';
  readonly rows: readonly number[];
}

/**
 * Patients and their yearly records. A patient is created with its record for the payment year in one
 * transaction; `(doctorId, documentId)` names a patient.
 */
export interface PatientRepository {
  /** `Conflict` when the doctor already has a patient with this document id; `NotFound` for an unknown doctor, insurance or plan. */
  create(patient: NewPatient, paymentYear: number, at: Date): ResultAsync<RecordOwner, Conflict | NotFound | StorageError>;
  /** All rows or none: a roster import never leaves part of the file behind. */
  createMany(patients: readonly NewPatient[], paymentYear: number, at: Date): ResultAsync<RecordOwner[], RosterConflict | NotFound | StorageError>;
  update(patientId: PatientId, patient: NewPatient, at: Date): ResultAsync<void, NotFound | Conflict | StorageError>;
  setActive(doctorId: DoctorId, documentId: string, active: boolean, at: Date): ResultAsync<void, NotFound | StorageError>;
  /** Ordered by last then first name. */
  list(filter: PatientListFilter): ResultAsync<Page<PatientListRow>, StorageError>;
  /** The figures of the patients a scope keeps, in groups (see {@link PatientFigureGroup}); no patient row is read out. */
  figureGroups(filter: PatientScopeFilter): ResultAsync<PatientFigureGroup[], StorageError>;
  findByRecord(recordId: RecordId, asOf: IsoDate): ResultAsync<PatientListRow | null, StorageError>;
  recordOwner(recordId: RecordId): ResultAsync<RecordOwner | null, StorageError>;
  /**
   * The patients of the query's doctors a file names (an imported history): one entry per contract number found
   * (patients with a record of the payment year) and per record id found; names of patients out of reach find nothing.
   */
  named(query: NamedPatientsQuery): ResultAsync<NamedPatient[], StorageError>;
  /**
   * Inside a unit of work, locks the record's row until the work ends; every change of a record calls it before
   * writing anything, so changes of one record queue up instead of deadlocking. False for an unknown record.
   */
  lockRecord(recordId: RecordId): ResultAsync<boolean, StorageError>;
  /** The patient's record for the year, created when missing. */
  ensureRecord(patientId: PatientId, paymentYear: number, at: Date): ResultAsync<RecordId, NotFound | StorageError>;
  /** Gives every patient without a record for the year one (after the payment year setting changes); returns how many. */
  ensureRecordsForYear(paymentYear: number, at: Date): ResultAsync<number, StorageError>;
  /** The ids of every record of a payment year, in id order: what a recompute of the year's figures walks. */
  recordIdsOfYear(paymentYear: number): ResultAsync<RecordId[], StorageError>;
  /**
   * The record's demographics and diagnostics. Inside a unit of work it locks the record until commit, so
   * concurrent recomputations of one record run one after the other and the last stored figures count every change.
   */
  scoringSubject(recordId: RecordId): ResultAsync<ScoringSubject | null, StorageError>;
  /** The subjects of many records in two statements, without locking them (a report's read); a record not found is left out. */
  scoringSubjects(recordIds: readonly RecordId[]): ResultAsync<ScoringSubject[], StorageError>;
  saveFigures(recordId: RecordId, figures: RecordFigures, at: Date): ResultAsync<void, NotFound | StorageError>;
  /** Stores the figures of many records in a few statements (seeding a practice); returns how many records changed. */
  saveFiguresMany(figures: readonly { readonly recordId: RecordId; readonly figures: RecordFigures }[], at: Date): ResultAsync<number, StorageError>;
}
