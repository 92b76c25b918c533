import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
export const UI_BUILD = join(REPO_ROOT, 'ui/build');
const SOURCES = ['ui/src', 'ui/public', 'ui/index.html', 'ui/vite.config.ts', 'core/src', 'adapters/src/http-client', 'adapters/src/realtime-client', 'adapters/src/export'];
const LOCK = join(REPO_ROOT, 'ui/.build-lock');

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

function isFresh(): boolean {
  const built = join(UI_BUILD, 'index.html');
  return existsSync(built) && statSync(built).mtimeMs >= Math.max(...SOURCES.map((source) => newest(join(REPO_ROOT, source))));
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Builds the web app (vite build) when `ui/build` is missing or older than its sources; one test file builds, the others wait. */
export async function ensureUiBuild(): Promise<void> {
  for (let waited = 0; !isFresh(); waited += 250) {
    try {
      mkdirSync(LOCK);
    } catch {
      // A builder that died leaves its lock; a live one on a loaded machine can take minutes.
      if (waited > 600_000) rmSync(LOCK, { recursive: true, force: true });
      await sleep(250);
      continue;
    }
    try {
      if (isFresh()) return;
      // The test runner sets NODE_ENV=test, which would bundle React's development build.
      const env = { ...process.env, NODE_ENV: 'production' };
      // Built beside and swapped in, so a portal serving ui/build never sees a half-written folder.
      // Per process: a builder that took over a stale lock never writes into another's folder.
      const next = join(REPO_ROOT, `ui/build-next-${process.pid}`);
      const old = join(REPO_ROOT, `ui/build-old-${process.pid}`);
      try {
        const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', next, '--emptyOutDir'], { cwd: join(REPO_ROOT, 'ui'), encoding: 'utf8', env });
        if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
        rmSync(old, { recursive: true, force: true });
        if (existsSync(UI_BUILD)) renameSync(UI_BUILD, old);
        renameSync(next, UI_BUILD);
      } finally {
        rmSync(next, { recursive: true, force: true });
        rmSync(old, { recursive: true, force: true });
      }
      return;
    } finally {
      rmSync(LOCK, { recursive: true, force: true });
    }
  }
}
