import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Actor } from '../../access/actor.js';
import { refusal } from '../../access/can.js';
import type { Action } from '../../access/permission-table.js';
import type { RecordId } from '../../domain/ids.js';
import type { RecordOwner } from '../../ports/repositories/patient-repository.js';
import type { Repositories } from '../../ports/repositories/repositories.js';
import { notFound, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import { forbidden, type Forbidden } from '../errors.js';
import { actorOf } from '../actor-of.js';
import type { ClinicalCaller } from './clinical-caller.js';
import { patientInactive, type PatientInactive } from './record-errors.js';

/** A record the caller may act on, with who they are to the access rules. */
export interface ReachedRecord {
  readonly owner: RecordOwner;
  readonly actor: Actor;
}

/**
 * `ok` when the record exists, the caller's role may take `action` and the record's patient lies within the
 * caller's data scope; `Forbidden` when the role may never take it, `NotFound` for an unknown record and for one
 * outside the caller's scope alike. Actions that change an active
 * record also need the patient to be active (`PatientInactive`).
 */
export function reachRecord(
  repositories: Pick<Repositories, 'patients' | 'doctors' | 'users'>,
  caller: ClinicalCaller,
  recordId: RecordId,
  action: Action,
): ResultAsync<ReachedRecord, NotFound | Forbidden | PatientInactive | StorageError> {
  if (refusal(caller, action) !== null) return errAsync(forbidden);
  return repositories.patients.recordOwner(recordId)
    .andThen((owner) => (owner === null ? errAsync(notFound('record')) : okAsync(owner)))
    .andThen((owner) => actorOf(repositories, caller).map((actor) => ({ owner, actor })))
    .andThen((reached): ResultAsync<ReachedRecord, NotFound | Forbidden | PatientInactive> => {
      const refused = refusal(reached.actor, action, reached.owner);
      if (refused === 'inactivePatient') return errAsync(patientInactive);
      // A record outside the caller's scope answers as a missing one (SECURITY.md (a)(1), ASVS 8.2.2): a 403 would
      // tell that the id exists, and ids are guessable.
      if (refused === 'scope') return errAsync(notFound('record'));
      return refused === null ? okAsync(reached) : errAsync(forbidden);
    });
}
