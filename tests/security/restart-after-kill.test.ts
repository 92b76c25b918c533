import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '@rafdesk/adapters/persistence';
import { PGLITE_TEMPLATE } from '@rafdesk/cli/composition-root';

// Issue 32, item 8 (the PGlite restart): right after kill -9 the killed server can still answer signals until its
// parent reaps it, and a restart then was refused: "the data folder … is in use by" the dead process. Here the
// dead owner is a process that exited and is never reaped (a zombie); before the fix the folder stayed refused.

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

const stateOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
};

it('item 8: a data folder whose lock names a killed, unreaped server opens; its lock now names this process', async () => {
  // The shell starts a child, prints its pid and becomes `sleep`, which never reaps it.
  const shell = spawn('sh', ['-c', 'sleep 0.05 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
  children.push(shell);
  const pid = Number(await new Promise<string>((done) => shell.stdout.once('data', (chunk: Buffer) => done(chunk.toString()))));
  await expect.poll(() => stateOf(pid), { timeout: 5000 }).toBe('Z');
  const dataDir = mkdtempSync(join(tmpdir(), 'rafdesk-restart-'));
  writeFileSync(join(dataDir, 'rafdesk.lock'), String(pid));
  const opened = await openDatabase({ dataDir, template: PGLITE_TEMPLATE }, { migrate: false });
  expect(opened.isOk() ? 'opened' : opened.error).toBe('opened');
  expect(readFileSync(join(dataDir, 'rafdesk.lock'), 'utf8').split('\n')[0]).toBe(String(process.pid));
  await opened._unsafeUnwrap().close();
});
