import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { loadRafEngine } from '../../coding/raf-engine.js';
import type { ScoringFailed } from '../../coding/payment-model.js';
import { scoreRecordFigures } from '../../coding/record-scoring.js';
import type { RecordId } from '../../domain/ids.js';
import type { RecordFigures } from '../../ports/repositories/patient-repository.js';
import type { Repositories } from '../../ports/repositories/repositories.js';
import { notFound, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';

/**
 * Scores a record with the RAF engine from its patient's demographics and diagnostics and stores the five figures
 * (docs/formulas.md "Record figures"). `year` is the payment year to score with; null scores with the record's own.
 * Called inside the transaction of every change of a record's diagnostics, by Calculate RAF and by the demo seed.
 */
export function recomputeRecordFigures(
  repositories: Pick<Repositories, 'patients' | 'settings'>,
  recordId: RecordId,
  year: number | null,
  at: Date,
): ResultAsync<RecordFigures, NotFound | ScoringFailed | StorageError> {
  return loadRafEngine().andThen((engine) => repositories.settings.get().andThen((settings) =>
    repositories.patients.scoringSubject(recordId)
      .andThen((subject) => (subject === null ? errAsync(notFound('record')) : okAsync(subject)))
      .andThen((subject) => scoreRecordFigures(engine, subject, year ?? subject.paymentYear, settings.rafFactors))
      .andThen((figures) => repositories.patients.saveFigures(recordId, figures, at).map(() => figures))));
}
