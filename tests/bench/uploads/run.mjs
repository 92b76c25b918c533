#!/usr/bin/env node
// Upload attacks on `rafdesk serve --demo` (PGlite) while another client keeps listing patients: eight workbooks of
// 15 kB whose one cell nests 2 million elements (issue 32 item 1: they ended the process), then two zip bombs of about
// 3 MB that inflate to about 2 GB each, each attack all at once. Prints each answer, the list's latency during the
// attack (p50, p99, max) and the server's memory before and at its peak. Targets: the server stays up, every upload
// gets a 400, peak memory under 1 GB, the list keeps answering.
// Needs the compiled packages (`npx tsc -b tsconfig.build.json`).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { nestedXmlWorkbook, zipBombWorkbook } from '@rafdesk/adapters/http-server/testing';
import { freePort } from '../free-port.mjs';

const ROOT = resolve(import.meta.dirname, '../../..');
const PASSWORD = 'bench-demo-password-1';
const INFLATED_BYTES = Number(process.env.BENCH_BOMB_BYTES ?? 2 * 1024 ** 3);
const NESTED_LEVELS = Number(process.env.BENCH_NESTED_LEVELS ?? 2_000_000);
const MEMORY_TARGET_BYTES = 1024 ** 3;

async function startPortal() {
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), 'rafdesk-bench-uploads-'));
  const child = spawn(process.execPath, ['cli/bin/rafdesk.js', 'serve', '--demo', '--port', String(port), '--data', data, '--log-level', 'warn'],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, RAFDESK_DEMO_PASSWORD: PASSWORD, RAFDESK_BUILD_WEB_APP: 'false' } });
  let log = '';
  child.stderr.on('data', (chunk) => { log += chunk; });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`rafdesk serve exited:\n${log}`);
    if (attempt > 480) {
      child.kill('SIGKILL');
      throw new Error(`rafdesk serve did not start:\n${log}`);
    }
    try { if ((await fetch(`${baseUrl}/api/health`)).ok) break; } catch { /* not listening yet */ }
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    baseUrl, child, log: () => log,
    rssBytes: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024,
    async stop() {
      const exited = child.exitCode === null ? new Promise((done) => child.once('exit', done)) : Promise.resolve();
      child.kill('SIGTERM');
      await exited;
      rmSync(data, { recursive: true, force: true });
    },
  };
}

async function signIn(baseUrl, userName) {
  const response = await fetch(`${baseUrl}/api/Authentication`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName, password: PASSWORD }) });
  if (!response.ok) throw new Error(`sign-in of ${userName}: ${response.status}`);
  return (await response.json()).token;
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

// Building the bomb deflates gigabytes, which takes minutes: it is kept in the temporary folder for the next run.
const cached = join(tmpdir(), `rafdesk-bench-blank-bomb-${INFLATED_BYTES}.xlsx`);
if (!existsSync(cached)) {
  console.log(`Building a workbook that inflates to ${(INFLATED_BYTES / 1024 ** 3).toFixed(1)} GB…`);
  writeFileSync(cached, zipBombWorkbook(INFLATED_BYTES));
}
const bomb = readFileSync(cached);
const nested = nestedXmlWorkbook(NESTED_LEVELS);
const attacks = [
  { name: `Nested XML (${NESTED_LEVELS} levels, ${(nested.length / 1024).toFixed(0)} kB)`, workbook: nested, count: 8 },
  { name: `Zip bomb (${(bomb.length / 1024 ** 2).toFixed(2)} MB)`, workbook: bomb, count: 2 },
];
const portal = await startPortal();
try {
  const staff = await signIn(portal.baseUrl, 'staff');
  const doctor = await signIn(portal.baseUrl, 'doctor');
  let ok = true;
  for (const attack of attacks) {
    const body = JSON.stringify({ fileName: 'roster.xlsx', content: attack.workbook.toString('base64') });
    const upload = async () => {
      const started = performance.now();
      const response = await fetch(`${portal.baseUrl}/api/Patients/Upload`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${staff}` }, body })
        .catch((error) => ({ status: String(error), text: async () => '' }));
      return { status: response.status, text: await response.text(), ms: performance.now() - started };
    };
    let attacking = true;
    const before = portal.rssBytes();
    let peak = before;
    const sampler = setInterval(() => { if (portal.child.exitCode === null) peak = Math.max(peak, portal.rssBytes()); }, 20);
    const latencies = [];
    const failures = [];
    const lister = (async () => {
      while (attacking) {
        const started = performance.now();
        const response = await fetch(`${portal.baseUrl}/api/Patients?pageNumber=1&pageSize=10`, { headers: { authorization: `Bearer ${doctor}` } }).catch((error) => ({ ok: false, status: String(error) }));
        if (!response.ok) failures.push(response.status);
        else await response.arrayBuffer();
        latencies.push(performance.now() - started);
      }
    })();
    const answers = await Promise.all(Array.from({ length: attack.count }, upload));
    attacking = false;
    await lister;
    clearInterval(sampler);
    const sorted = [...latencies].sort((a, b) => a - b);
    const alive = (await fetch(`${portal.baseUrl}/api/health`).catch(() => ({ ok: false }))).ok;
    console.log(`${attack.name}, ${attack.count} at once:`);
    for (const [index, answer] of answers.entries()) console.log(`  upload ${index + 1}: ${answer.status} in ${answer.ms.toFixed(0)} ms ${answer.text}`);
    console.log(`  patient list during the attack: ${latencies.length} requests, ${failures.length} failed, p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`);
    console.log(`  server memory (RSS, sampled every 20 ms): ${(before / 1024 ** 2).toFixed(0)} MB before, peak ${(peak / 1024 ** 2).toFixed(0)} MB during the attack (target < ${MEMORY_TARGET_BYTES / 1024 ** 2} MB); still up: ${alive}`);
    if (failures.length > 0) console.log(`  list failures: ${[...new Set(failures)].join(', ')}`);
    ok &&= alive && peak < MEMORY_TARGET_BYTES && failures.length === 0 && answers.every((answer) => answer.status === 400);
    if (!alive) break;
  }
  console.log(ok ? 'PASS' : 'FAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  await portal.stop();
}
