import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const LOCK_FILE = 'rafdesk.lock';

/** Whether a path inside a data folder is its lock file (a dumped folder carries its own, which must not replace ours). */
export const isLockFile = (pathInFolder: string): boolean => pathInFolder.replace(/^\/+/, '') === LOCK_FILE;
// Folders this process holds: a lock file naming our own pid is stale unless it is listed here.
const held = new Set<string>();

/** Thrown when another live process already serves the data folder (PGlite allows one process per folder). */
export class DataFolderBusyError extends Error {
  constructor(readonly dataDir: string, readonly ownerPid: number) {
    super(`the data folder ${dataDir} is in use by process ${ownerPid}`);
  }
}

/** Claims `dataDir` for this process; the returned function gives it back. A lock left by a dead process is taken over. */
export async function lockDataFolder(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const path = join(resolve(dataDir), LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      held.add(path);
      return async () => {
        held.delete(path);
        await rm(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(path, 'utf8').catch(() => '')).trim());
      const ours = owner === process.pid;
      if ((ours && held.has(path)) || (!ours && Number.isInteger(owner) && owner > 0 && isAlive(owner))) throw new DataFolderBusyError(dataDir, owner);
      await rm(path, { force: true });
    }
  }
  throw new Error(`could not lock the data folder ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
