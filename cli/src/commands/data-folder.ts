import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const TOKEN_SECRET_FILE = 'token-secret';
const TOKEN_SECRET_BYTES = 48;

/** The smallest `RAFDESK_TOKEN_SECRET` (decoded from base64) the token service accepts. */
export const MIN_TOKEN_SECRET_BYTES = 32;

/** Creates the data folder when missing and makes it private to the account that runs RAFdesk (0700). */
export async function privateDataFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
}

/** Removes the "others may write" bit from every file and folder under `folder` (PGlite creates some that way). */
export async function removeWorldWritable(folder: string): Promise<number> {
  let changed = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    const mode = (await stat(path)).mode;
    if ((mode & 0o002) !== 0) {
      await chmod(path, mode & 0o7775 & ~0o007);
      changed += 1;
    }
  }
  return changed;
}

/**
 * The bearer-token secret of a PGlite site: kept in `<data>/token-secret` (mode 0600) so a restart keeps everyone
 * signed in; made from the CSPRNG on the first start.
 */
export async function persistedTokenSecret(folder: string): Promise<string> {
  const path = join(folder, TOKEN_SECRET_FILE);
  try {
    const kept = (await readFile(path, 'utf8')).trim();
    if (Buffer.from(kept, 'base64').length >= MIN_TOKEN_SECRET_BYTES) return kept;
  } catch {
    // First start: made below.
  }
  const secret = randomBytes(TOKEN_SECRET_BYTES).toString('base64');
  await writeFile(path, `${secret}\n`, { mode: 0o600 });
  await chmod(path, 0o600);
  return secret;
}
