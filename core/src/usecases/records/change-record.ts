import type { ResultAsync } from 'neverthrow';
import type { Action } from '../../access/permission-table.js';
import type { ScoringFailed } from '../../coding/payment-model.js';
import type { RecordId } from '../../domain/ids.js';
import type { RecordInfo } from '../../domain/record.js';
import type { Repositories } from '../../ports/repositories/repositories.js';
import type { NotFound, StorageError } from '../../ports/repositories/storage-error.js';
import type { AppPorts } from '../app-ports.js';
import type { Forbidden } from '../errors.js';
import type { ClinicalCaller } from './clinical-caller.js';
import { reachRecord, type ReachedRecord } from './reach-record.js';
import { recomputeRecordFigures } from './recompute-record-figures.js';
import { keepGapsCurrent } from '../gaps/refresh-gaps.js';
import type { PatientInactive } from './record-errors.js';

/** The RAF card after a change, with the model and year that produced it. */
export type RecordCard = RecordInfo & { readonly modelLabel: string };

/** What a change returned, and the record's card recomputed in the same transaction. */
export interface RecordChange<T> {
  readonly value: T;
  readonly card: RecordCard;
  /** The record changed; its audit line names it when the call did not (an undo names only the deletion). */
  readonly recordId: RecordId;
}

export type RecordChangePorts = Pick<AppPorts, 'unitOfWork' | 'clock'>;

// A delete of coded diagnoses is a disposition of the gaps they documented (not supported, counted as a delete).
const DELETES: readonly Action[] = ['record.deleteDiagnostic', 'record.deleteAllDiagnostics'];

/** Everything that can refuse a change besides the change's own errors. */
export type RecordChangeBaseError = NotFound | Forbidden | PatientInactive | ScoringFailed | StorageError;

/**
 * Runs one change of a record's diagnostics in one transaction: locks the record's row before anything else (so
 * concurrent changes of one record run one after the other), reaches the record for `action`, applies `change`,
 * then recomputes and stores the record's figures and its patient's gaps. When anything fails nothing is kept, so the RAF card never
 * disagrees with the diagnostics it sums.
 */
export function changeRecord<T, E>(
  ports: RecordChangePorts,
  caller: ClinicalCaller,
  recordId: RecordId,
  action: Action,
  change: (repositories: Repositories, reached: ReachedRecord, at: Date) => ResultAsync<T, E>,
): ResultAsync<RecordChange<T>, E | RecordChangeBaseError> {
  const at = ports.clock.now();
  return ports.unitOfWork.run((repositories) => repositories.patients.lockRecord(recordId).andThen(() =>
    reachRecord(repositories, caller, recordId, action)).andThen((reached) =>
      change(repositories, reached, at).andThen((value) =>
        recomputeRecordFigures(repositories, recordId, null, at).andThen((figures) =>
          keepGapsCurrent(repositories, recordId, at, DELETES.includes(action) ? caller.userId : null).map(() => ({
            value, recordId,
            card: { ...figures, patientActive: reached.owner.patientActive },
          }))))));
}
