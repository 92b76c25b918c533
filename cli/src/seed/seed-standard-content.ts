import { ResultAsync, okAsync } from 'neverthrow';
import type { CatalogueEntry, Clock, UnitOfWork } from '@rafdesk/core';
import { smartPnCptCodes, smartPnQuestionnaire } from './smart-pn-questionnaire.js';

/** What seeding the standard content needs; the composition root supplies the adapters. */
export interface StandardContentPorts {
  readonly unitOfWork: UnitOfWork;
  readonly clock: Clock;
  /** Every billable ICD-10-CM code with its titles and categories (the engine's compiled catalogue). */
  readonly loadCatalogue: () => Promise<readonly CatalogueEntry[]>;
}

export type StandardContentSummary = { readonly catalogueCodes: number; readonly visitOptions: number };

/** Seeding stopped; nothing of it was kept. */
export interface StandardContentFailed {
  readonly kind: 'StandardContentFailed';
  readonly cause: unknown;
}

/**
 * Gives a database without a diagnosis catalogue the content every installation starts with: the FY2026
 * ICD-10-CM catalogue, the Smart PN questionnaire and the CPT list, in one transaction. A database that has a
 * catalogue is left as it is (its catalogue may carry the coders' own texts).
 */
export function seedStandardContent(ports: StandardContentPorts): ResultAsync<StandardContentSummary | null, StandardContentFailed> {
  const failed = (cause: unknown): StandardContentFailed => ({ kind: 'StandardContentFailed', cause });
  const at = ports.clock.now();
  return ports.unitOfWork.run((repositories) => repositories.catalogue.latest()).mapErr(failed).andThen((latest) => {
    if (latest !== null) return okAsync(null);
    return ResultAsync.fromPromise(ports.loadCatalogue(), failed).andThen((catalogue) => ports.unitOfWork.run((repositories) => {
      const questionnaire = smartPnQuestionnaire();
      return repositories.catalogue.upsertMany(catalogue, at)
        .andThen((catalogueCodes) => repositories.visitOptions.upsert(questionnaire)
          .andThen(() => repositories.visitOptions.upsertCptCodes(smartPnCptCodes()))
          .map(() => ({ catalogueCodes, visitOptions: questionnaire.length })));
    }).mapErr(failed));
  });
}
