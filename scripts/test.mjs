#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first failure, so a red step is never hidden by a later green one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const typecheckProjects = ['core/tsconfig.test.json', 'adapters/tsconfig.test.json', 'cli/tsconfig.test.json', 'ui/tsconfig.json', 'tests/tsconfig.json', 'stories/tsconfig.json']
  .filter((path) => existsSync(path));

const steps = [
  ['build (type check of the shipped code)', 'npx', ['tsc', '-b', 'tsconfig.build.json']],
  ...typecheckProjects.map((project) => [`type check ${project}`, 'npx', ['tsc', '-p', project, '--noEmit']]),
  ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
  ['dependency direction', 'npx', ['depcruise', 'core', 'adapters', 'ui', 'cli', '--config', '.dependency-cruiser.cjs']],
  ['unit and integration tests', 'npx', ['vitest', 'run']],
];
if (existsSync('stories/.storybook/main.ts')) steps.push(['storybook smoke build', 'npm', ['run', 'build-storybook', '-w', '@rafdesk/stories']]);

for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } });
  if (status !== 0) {
    console.error(`✖ ${name} failed (exit ${status})`);
    process.exit(status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
