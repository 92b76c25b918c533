import { okAsync, type ResultAsync } from 'neverthrow';
import { isPaymentYear } from '../../coding/payment-model.js';
import { loadRafEngine, type RafEngine } from '../../coding/raf-engine.js';
import type { PatientId, RecordId, UserId } from '../../domain/ids.js';
import type { GapBasis, GapBasisQuery, PatientDispositionChange, StoredGapSet } from '../../ports/repositories/gap-repository.js';
import type { Repositories } from '../../ports/repositories/repositories.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { FactorSetting } from '../../raf/index.js';
import { currentPaymentYear } from '../records/payment-year.js';
import { computeGapSet } from './compute-gap-set.js';

export type GapRefreshRepositories = Pick<Repositories, 'gaps' | 'settings' | 'patients'>;

/** What a refresh did: the sets stored and the disposition changes coding made, and the bases it computed them from. */
export interface GapRefresh {
  readonly sets: readonly StoredGapSet[];
  readonly changes: readonly PatientDispositionChange[];
  /** All the portal held of each patient when the gaps were found (a caller screening the same patients reads no more). */
  readonly bases: readonly GapBasis[];
}

// Computes and stores the sets of loaded bases, a chunk at a time (a practice's sets and changes are not all held at
// once: the collector's work grew with them); a basis the engine cannot value (a year without tables) is left as it was.
const CHUNK = 2000;
function storeSets(repositories: GapRefreshRepositories, engine: RafEngine, bases: readonly GapBasis[], paymentYear: number, factorSettings: readonly FactorSetting[], at: Date, deletedBy: UserId | null): ResultAsync<GapRefresh, StorageError> {
  if (bases.length === 0 || !isPaymentYear(engine, paymentYear)) return okAsync({ sets: [], changes: [], bases });
  const parts = Array.from({ length: Math.ceil(bases.length / CHUNK) }, (_, index) => bases.slice(index * CHUNK, (index + 1) * CHUNK));
  const sets: StoredGapSet[] = [];
  const changes: PatientDispositionChange[] = [];
  const storePart = (part: readonly GapBasis[]) => repositories.gaps.dispositions(part.map((basis) => basis.patientId), paymentYear).andThen((stored) => {
    const byPatient = new Map<number, typeof stored>();
    for (const disposition of stored) {
      const known = byPatient.get(disposition.patientId);
      if (known === undefined) byPatient.set(disposition.patientId, [disposition]);
      else known.push(disposition);
    }
    const partSets: StoredGapSet[] = [];
    const partChanges: PatientDispositionChange[] = [];
    for (const basis of part) {
      const computed = computeGapSet(engine, basis, byPatient.get(basis.patientId) ?? [], { at, factorSettings, deletedBy });
      if (computed.isErr()) continue;
      partSets.push(computed.value.set);
      partChanges.push(...computed.value.changes);
    }
    sets.push(...partSets);
    changes.push(...partChanges);
    return repositories.gaps.saveDispositions(partChanges).andThen(() => repositories.gaps.saveSets(partSets));
  });
  return parts.reduce<ResultAsync<unknown, StorageError>>((done, part) => done.andThen(() => storePart(part)), okAsync(undefined)).map(() => ({ sets, changes, bases }));
}

/**
 * Finds, values and stores the gaps of some patients (or of every active patient of some doctors, or of the whole
 * practice) for a payment year (null: the portal's current one), reconciling their dispositions as coding and
 * evidence changed. Runs on the repositories it is given: inside a unit of work, in the same transaction as the change.
 */
export function refreshGaps(repositories: GapRefreshRepositories, query: GapBasisQuery, paymentYear: number | null, at: Date, deletedBy: UserId | null = null): ResultAsync<GapRefresh, StorageError> {
  return loadRafEngine().andThen((engine) => repositories.settings.get().andThen((settings) =>
    (paymentYear === null ? currentPaymentYear(repositories.settings) : okAsync(paymentYear)).andThen((year) =>
      repositories.gaps.basis(query, year).andThen((bases) => storeSets(repositories, engine, bases, year, settings.rafFactors, at, deletedBy)))));
}

/** {@link refreshGaps} for some patients. */
export function refreshPatientGaps(repositories: GapRefreshRepositories, patientIds: readonly PatientId[], paymentYear: number | null, at: Date): ResultAsync<GapRefresh, StorageError> {
  return refreshGaps(repositories, { patientIds }, paymentYear, at);
}

/**
 * The one call each coding change makes, inside its transaction: the gaps of the record's patient for the record's
 * payment year and for the portal's current one are computed again, so a closing code documents its gap in the same
 * request. `deletedBy`: the change deleted coded diagnoses (the gaps they documented become not present, a delete).
 */
export function keepGapsCurrent(repositories: GapRefreshRepositories, recordId: RecordId, at: Date, deletedBy: UserId | null = null): ResultAsync<void, StorageError> {
  return repositories.patients.recordOwner(recordId).andThen((owner) => {
    if (owner === null) return okAsync(undefined);
    return currentPaymentYear(repositories.settings).andThen((current) => {
      const years = [...new Set([owner.paymentYear, current])];
      return years.reduce<ResultAsync<unknown, StorageError>>((done, year) => done.andThen(() => refreshGaps(repositories, { patientIds: [owner.patientId] }, year, at, deletedBy)), okAsync(undefined))
        .map(() => undefined);
    });
  });
}
