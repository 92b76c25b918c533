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

/** What the kernel says of a process (Linux's /proc): its state letter and its start time since boot; null where it cannot tell. */
async function processStat(pid: number): Promise<{ state: string; started: string } | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  // "pid (name) state ppid …": the name may hold spaces and parentheses, so fields are counted after the last ')'.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ') ?? [];
  return fields.length > 19 ? { state: fields[0] ?? '', started: fields[19] ?? '' } : null;
}

/**
 * Whether the process a lock names still runs. A pid that signals may be a process that was killed and not yet
 * reaped by its parent (a zombie, as in a restart right after kill -9), or a later process given the same pid:
 * the lock records the owner's start time, and a process that started at another time is not the owner.
 */
async function ownerRuns(pid: number, started: string | null): Promise<boolean> {
  if (!Number.isInteger(pid) || pid <= 0 || !signals(pid)) return false;
  const stat = await processStat(pid);
  if (stat === null) return true;
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return started === null || started === stat.started;
}

/** Claims `dataDir` for this process; the returned function gives it back. A lock left by a dead process is taken over. */
export async function lockDataFolder(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const path = join(resolve(dataDir), LOCK_FILE);
  const ownStart = (await processStat(process.pid))?.started;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(path, 'wx');
      // The pid, then (where the system tells) the start time that tells this process from a later one with its pid.
      await handle.writeFile(ownStart === undefined ? String(process.pid) : `${process.pid}\n${ownStart}`);
      await handle.close();
      held.add(path);
      return async () => {
        held.delete(path);
        await rm(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pidLine = '', startLine] = (await readFile(path, 'utf8').catch(() => '')).trim().split('\n');
      const owner = Number(pidLine.trim());
      const ours = owner === process.pid;
      if ((ours && held.has(path)) || (!ours && (await ownerRuns(owner, startLine?.trim() || null)))) throw new DataFolderBusyError(dataDir, owner);
      await rm(path, { force: true });
    }
  }
  throw new Error(`could not lock the data folder ${dataDir}`);
}

function signals(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
