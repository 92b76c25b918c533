import { ResultAsync, okAsync } from 'neverthrow';
import type { ComplianceDiagnosis } from '../../compliance/compliance-diagnosis.js';
import type { ScreenFacts } from '../../compliance/high-risk-rule.js';
import { codeListDateOfService } from '../../compliance/screen-code-list.js';
import type { IsoDate } from '../../domain/calendar-date.js';
import type { ProgressNoteId, RecordId } from '../../domain/ids.js';
import type { RecordDiagnosticRow } from '../../domain/record-diagnostic.js';
import { noteFactsOf } from '../../gaps/note-facts.js';
import type { StoredJustification } from '../../ports/repositories/high-risk-justification-repository.js';
import type { ScoringSubject } from '../../ports/repositories/patient-repository.js';
import type { Repositories } from '../../ports/repositories/repositories.js';
import type { ProgressNoteDetail, ProgressNoteSummary } from '../../ports/repositories/smart-pn-repositories.js';
import type { NotFound, StorageError } from '../../ports/repositories/storage-error.js';
import { recordSubject } from '../records/record-subject.js';

/** What the compliance rules read of one record: its patient, diagnostics, signed notes and the justifications kept. */
export interface RecordComplianceFacts {
  readonly recordId: RecordId;
  readonly subject: ScoringSubject;
  readonly rows: readonly RecordDiagnosticRow[];
  /** The record's diagnostics as the ledger reads them (a row without a service date has none). */
  readonly diagnoses: readonly ComplianceDiagnosis[];
  /** The same diagnoses as the screen reads them: an undated row is screened on the last day of the service year. */
  readonly screenFacts: ScreenFacts;
  readonly notes: readonly ProgressNoteSummary[];
  readonly justifications: readonly StoredJustification[];
}

const ALL_ROWS = { pageNumber: 1, pageSize: 5000 };
const NOTES = { pageNumber: 1, pageSize: 100 };
/** Notes whose medications and texts are read (newest first): the rules look back six months, a record a year. */
const NOTES_READ = 12;

/** The signed note that documents a row: the newest of the row's service date, else the newest (the row says a note documents it). */
function supportingNote(row: RecordDiagnosticRow, notes: readonly ProgressNoteSummary[]): ProgressNoteId | null {
  if (!row.inProgressNote) return null;
  return (notes.find((note) => note.serviceDate === row.serviceDate) ?? notes[0])?.id ?? null;
}

function diagnosisOf(row: RecordDiagnosticRow, notes: readonly ProgressNoteSummary[], dateOfService: IsoDate | null): ComplianceDiagnosis {
  return {
    code: row.code, dateOfService, source: row.source, inpatientStay: false, active: row.active, provider: row.provider, specialty: row.specialty,
    supportingNoteId: supportingNote(row, notes),
  };
}

/** Reads a record's compliance facts in `repositories` (a transaction's, when a change needs them). */
export function recordComplianceFacts(repositories: Repositories, recordId: RecordId): ResultAsync<RecordComplianceFacts, NotFound | StorageError> {
  return recordSubject(repositories, recordId).andThen((subject) => ResultAsync.combine([
    repositories.recordDiagnostics.list(recordId, ALL_ROWS),
    repositories.progressNotes.listByRecord(recordId, NOTES),
    repositories.highRiskJustifications.listByRecord(recordId),
  ] as const).andThen(([rows, notes, justifications]) => {
    // One after another: a transaction is one connection (UnitOfWork), and a ResultAsync starts when made.
    const details = notes.items.slice(0, NOTES_READ).reduce<ResultAsync<ProgressNoteDetail[], StorageError>>(
      (all, note) => all.andThen((list) => repositories.progressNotes.find(note.id, recordId).map((detail) => (detail === null ? list : [...list, detail]))), okAsync([]));
    return details.map((found) => {
      const facts = found.map(noteFactsOf);
      const undated = codeListDateOfService(subject.paymentYear);
      return {
        recordId, subject, rows: rows.items, notes: notes.items, justifications,
        diagnoses: rows.items.map((row) => diagnosisOf(row, notes.items, row.serviceDate)),
        screenFacts: {
          diagnoses: rows.items.map((row) => diagnosisOf(row, notes.items, row.serviceDate ?? undated)),
          medications: facts.flatMap((fact) => fact.medications),
          problems: facts.flatMap((fact) => fact.problems),
        },
      };
    });
  }));
}
