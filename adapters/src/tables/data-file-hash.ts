import { createHash } from 'node:crypto';

/**
 * The SHA-256 (lower-case hex) of a data file's UTF-8 bytes: what a set's file is named by and a year is named by in
 * the manifest. One function, so the importer that names the files and the check that verifies them agree.
 */
export function dataFileHash(content: string): string {
  return createHash('sha256').update(content, 'utf8').digest('hex');
}
