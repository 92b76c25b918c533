#!/usr/bin/env node
// `npm test`: every check, stopping at the first failure, so a red step is never hidden by a later green one.
// `npm run test:quick` (--quick): the inner loop, the core, adapters, cli and ui projects only (no browser, no server).
// The static checks run two at a time (each is one thread, and the machine has two cores), then Vitest with two
// workers; each step prints its wall time, Vitest each project's, and the end the whole run's.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomInt } from 'node:crypto';

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const quick = process.argv.includes('--quick');
const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' };

/** Runs one step; its output is kept and printed whole when it ends, so steps run side by side stay readable. */
function run([name, command, args], { stream = false } = {}) {
  const since = Date.now();
  if (stream) console.log(`\n▶ ${name}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
    let output = '';
    child.stdout?.on('data', (chunk) => { output += chunk; });
    child.stderr?.on('data', (chunk) => { output += chunk; });
    child.on('close', (status) => {
      if (!stream) process.stdout.write(`\n▶ ${name}\n${output}`);
      if (status === 0) console.log(`✔ ${name} (${seconds(since)})`);
      else console.error(`✖ ${name} failed (exit ${status})`);
      resolve(status ?? 1);
    });
  });
}

/** Runs the steps two at a time and answers the first failure's exit status, or 0. */
async function twoAtATime(steps) {
  const queue = [...steps];
  let failed = 0;
  const lane = async () => {
    while (queue.length > 0 && failed === 0) {
      const status = await run(queue.shift());
      if (status !== 0) failed ||= status;
    }
  };
  await Promise.all([lane(), lane()]);
  return failed;
}

function finish(status) {
  console.log(status === 0 ? `\n✔ all checks passed in ${seconds(started)}` : `\n✖ stopped after ${seconds(started)}`);
  process.exit(status);
}

const timing = ['--reporter=default', '--reporter=./scripts/project-timing-reporter.mjs'];

if (quick) {
  const projects = ['core', 'adapters', 'cli', 'ui', 'ui-mocks'].flatMap((name) => ['--project', name]);
  finish(await run(['unit tests (core, adapters, cli, ui)', 'npx', ['vitest', 'run', ...projects, ...timing]], { stream: true }));
}

const typecheckProjects = ['core/tsconfig.test.json', 'adapters/tsconfig.test.json', 'cli/tsconfig.test.json', 'ui/tsconfig.json', 'tests/tsconfig.json', 'stories/tsconfig.json']
  .filter((path) => existsSync(path));

const build = await run(['build (type check of the shipped code)', 'npx', ['tsc', '-b', 'tsconfig.build.json']]);
if (build !== 0) finish(build);

const checks = [
  ...typecheckProjects.map((project) => [`type check ${project}`, 'npx', ['tsc', '-p', project, '--noEmit']]),
  ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
  ['dependency direction', 'npx', ['depcruise', 'core', 'adapters', 'ui', 'cli', '--config', '.dependency-cruiser.cjs']],
];
if (existsSync('stories/.storybook/main.ts')) checks.push(['storybook smoke build', 'npm', ['run', 'build-storybook', '-w', '@rafdesk/stories']]);
const checked = await twoAtATime(checks);
if (checked !== 0) finish(checked);

// CI runs the files in a shuffled order once per run (the seed is printed to repeat it), so a file that passes only
// after another is found there rather than on a developer's machine.
const shuffle = process.env.CI ? ['--sequence.shuffle.files', `--sequence.seed=${process.env.RAFDESK_TEST_SEED ?? randomInt(2 ** 31)}`] : [];
if (shuffle.length > 0) console.log(`\nFiles in shuffled order, ${shuffle[1].slice(2)} (RAFDESK_TEST_SEED repeats it)`);
finish(await run(['unit and integration tests', 'npx', ['vitest', 'run', ...shuffle, ...timing]], { stream: true }));
