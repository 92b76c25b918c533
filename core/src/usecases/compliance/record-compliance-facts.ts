import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
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
import type { ProgressNoteSummary } from '../../ports/repositories/smart-pn-repositories.js';
import { notFound, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';

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

type FactsRepositories = Pick<Repositories, 'patients' | 'recordDiagnostics' | 'progressNotes' | 'highRiskJustifications'>;

/**
 * Reads the compliance facts of many records in six statements whatever their number (subjects, diagnostics, notes,
 * justifications, the newest notes' contents), without locking them: what a report reads a page of records with. A
 * record not found is left out of the map.
 */
export function recordComplianceFactsOf(repositories: FactsRepositories, recordIds: readonly RecordId[]): ResultAsync<ReadonlyMap<RecordId, RecordComplianceFacts>, StorageError> {
  const ids = [...new Set(recordIds)];
  // One after another: a transaction is one connection (UnitOfWork), and a ResultAsync starts when made.
  return repositories.patients.scoringSubjects(ids).andThen((subjects) => repositories.recordDiagnostics.listForRecords(ids)
    .andThen((rowsOf) => repositories.progressNotes.listForRecords(ids)
      .andThen((notesOf) => repositories.highRiskJustifications.listForRecords(ids)
        .andThen((justificationsOf) => repositories.progressNotes.contents([...notesOf.values()].flatMap((notes) => notes.slice(0, NOTES_READ).map((note) => note.id)))
          .map((contents) => new Map(subjects.map((subject): [RecordId, RecordComplianceFacts] => {
            const notes = (notesOf.get(subject.recordId) ?? []).slice(0, NOTES.pageSize);
            const rows = rowsOf.get(subject.recordId) ?? [];
            const facts = notes.slice(0, NOTES_READ).flatMap((note) => {
              const content = contents.get(note.id);
              return content === undefined ? [] : [noteFactsOf({ serviceDate: note.serviceDate, content })];
            });
            const undated = codeListDateOfService(subject.paymentYear);
            return [subject.recordId, {
              recordId: subject.recordId, subject, rows, notes, justifications: justificationsOf.get(subject.recordId) ?? [],
              diagnoses: rows.map((row) => diagnosisOf(row, notes, row.serviceDate)),
              screenFacts: {
                diagnoses: rows.map((row) => diagnosisOf(row, notes, row.serviceDate ?? undated)),
                medications: facts.flatMap((fact) => fact.medications),
                problems: facts.flatMap((fact) => fact.problems),
              },
            }];
          })))))));
}

/** Reads a record's compliance facts in `repositories` (a transaction's, when a change needs them); `NotFound` for an unknown record. */
export function recordComplianceFacts(repositories: FactsRepositories, recordId: RecordId): ResultAsync<RecordComplianceFacts, NotFound | StorageError> {
  return recordComplianceFactsOf(repositories, [recordId]).andThen((found) => {
    const facts = found.get(recordId);
    return facts === undefined ? errAsync(notFound('record')) : okAsync(facts);
  });
}
