#!/usr/bin/env node
// `npm test`: every check, stopping at the first failure, so a red step is never hidden by a later green one.
// `npm run test:quick` (--quick): the inner loop, the core, adapters, cli and ui projects only (no browser, no server).
// After the build, Vitest (two workers) and the static checks (one at a time) run side by side: the test files wait on
// Chromium, servers and PostgreSQL for about a third of their time, and the checks fill it. A failing check stops
// Vitest at once. Each step prints its wall time, Vitest each project's, and the end the whole run's.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomInt } from 'node:crypto';

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const quick = process.argv.includes('--quick');
const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' };

/** The steps still running, each in its own process group: stopped with this script (Ctrl+C stops them all). */
const running = new Set();
const stopAll = () => {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // It had ended already.
    }
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => { stopAll(); process.exit(130); });

/**
 * Runs one step; its output is kept and printed whole when it ends, so steps run side by side stay readable. The child
 * leads its own process group, so a stopped step takes its workers and browsers with it.
 */
function run([name, command, args, options = {}], { stream = false } = {}) {
  const since = Date.now();
  if (stream) console.log(`\n▶ ${name}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'], env, detached: true, ...options });
    running.add(child);
    let output = '';
    child.stdout?.on('data', (chunk) => { output += chunk; });
    child.stderr?.on('data', (chunk) => { output += chunk; });
    child.on('close', (status) => {
      running.delete(child);
      if (!stream) process.stdout.write(`\n▶ ${name}\n${output}`);
      if (status === 0) console.log(`✔ ${name} (${seconds(since)})`);
      else console.error(`✖ ${name} failed (exit ${status})`);
      resolve(status ?? 1);
    });
  });
}

/** Runs the steps one after another and answers the first failure's exit status, or 0. */
async function oneAtATime(steps) {
  for (const step of steps) {
    const status = await run(step);
    if (status !== 0) return status;
  }
  return 0;
}

function finish(status) {
  console.log(status === 0 ? `\n✔ all checks passed in ${seconds(started)}` : `\n✖ stopped after ${seconds(started)}`);
  process.exit(status);
}

const timing = ['--reporter=default', '--reporter=./scripts/project-timing-reporter.mjs'];

if (quick) {
  const projects = ['core', 'adapters', 'cli', 'tools', 'ui', 'ui-mocks'].flatMap((name) => ['--project', name]);
  finish(await run(['unit tests (core, adapters, cli, ui)', 'npx', ['vitest', 'run', ...projects, ...timing]], { stream: true }));
}

// The web app and its stories are one program (stories/tsconfig.with-ui.json): checked apart, the stories' check read
// and checked most of the web app a second time (32 s of CPU for the two, 20 s for one).
const typecheckProjects = ['core/tsconfig.test.json', 'adapters/tsconfig.test.json', 'cli/tsconfig.test.json', 'stories/tsconfig.with-ui.json', 'tests/tsconfig.json', 'tools/import-cms/tsconfig.json']
  .filter((path) => existsSync(path));

// The web app is built here, beside the type check of the shipped code, and not by the first browser test file: there
// both workers waited on it, and nothing else ran, for as long as the build took.
const [build, webApp] = await Promise.all([
  run(['build (type check of the shipped code)', 'npx', ['tsc', '-b', 'tsconfig.build.json']]),
  run(['web app build (the browser suites serve it)', 'npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: 'ui', env: { ...env, NODE_ENV: 'production' } }]),
]);
if (build !== 0) finish(build);
if (webApp !== 0) finish(webApp);

const checks = [
  ...typecheckProjects.map((project) => [`type check ${project}`, 'npx', ['tsc', '-p', project, '--noEmit']]),
  ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
  ['dependency direction', 'npx', ['depcruise', 'core', 'adapters', 'ui', 'cli', '--config', '.dependency-cruiser.cjs']],
];
// Storybook's test build (no docs pages, no addon panels) proves the config, preview and every story's module build; the
// stories project renders and plays each story. A full build took three times the CPU for nothing more to check.
if (existsSync('stories/.storybook/main.ts')) checks.push(['storybook smoke build', 'npx', ['storybook', 'build', '--test', '--quiet', '-o', 'storybook-static'], { cwd: 'stories' }]);
// CI runs the files in a shuffled order once per run (the seed is printed to repeat it), so a file that passes only
// after another is found there rather than on a developer's machine.
const shuffle = process.env.CI ? ['--sequence.shuffle.files', `--sequence.seed=${process.env.RAFDESK_TEST_SEED ?? randomInt(2 ** 31)}`] : [];
if (shuffle.length > 0) console.log(`\nFiles in shuffled order, ${shuffle[1].slice(2)} (RAFDESK_TEST_SEED repeats it)`);
const vitest = run(['unit and integration tests', 'npx', ['vitest', 'run', ...shuffle, ...timing]], { stream: true });
const checked = await oneAtATime(checks);
if (checked !== 0) {
  console.error('✖ a static check failed: stopping the tests');
  stopAll();
  await vitest;
  finish(checked);
}
finish(await vitest);
