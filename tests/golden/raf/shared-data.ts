import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The repository root. */
export const repoRoot = resolve(import.meta.dirname, '../../..');

/** The shared reference folder beside the repository (CMS tables, ICD-10-CM files, worked examples). */
export const sharedRoot = resolve(repoRoot, '../shared');

/** Why a test that needs the reference folder cannot run here, or null when it can. */
export function sharedMissing(...paths: string[]): string | null {
  const missing = paths.filter((path) => !existsSync(join(sharedRoot, path)));
  return missing.length === 0 ? null : `skipped: ${missing.map((path) => join(sharedRoot, path)).join(', ')} not present`;
}

/** A reader of files under a folder of the reference tree; null for a missing file. */
export const readerOf = (folder: string) => (path: string) => {
  const file = join(sharedRoot, folder, path);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
};
