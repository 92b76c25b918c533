import { err, errAsync, ok, okAsync, type ResultAsync } from 'neverthrow';
import { can } from '../../access/can.js';
import { readCodeList } from '../../coding/code-list.js';
import type { OptimisedOut } from '../../coding/optimiser-verdicts.js';
import { recordOptimiser } from '../../coding/record-optimiser.js';
import { loadRafEngine, type RafEngine } from '../../coding/raf-engine.js';
import type { DiagnosisSource } from '../../raf/diagnosis-source.js';
import type { RecordId } from '../../domain/ids.js';
import { type RecordDiagnosticRow, SPECIALTY_TO_VALIDATE } from '../../domain/record-diagnostic.js';
import type { AddedDiagnostics, NewRecordDiagnostic } from '../../ports/repositories/record-diagnostic-repository.js';
import type { Repositories } from '../../ports/repositories/repositories.js';
import { forbidden } from '../errors.js';
import { changeRecord, type RecordChange, type RecordChangePorts } from './change-record.js';
import type { ClinicalCaller } from './clinical-caller.js';
import { partitionByCatalogue, storedCode } from './diagnostic-codes.js';
import type { RecordChangeError } from './record-errors.js';
import { recordSubject } from './record-subject.js';

/** Fast Coding Search's Insert: codes as pasted or picked, optionally through the Optimizer. */
export interface AddDiagnosesRequest {
  readonly recordId: RecordId;
  readonly codes: readonly string[];
  readonly optimize: boolean;
  /** Where the codes were documented; face-to-face when not said. */
  readonly source?: DiagnosisSource;
}

/** What Insert did with every code it was given. */
export interface AddDiagnosesReport {
  readonly added: readonly string[];
  /** Already on the record (same code, no service date): not added twice. */
  readonly alreadyPresent: readonly string[];
  /** Not in the diagnostic catalogue, or canceled there. */
  readonly unknown: readonly string[];
  /** Not shaped like a diagnosis code at all. */
  readonly invalid: readonly string[];
  /** Left out by the Optimizer, each with its reason and the HCC that makes it redundant. */
  readonly optimisedOut: readonly OptimisedOut[];
  /** Every row of the record with an added code, as stored: a client shows them without reading the record again. */
  readonly rows: readonly RecordDiagnosticRow[];
}

/** Coders' additions are suspects the doctor must confirm; the records view shows them in red. */
function specialtyFor(caller: ClinicalCaller): string | null {
  return can(caller, 'record.addAsSuspect') ? SPECIALTY_TO_VALIDATE : null;
}

/** The stored rows of the codes just added, read in the change's own transaction. */
function withRows(repositories: Repositories, recordId: RecordId, result: AddedDiagnostics) {
  return repositories.recordDiagnostics.listCodes(recordId, result.added).map((rows) => ({ ...result, rows }));
}

function keptCodes(repositories: Repositories, engine: RafEngine, recordId: RecordId, known: readonly string[], optimize: boolean) {
  if (!optimize || known.length === 0) return okAsync({ keep: known, left: [] as OptimisedOut[] });
  return recordSubject(repositories, recordId).andThen((subject) => recordOptimiser(engine, subject, known));
}

/**
 * Adds codes to a record (Fast Coding Search): each code is normalised and taken once; codes outside the catalogue
 * are reported, not added; with the Optimizer (MAG roles only) only the codes that still raise an HCC after the
 * hierarchies, on top of the record's active codes, are added and every other one is reported with its reason.
 * The record's figures are recomputed in the same transaction.
 */
export function addDiagnoses(ports: RecordChangePorts, caller: ClinicalCaller, request: AddDiagnosesRequest): ResultAsync<RecordChange<AddDiagnosesReport>, RecordChangeError> {
  if (request.optimize && !can(caller, 'record.useOptimizer')) return errAsync(forbidden);
  const list = readCodeList(request.codes);
  return loadRafEngine().andThen((engine) =>
    changeRecord(ports, caller, request.recordId, 'record.addDiagnostics', (repositories, _reached, at) =>
      repositories.catalogue.findMany(list.codes).andThen((entries) => {
        const { known, unknown } = partitionByCatalogue(list.codes, entries);
        return keptCodes(repositories, engine, request.recordId, known, request.optimize).andThen(({ keep, left }) => {
          const rows: NewRecordDiagnostic[] = keep.map((code) => ({
            code, serviceDate: null, queue: null, provider: null, specialty: specialtyFor(caller), documentation: null,
            ...(request.source ? { source: request.source } : {}),
          }));
          const stored = rows.length === 0 ? okAsync({ added: [], alreadyPresent: [] }) : repositories.recordDiagnostics.add(request.recordId, rows, caller.userId, at);
          return stored.andThen((result) => withRows(repositories, request.recordId, result))
            .map((result) => ({ ...result, unknown, invalid: list.invalid, optimisedOut: left }));
        });
      })));
}

/** One diagnostic with its encounter details (POST Diagnostics). */
export interface RecordDiagnosticRequest extends NewRecordDiagnostic {
  readonly recordId: RecordId;
}

/**
 * Adds one diagnostic to a record with its service date, queue, provider, specialty and documentation; a code
 * outside the catalogue is refused. The record's figures are recomputed in the same transaction.
 */
export function addRecordDiagnostic(ports: RecordChangePorts, caller: ClinicalCaller, request: RecordDiagnosticRequest): ResultAsync<RecordChange<AddDiagnosesReport>, RecordChangeError> {
  const code = storedCode(request.code);
  if (code.isErr()) return errAsync(code.error);
  return changeRecord(ports, caller, request.recordId, 'record.addDiagnostics', (repositories, _reached, at) =>
    repositories.catalogue.find(code.value)
      .andThen((entry) => (entry?.active ? ok(entry) : err({ kind: 'UnknownDiagnostic' as const, code: code.value })))
      .andThen(() => repositories.recordDiagnostics.add(request.recordId, [{
        code: code.value, serviceDate: request.serviceDate, queue: request.queue, provider: request.provider,
        specialty: request.specialty ?? specialtyFor(caller), documentation: request.documentation,
        ...(request.source ? { source: request.source } : {}),
      }], caller.userId, at))
      .andThen((result) => withRows(repositories, request.recordId, result))
      .map((result) => ({ ...result, unknown: [], invalid: [], optimisedOut: [] })));
}
