import { Migrator, type Kysely, type Migration, type MigrationResult } from 'kysely';
import { referenceData } from './m0001-reference-data.js';
import { usersAndSignIn } from './m0002-users-and-sign-in.js';
import { doctors } from './m0003-doctors.js';
import { patientsAndRecords } from './m0004-patients-and-records.js';
import { diagnosisCatalogue } from './m0005-diagnosis-catalogue.js';
import { smartPn } from './m0006-smart-pn.js';
import { galleryAndNotifications } from './m0007-gallery-and-notifications.js';
import { operations } from './m0008-operations.js';
import { passwordLinks } from './m0010-password-links.js';
import { listIndexes } from './m0011-list-indexes.js';
import { auditRecordIds } from './m0013-audit-record-ids.js';
import { sortIndexes } from './m0014-sort-indexes.js';
import { diagnosisSource } from './m0019-diagnosis-source.js';
import { esrdAndPartD } from './m0020-esrd-and-part-d.js';
import { latestNoteIndex } from './m0021-latest-note-index.js';
import { ginDirectUpdates } from './m0022-gin-direct-updates.js';
import { recordYearIds } from './m0023-record-year-ids.js';
import { undoBin } from './m0030-undo-bin.js';
import { auditChain } from './m0031-audit-chain.js';
import { sealedNoteIds } from './m0035-sealed-note-ids.js';
import { sealedUndoIds } from './m0036-sealed-undo-ids.js';
import { gaps } from './m0037-gaps.js';
import { highRiskJustifications } from './m0038-high-risk-justifications.js';
import { gapSetIds } from './m0039-gap-set-ids.js';
import { gapSetDoctor } from './m0040-gap-set-doctor.js';
import { rateLimitWindows } from './m0041-rate-limit-windows.js';
import { radvAudits } from './m0042-radv-audits.js';
import { sealedJustificationIds } from './m0043-sealed-justification-ids.js';
import { notePdfKeys } from './m0044-note-pdf-keys.js';
import { figureRecomputes } from './m0045-figure-recomputes.js';

/** Every migration, by name; names sort in the order they apply. Never edit one that has shipped: add a new one. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-reference-data': referenceData,
  '0002-users-and-sign-in': usersAndSignIn,
  '0003-doctors': doctors,
  '0004-patients-and-records': patientsAndRecords,
  '0005-diagnosis-catalogue': diagnosisCatalogue,
  '0006-smart-pn': smartPn,
  '0007-gallery-and-notifications': galleryAndNotifications,
  '0008-operations': operations,
  '0010-password-links': passwordLinks,
  '0011-list-indexes': listIndexes,
  '0013-audit-record-ids': auditRecordIds,
  '0014-sort-indexes': sortIndexes,
  '0019-diagnosis-source': diagnosisSource,
  '0020-esrd-and-part-d': esrdAndPartD,
  '0021-latest-note-index': latestNoteIndex,
  '0022-gin-direct-updates': ginDirectUpdates,
  '0023-record-year-ids': recordYearIds,
  '0030-undo-bin': undoBin,
  '0031-audit-chain': auditChain,
  '0035-sealed-note-ids': sealedNoteIds,
  '0036-sealed-undo-ids': sealedUndoIds,
  '0037-gaps': gaps,
  '0038-high-risk-justifications': highRiskJustifications,
  '0039-gap-set-ids': gapSetIds,
  '0040-gap-set-doctor': gapSetDoctor,
  '0041-rate-limit-windows': rateLimitWindows,
  '0042-radv-audits': radvAudits,
  '0043-sealed-justification-ids': sealedJustificationIds,
  '0044-note-pdf-keys': notePdfKeys,
  '0045-figure-recomputes': figureRecomputes,
};

/** A Kysely migrator over {@link MIGRATIONS}; `schema` keeps its bookkeeping tables beside the data. */
export function createMigrator(db: Kysely<unknown>, schema?: string): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
    // Migrations written side by side get numbers out of landing order (0010 may land after 0011 was applied); each
    // touches its own tables, so one missing in the middle is applied rather than refused.
    allowUnorderedMigrations: true,
    ...(schema === undefined ? {} : { migrationTableSchema: schema }),
  });
}

/** The outcome of bringing a database up to date. */
export interface MigrationReport {
  applied: string[];
}

/** Applies every pending migration in one go; throws (with the failing migration's name) when one fails. */
export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<MigrationReport> {
  const { error, results } = await createMigrator(db, schema).migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result: MigrationResult) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return { applied: (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName) };
}
