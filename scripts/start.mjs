#!/usr/bin/env node
// `npm start`: build what is missing or stale, then run the portal on the embedded database with a demo practice.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function run(command, args) {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

function newestChange(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

run('npx', ['tsc', '-b', 'tsconfig.build.json']);
run('node', ['scripts/pglite-template.mjs']);
const webApp = 'ui/build/index.html';
const sources = ['ui/src', 'ui/index.html', 'core/src', 'adapters/src/http-client', 'adapters/src/realtime-client', 'adapters/src/export'];
const stale = !existsSync(webApp) || sources.some((path) => existsSync(path) && (statSync(path).isDirectory() ? newestChange(path) : statSync(path).mtimeMs) > statSync(webApp).mtimeMs);
if (stale) run('npm', ['run', 'build', '-w', '@rafdesk/ui']);
run('node', ['cli/bin/rafdesk.js', 'serve', '--demo', '--data', './data', ...process.argv.slice(2)]);
