// Where the field-encryption keys come from: RAFDESK_FIELD_KEYS, else (PGlite) a key file in the data folder.
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The key file of a PGlite data folder (mode 0600), made on the first start so `npm start` needs no setup. */
export const FIELD_KEY_FILE = 'field-keys';

/** Reads the key file of `folder`, creating it with `firstKey()` when there is none. */
export async function persistedFieldKeys(folder: string, firstKey: () => string): Promise<string> {
  const path = join(folder, FIELD_KEY_FILE);
  try {
    return (await readFile(path, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await writeFieldKeys(folder, firstKey());
  return (await readFile(path, 'utf8')).trim();
}

/** Writes the key file of `folder` (private to the account that runs RAFdesk). */
export async function writeFieldKeys(folder: string, keys: string): Promise<void> {
  const path = join(folder, FIELD_KEY_FILE);
  await writeFile(path, `${keys}\n`, { mode: 0o600 });
  await chmod(path, 0o600);
}
