import { okAsync, ResultAsync } from 'neverthrow';
import type { StorageError } from '../../ports/repositories/storage-error.js';

/**
 * How long a stored file may wait for the row that names it. A file is kept before its row (a video's upload before
 * its form, a note's PDF before the note), so it is an orphan only once nobody can still be sending that row: a day
 * leaves room for a form left open overnight.
 */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

/** A store's files as a sweep reads them, and the rows that may name them. */
export interface SweptFiles {
  /** A page of the store's files in key order, from after the cursor `after` (the last page's `next`). */
  list(after: string | null): ResultAsync<{ readonly files: readonly { readonly key: string; readonly modifiedAt: Date }[]; readonly next: string | null }, StorageError>;
  /** Of these keys, those a stored row names. */
  named(keys: readonly string[]): ResultAsync<string[], StorageError>;
  remove(key: string): ResultAsync<void, StorageError>;
}

/** What a sweep did: files looked at, and removed because nothing names them. */
export interface OrphanSweep {
  readonly looked: number;
  readonly removed: readonly string[];
}

/**
 * Removes the files no row names that were kept before `before`: the store is read a page at a time and each page's
 * keys asked of the rows in one statement. Several processes sweeping at once are harmless: removing a file already
 * gone succeeds.
 */
export function sweepUnnamedFiles(files: SweptFiles, before: Date): ResultAsync<OrphanSweep, StorageError> {
  const sweepPage = (after: string | null, done: OrphanSweep): ResultAsync<OrphanSweep, StorageError> => files.list(after).andThen((page) => {
    const old = page.files.filter((file) => file.modifiedAt.getTime() < before.getTime()).map((file) => file.key);
    const orphans = old.length === 0 ? okAsync<string[], StorageError>([]) : files.named(old).map((named) => old.filter((key) => !named.includes(key)));
    return orphans.andThen((keys) => ResultAsync.combine(keys.map((key) => files.remove(key))).map(() => keys)).andThen((gone) => {
      const tally = { looked: done.looked + page.files.length, removed: [...done.removed, ...gone] };
      return page.next === null ? okAsync(tally) : sweepPage(page.next, tally);
    });
  });
  return sweepPage(null, { looked: 0, removed: [] });
}
