import type { Migration } from 'kysely';
import { runStatements } from './statements.js';

// From PY2027 CMS leaves out diagnoses from audio-only encounters and from chart reviews not linked to an encounter:
// a record's diagnosis must say where it was documented. Every stored diagnosis came from a visit the portal knew
// nothing more about, so it keeps the default, face-to-face.
const SOURCES = ['face-to-face', 'video-telehealth', 'audio-only', 'chart-review-linked', 'chart-review-unlinked'];

/** Where each record diagnosis was documented (CMS's diagnosis-source rules). */
export const diagnosisSource: Migration = {
  async up(db) {
    await runStatements(db, [
      `alter table record_diagnostic add column source text not null default 'face-to-face'
         constraint record_diagnostic_source_check check (source in (${SOURCES.map((source) => `'${source}'`).join(', ')}))`,
    ]);
  },
  async down(db) {
    await runStatements(db, ['alter table record_diagnostic drop column source']);
  },
};
