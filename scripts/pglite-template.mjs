#!/usr/bin/env node
// Builds the PGlite template a new data folder starts from (schema, diagnosis catalogue, questionnaire), when it is
// missing or older than what it holds: the migrations, the seed code or the compiled catalogue.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const TEMPLATE = join(ROOT, 'cli/pglite-template/rafdesk-data.tgz');
const INPUTS = ['adapters/dist/persistence', 'cli/dist/seed', 'core/data'].map((path) => join(ROOT, path));

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  return stat.isDirectory() ? readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs) : stat.mtimeMs;
}

if (existsSync(TEMPLATE) && statSync(TEMPLATE).mtimeMs >= Math.max(...INPUTS.map(newest))) process.exit(0);
const { status } = spawnSync(process.execPath, [join(ROOT, 'cli/bin/rafdesk.js'), 'db', 'template', '--out', TEMPLATE], { stdio: 'inherit' });
// The template only speeds up a first start: without it a new data folder is created and loaded as before.
if (status !== 0) console.warn('warning: the PGlite template could not be built; new data folders will be created from scratch');
