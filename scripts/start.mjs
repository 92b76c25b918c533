#!/usr/bin/env node
// `npm start`: build what is missing, then run the portal on the embedded database with a demo practice.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function run(command, args) {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

run('npx', ['tsc', '-b', 'tsconfig.build.json']);
if (existsSync('ui/vite.config.ts')) run('npm', ['run', 'build', '-w', '@rafdesk/ui']);
const serveExists = existsSync('cli/dist/commands/serve.js');
run('node', ['cli/bin/rafdesk.js', ...(serveExists ? ['serve', '--demo', '--data', './data', ...process.argv.slice(2)] : ['--help'])]);
