import type { ResultAsync } from 'neverthrow';
import { NOTE_PDF_PREFIX } from '../../files/note-pdf-key.js';
import type { Clock } from '../../ports/auth/clock.js';
import type { FileStore } from '../../ports/files/file-store.js';
import type { ProgressNoteRepository } from '../../ports/repositories/smart-pn-repositories.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import { ORPHAN_GRACE_MS, sweepUnnamedFiles, type OrphanSweep } from '../files/sweep-unnamed-files.js';

export interface NotePdfSweepPorts {
  readonly files: FileStore;
  readonly progressNotes: Pick<ProgressNoteRepository, 'referencedPdfKeys'>;
  readonly clock: Clock;
}

/**
 * Removes the note PDFs in the file store that no stored note names, once older than the grace: a signed note's PDF
 * is kept before its row is written (so no committed note lacks its PDF), and a submit whose transaction then failed
 * leaves its file behind.
 */
export function sweepOrphanedNotePdfs(ports: NotePdfSweepPorts, graceMs: number = ORPHAN_GRACE_MS): ResultAsync<OrphanSweep, StorageError> {
  return sweepUnnamedFiles({
    list: (after) => ports.files.list(NOTE_PDF_PREFIX, after),
    named: (keys) => ports.progressNotes.referencedPdfKeys(keys),
    remove: (key) => ports.files.remove(key),
  }, new Date(ports.clock.now().getTime() - graceMs));
}
