import { okAsync, type ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { RadvCandidateSchema, type RadvCandidate } from '../../compliance/radv-checklist.js';
import { COMPLIANCE_SOURCES } from '../../compliance/compliance-diagnosis.js';
import type { RecordId } from '../../domain/ids.js';
import type { DoctorDetails } from '../../ports/repositories/doctor-repository.js';
import type { ProgressNoteDetail } from '../../ports/repositories/smart-pn-repositories.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import { sequentially } from '../records/sequentially.js';
import type { RadvPorts } from './radv-use-case-ports.js';

/** The most signed notes of a member read as candidates (newest first): a year of visits. */
export const RADV_NOTES_READ = 50;

// The note's stored content as the Smart PN submission kept it (submit-progress-note's contentOf); anything else is ignored.
const NoteContentSchema = z.object({
  encounterType: z.enum(COMPLIANCE_SOURCES).catch('face-to-face'),
  diagnoses: z.array(z.object({ code: z.string(), meat: z.array(z.string()).catch([]), evidence: z.string().nullable().catch('') }).partial({ meat: true, evidence: true })).catch([]),
});

/** A stored Smart PN as a RADV candidate: a submitted note is a signed one; its provider's NPI and license are the doctor's. */
export function candidateOf(note: ProgressNoteDetail, doctor: DoctorDetails | null, pageTexts: readonly string[]): RadvCandidate | null {
  const content = NoteContentSchema.parse(note.content);
  const parsed = RadvCandidateSchema.safeParse({
    noteId: note.id, signed: true, dateOfService: note.serviceDate, source: content.encounterType,
    provider: { name: note.provider ?? '', npi: doctor?.npi ?? '', license: doctor?.mdLicenseNumber ?? null, specialty: note.specialty },
    diagnoses: content.diagnoses.map((row) => ({ code: row.code, meat: (row.meat ?? []), evidence: row.evidence ?? '' })),
    pageTexts,
  });
  // A row that breaks the candidate's shape (an unknown MEAT element) cannot support anything: it is left out, not guessed.
  return parsed.success ? parsed.data : null;
}

/** A member's candidates with the notes' PDFs, for printing the chosen ones. */
export interface MemberNotes {
  readonly candidates: readonly RadvCandidate[];
  readonly pdfOf: ReadonlyMap<number, Uint8Array>;
}

/** Reads a member's signed notes (one after another: a transaction is one connection) and each PDF's pages as text. */
export function memberCandidates(ports: RadvPorts, recordId: RecordId): ResultAsync<MemberNotes, StorageError> {
  const doctors = new Map<number, DoctorDetails | null>();
  const doctorOf = (id: number | null): ResultAsync<DoctorDetails | null, StorageError> => {
    if (id === null) return okAsync(null);
    if (doctors.has(id)) return okAsync(doctors.get(id) ?? null);
    return ports.doctors.details(id as never).map((details) => (doctors.set(id, details), details));
  };
  return ports.progressNotes.listByRecord(recordId, { pageNumber: 1, pageSize: RADV_NOTES_READ }).andThen((page) => sequentially(page.items, (summary) =>
    ports.progressNotes.find(summary.id, recordId).andThen((note) => {
      if (note === null) return okAsync(null);
      return doctorOf(note.doctorId).andThen((doctor) => (note.pdf === null ? okAsync<string[], StorageError>([]) : ports.radvTools.pageTexts(note.pdf).orElse(() => okAsync<string[], StorageError>([])))
        .map((pages) => ({ note, candidate: candidateOf(note, doctor, pages) })));
    })))
    .map((read) => {
      const pdfOf = new Map<number, Uint8Array>();
      const candidates: RadvCandidate[] = [];
      for (const entry of read) {
        if (entry === null || entry.candidate === null) continue;
        candidates.push(entry.candidate);
        if (entry.note.pdf !== null) pdfOf.set(entry.note.id, entry.note.pdf);
      }
      return { candidates, pdfOf };
    });
}
