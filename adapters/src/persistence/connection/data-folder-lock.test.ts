import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFolderBusyError, lockDataFolder } from './data-folder-lock.js';

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
});

const folderLockedBy = (content: string) => {
  const folder = mkdtempSync(join(tmpdir(), 'rafdesk-lock-'));
  writeFileSync(join(folder, 'rafdesk.lock'), content);
  return folder;
};
const stat = (pid: number) => {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0], started: fields[19] };
};

/** Runs a shell script and answers the first line it prints (a pid). */
async function shell(script: string): Promise<number> {
  const child = spawn('sh', ['-c', script], { stdio: ['ignore', 'pipe', 'ignore'] });
  started.push(child);
  const line = await new Promise<string>((done) => child.stdout.once('data', (chunk: Buffer) => done(chunk.toString())));
  return Number(line.trim());
}

describe('lockDataFolder', () => {
  it('takes over the lock of a process that has exited', async () => {
    const pid = await shell('echo $$');
    await new Promise((done) => started[0]?.once('exit', done));
    const folder = folderLockedBy(String(pid));
    const unlock = await lockDataFolder(folder);
    expect(readFileSync(join(folder, 'rafdesk.lock'), 'utf8').split('\n')[0]).toBe(String(process.pid));
    await unlock();
  });

  it('takes over the lock of a process killed and not yet reaped by its parent (a zombie still answers signals)', async () => {
    // The shell starts a child, prints its pid and becomes `sleep`, which never reaps it.
    const pid = await shell('sleep 0.05 & echo $!; exec sleep 30');
    await expect.poll(() => stat(pid).state, { timeout: 5000 }).toBe('Z');
    const unlock = await lockDataFolder(folderLockedBy(String(pid)));
    await unlock();
  });

  it('refuses while the owner runs, and takes over from a later process given the same pid', async () => {
    const pid = await shell('echo $$; exec sleep 30');
    const owner = stat(pid).started ?? '';
    await expect(lockDataFolder(folderLockedBy(`${pid}\n${owner}`))).rejects.toThrow(DataFolderBusyError);
    await expect(lockDataFolder(folderLockedBy(String(pid)))).rejects.toThrow(`is in use by process ${pid}`);
    const unlock = await lockDataFolder(folderLockedBy(`${pid}\n${Number(owner) - 1}`));
    await unlock();
  });
});
