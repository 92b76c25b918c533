import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { RecordId } from '../../domain/ids.js';
import type { ScoringSubject } from '../../ports/repositories/patient-repository.js';
import type { Repositories } from '../../ports/repositories/repositories.js';
import { notFound, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';

/** The record's patient demographics and every diagnostic's state; `NotFound` for an unknown record. */
export function recordSubject(repositories: Pick<Repositories, 'patients'>, recordId: RecordId): ResultAsync<ScoringSubject, NotFound | StorageError> {
  return repositories.patients.scoringSubject(recordId).andThen((subject) => (subject === null ? errAsync(notFound('record')) : okAsync(subject)));
}
