import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CliIo } from '../cli-io.js';
import { BUILT_WEB_APP } from '../composition-root.js';

/**
 * Builds the web app when this is a clone without `ui/build` (the first `npx rafdesk serve`), so the portal serves
 * its pages instead of only the API. An installed package without the web app's sources just serves the API, and
 * `RAFDESK_BUILD_WEB_APP=false` never builds (test suites that need only the API).
 */
export async function ensureWebAppBuilt(io: CliIo, env: Readonly<Record<string, string | undefined>>): Promise<void> {
  if (env.RAFDESK_BUILD_WEB_APP === 'false' || existsSync(join(BUILT_WEB_APP, 'index.html'))) return;
  const repository = resolve(BUILT_WEB_APP, '../..');
  if (!existsSync(join(repository, 'ui', 'index.html'))) return;
  io.stderr.write('The web app is not built yet: building it once (about a minute)…\n');
  const status = await new Promise<number | null>((done) => {
    const child = spawn('npm', ['run', 'build', '-w', '@rafdesk/ui'], { cwd: repository, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, NODE_ENV: 'production' } });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => { errors += chunk.toString(); });
    child.on('close', (code) => {
      if (code !== 0) io.stderr.write(errors.slice(-2000));
      done(code);
    });
    child.on('error', () => done(null));
  });
  if (status !== 0) io.stderr.write('warning: the web app could not be built; only the API is served (run npm run build -w @rafdesk/ui)\n');
}
