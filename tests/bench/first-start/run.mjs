#!/usr/bin/env node
// `npm run bench:first-start`: a first start on PGlite as a new site gets it, `rafdesk serve --demo` on an empty data
// folder (the build's template unpacked, migrations, the demo practice seeded, statistics taken), timed until the
// portal says it is serving, with the server's peak resident memory (the kernel's high-water mark) then.
//   FIRST_START_RUNS=3 (each on a new folder under the system's temp folder, removed after)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../free-port.mjs';

const ROOT = resolve(import.meta.dirname, '../../..');
const RAFDESK = join(ROOT, 'cli/bin/rafdesk.js');
const RUNS = Number(process.env.FIRST_START_RUNS ?? 3);
const TARGETS = { seconds: 15, peakMb: 400 };
// Room for a loaded machine: a first start takes seconds, a wait of minutes only ends a broken one.
const DEADLINE_MS = 180_000;

const peakRssMb = (pid) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function firstStart() {
  const folder = mkdtempSync(join(tmpdir(), 'rafdesk-first-start-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [RAFDESK, 'serve', '--demo', '--port', String(port), '--data', join(folder, 'data')], {
    env: { ...process.env, RAFDESK_DEMO_PASSWORD: 'first-start-bench-password', RAFDESK_LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => { output += chunk; });
  try {
    while (!output.includes('RAFdesk is serving')) {
      if (child.exitCode !== null || performance.now() - started > DEADLINE_MS) throw new Error(`rafdesk serve did not start:\n${output}`);
      await new Promise((done) => setTimeout(done, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    return { seconds, peakMb: peakRssMb(child.pid) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done()));
    rmSync(folder, { recursive: true, force: true });
  }
}

console.log(`First start on PGlite: rafdesk serve --demo on an empty folder, ${RUNS} runs (load average ${loadavg().map((n) => n.toFixed(1)).join(' ')} before)`);
const runs = [];
for (let run = 1; run <= RUNS; run++) {
  const outcome = await firstStart();
  runs.push(outcome);
  console.log(`  run ${run}: serving after ${outcome.seconds.toFixed(1)} s, server peak RSS ${outcome.peakMb.toFixed(0)} MB`);
}
const worst = { seconds: Math.max(...runs.map((r) => r.seconds)), peakMb: Math.max(...runs.map((r) => r.peakMb)) };
console.log(`Slowest ${worst.seconds.toFixed(1)} s (target < ${TARGETS.seconds} s), highest peak ${worst.peakMb.toFixed(0)} MB (target < ${TARGETS.peakMb} MB); load average ${loadavg()[0].toFixed(1)} now`);
