import type { DoctorId, InsuranceId, PatientId, PlanId, RecordId, UserId } from '../../domain/ids.js';
import type { DeletedItems } from '../../domain/deleted-items.js';
import type { DraftNoteContent } from '../../domain/draft-note.js';
import type { Insurance, Plan } from '../../domain/insurance.js';
import type { InsuranceAgreement } from '../../domain/insurance-agreement.js';
import type { RecordNoteKind } from '../../domain/record.js';
import type { Video } from '../../domain/video.js';
import type { VisitOption } from '../../domain/visit-option.js';
import type { DiagnosisSource } from '../../raf/diagnosis-source.js';
import type { CatalogueEntry } from '../../ports/repositories/catalogue-repository.js';
import type { NewPatient, RecordFigures } from '../../ports/repositories/patient-repository.js';
import type { CptCode, NewProgressNote, TempDiagnosis } from '../../ports/repositories/smart-pn-repositories.js';
import type { InMemoryPracticeState } from './in-memory-practice-state.js';
import { emptyGapTables, type InMemoryGapTables } from './in-memory-gap-tables.js';

/** A patient as the in-memory store keeps it (the form, as the `patient` table stores it). */
export interface StoredPatient {
  id: PatientId;
  input: NewPatient;
  active: boolean;
  updatedAt: Date;
}

/** A patient's record of a payment year, with the figures the RAF engine last stored (the table's defaults until then). */
export interface StoredRecord {
  id: RecordId;
  patientId: PatientId;
  paymentYear: number;
  recordDate: Date;
  figures: RecordFigures;
}

/** One diagnostic row of a record. */
export interface StoredDiagnostic {
  id: number;
  recordId: RecordId;
  code: string;
  serviceDate: string | null;
  queue: string | null;
  provider: string | null;
  specialty: string | null;
  documentation: string | null;
  source: DiagnosisSource;
  active: boolean;
  billedFirstSemester: boolean;
  billedSecondSemester: boolean;
  inProgressNote: boolean;
  inProgressNotePreview: boolean;
}

export interface StoredNote { id: number; recordId: RecordId; kind: RecordNoteKind; text: string; authorUserId: UserId | null; createdAt: Date }
export interface StoredProgressNote extends NewProgressNote { id: number; createdAt: Date }
export interface StoredDraft { id: number; recordId: RecordId; content: DraftNoteContent; lastSavedAt: Date; authorUserId: UserId | null }
export interface StoredDeletion { items: DeletedItems; deletedBy: UserId | null; deletedAt: Date }
export interface StoredTempDiagnosis extends TempDiagnosis { id: number; recordId: RecordId }
export type StoredAgreement = Omit<InsuranceAgreement, 'doctorName' | 'insuranceName'>;

/** Every clinical table, plain data only, so a unit of work can copy it whole and put it back on an error. */
export interface ClinicalTables {
  insurances: Map<InsuranceId, Insurance>;
  plans: Map<PlanId, Plan & { active: boolean }>;
  agreements: Map<number, StoredAgreement>;
  patients: Map<PatientId, StoredPatient>;
  records: Map<RecordId, StoredRecord>;
  diagnostics: StoredDiagnostic[];
  notes: StoredNote[];
  catalogue: Map<string, { entry: CatalogueEntry; updatedAt: Date }>;
  visitOptions: Map<number, VisitOption & { active: boolean }>;
  cptCodes: Map<number, CptCode>;
  progressNotes: StoredProgressNote[];
  drafts: Map<number, StoredDraft>;
  tempDiagnoses: StoredTempDiagnosis[];
  videos: Map<number, Video>;
  /** What deletes removed, kept for their undo window (the `undo_bin` table). */
  undoBin: Map<number, StoredDeletion>;
  /** Stored gaps, dispositions, their history and imported history diagnoses (migration 0037's tables). */
  gaps: InMemoryGapTables;
  /** The last id handed out per table, as a sequence would: never reused, even after a rollback. */
  sequences: Record<string, number>;
}

/** The figures a new record has: the columns' defaults (nothing scored, everything billed). */
export const UNSCORED_FIGURES: RecordFigures = {
  rafTotal: 0, rafBilledFirstSemester: 0, rafBilledSecondSemester: 0, billedFractionFirstSemester: 1, billedFractionSecondSemester: 1, modelLabel: '',
};

function emptyTables(): ClinicalTables {
  return {
    insurances: new Map(), plans: new Map(), agreements: new Map(), patients: new Map(), records: new Map(), diagnostics: [], notes: [],
    catalogue: new Map(), visitOptions: new Map(), cptCodes: new Map(), progressNotes: [], drafts: new Map(), tempDiagnoses: [], videos: new Map(), undoBin: new Map(), gaps: emptyGapTables(), sequences: {},
  };
}

/**
 * What the in-memory clinical repositories share: the tables, and the practice state whose doctors and accounts
 * they join (doctor names on patient rows, author names on notes), as the database's foreign keys do.
 */
export class InMemoryClinicalState {
  tables: ClinicalTables = emptyTables();

  constructor(readonly practice: InMemoryPracticeState) {}

  nextId(table: string): number {
    const next = (this.tables.sequences[table] ?? 0) + 1;
    this.tables.sequences[table] = next;
    return next;
  }

  /** A deep copy of every table (and of the practice's maps), for {@link restore} when a unit of work fails. */
  snapshot(): () => void {
    const tables = deepCopy(this.tables);
    const { accounts, doctors, staff } = this.practice;
    const practice = deepCopy({ accounts, doctors, staff });
    return () => {
      // Sequences move on as a database's do: an id handed out inside a rolled-back transaction is not handed out again.
      this.tables = { ...tables, sequences: this.tables.sequences };
      refill(accounts, practice.accounts);
      refill(doctors, practice.doctors);
      refill(staff, practice.staff);
    };
  }

  doctorName(doctorId: DoctorId): string | null {
    const doctor = this.practice.doctors.get(doctorId);
    return doctor === undefined ? null : `${doctor.input.firstName} ${doctor.input.lastName}`;
  }

  /** A record and its patient, or undefined for an unknown record. */
  recordWithPatient(recordId: RecordId): { record: StoredRecord; patient: StoredPatient } | undefined {
    const record = this.tables.records.get(recordId);
    const patient = record === undefined ? undefined : this.tables.patients.get(record.patientId);
    return record === undefined || patient === undefined ? undefined : { record, patient };
  }

  /** Whether the references a stored patient needs exist (the table's foreign keys). */
  referencesExist(patient: NewPatient): boolean {
    return this.practice.doctors.has(patient.doctorId) && this.tables.insurances.has(patient.insuranceId) && this.tables.plans.has(patient.planId);
  }
}

function refill<K, V>(target: Map<K, V>, source: Map<K, V>): void {
  target.clear();
  for (const [key, value] of source) target.set(key, value);
}

/** A deep copy of plain data (maps, sets, arrays, dates, bytes, objects); core has no `structuredClone` (no DOM or Node types). */
function deepCopy<T>(value: T): T {
  const copy = (item: unknown): unknown => {
    if (item instanceof Map) return new Map([...item].map(([key, inner]) => [key, copy(inner)]));
    if (item instanceof Set) return new Set([...item].map(copy));
    if (item instanceof Date) return new Date(item.getTime());
    if (item instanceof Uint8Array) return item.slice();
    if (Array.isArray(item)) return item.map(copy);
    if (item !== null && typeof item === 'object') return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, copy(inner)]));
    return item;
  };
  return copy(value) as T;
}
