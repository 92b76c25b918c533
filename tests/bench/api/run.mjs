#!/usr/bin/env node
// API benchmark: autocannon at 10 and 50 connections against `rafdesk serve` on practices of 300 (the demo), 3,000
// and 30,000 patients, on PostgreSQL and on PGlite. Each practice is seeded once with `rafdesk db seed --patients N`
// and kept for the next runs (PostgreSQL databases rafdesk_bench_N, PGlite folders under the system's temp folder).
// Prints req/s, p50 and p99 per call, the export of every patient (time, bytes, the server's peak RSS) and the scale
// curve of a 10-row page. Every request loop is bounded (BENCH_SECONDS per call, one export) and targets 127.0.0.1.
//   BENCH_SIZES=300,3000,30000  BENCH_ENGINES=postgres,pglite  BENCH_SECONDS=5  BENCH_CONNECTIONS=10,50
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (a maintenance database of the server)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { startRafdesk, stopRafdesk } from '../rafdesk-serve.mjs';

const ROOT = resolve(import.meta.dirname, '../../..');
const RAFDESK = join(ROOT, 'cli/bin/rafdesk.js');
const list = (value, fallback) => (value ?? fallback).split(',').map((item) => item.trim()).filter(Boolean);
const SIZES = list(process.env.BENCH_SIZES, '300,3000,30000').map(Number);
const ENGINES = list(process.env.BENCH_ENGINES, 'postgres,pglite');
const CONNECTIONS = list(process.env.BENCH_CONNECTIONS, '10,50').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const MAINTENANCE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'bench-api-password-1';
const TOKEN_SECRET = Buffer.from('rafdesk-api-bench-token-secret-0123456789').toString('base64');
// The bench's databases are kept between runs, so their field key is fixed too (never a site's key).
const FIELD_KEYS = `bench:${Buffer.alloc(32, 0x42).toString('base64')}`;
const TARGETS = { listPage: 50, catalogue: 50, exportMs: 3000, exportRssMb: 300, pgliteListPage: 250 };

const databaseUrl = (size) => MAINTENANCE_URL.replace(/\/[^/?]*(\?|$)/, `/rafdesk_bench_${size}$1`);
const pgliteFolder = (size) => join(tmpdir(), `rafdesk-bench-pglite-${size}`);

function envFor(engine, size) {
  // The request log at its default level, as in production: the server writes it, the bench reads and drops it.
  const base = { ...process.env, RAFDESK_DEMO_PASSWORD: PASSWORD, RAFDESK_TOKEN_SECRET: TOKEN_SECRET, RAFDESK_FIELD_KEYS: FIELD_KEYS, RAFDESK_LOG_LEVEL: 'info' };
  if (engine === 'postgres') return { ...base, DATABASE_URL: databaseUrl(size) };
  delete base.DATABASE_URL;
  return base;
}

function psql(url, statement) {
  return spawnSync('psql', [url, '-XAtc', statement], { encoding: 'utf8' });
}

/** Seeds the practice unless a complete one is there (a marker row count of patients). */
function ensurePractice(engine, size) {
  if (engine === 'postgres') {
    const count = psql(databaseUrl(size), 'select count(*) from patient');
    if (count.status === 0 && Number(count.stdout.trim()) === size) return;
    psql(MAINTENANCE_URL, `drop database if exists rafdesk_bench_${size}`);
    const created = psql(MAINTENANCE_URL, `create database rafdesk_bench_${size}`);
    if (created.status !== 0) throw new Error(`cannot create database rafdesk_bench_${size}: ${created.stderr}`);
  } else if (existsSync(join(pgliteFolder(size), 'PG_VERSION'))) {
    return;
  }
  console.log(`seeding ${size.toLocaleString('en-US')} patients on ${engine}…`);
  const started = performance.now();
  const args = [RAFDESK, 'db', 'seed', '--patients', String(size), ...(engine === 'pglite' ? ['--data', pgliteFolder(size)] : [])];
  const seeded = spawnSync(process.execPath, args, { env: envFor(engine, size), stdio: ['ignore', 'inherit', 'inherit'] });
  if (seeded.status !== 0) throw new Error(`seeding ${size} patients on ${engine} failed`);
  console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  // PostgreSQL: statistics and the visibility map, as autovacuum would leave them on a live server.
  if (engine === 'postgres') psql(databaseUrl(size), 'vacuum analyze');
}

// The shared server start: its log is read and dropped, as in production; the bench keeps none.
const startServer = (engine, size) => startRafdesk(envFor(engine, size), engine === 'pglite' ? ['--data', pgliteFolder(size)] : []);
const stopServer = stopRafdesk;

/** The process's peak resident set so far (kernel's high-water mark), MB. */
function peakRssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function api(baseUrl, method, path, token, body) {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method, headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

function run(baseUrl, token, request, connections, seconds = SECONDS) {
  return new Promise((done, fail) => {
    autocannon({
      url: baseUrl, connections, duration: seconds, pipelining: 1,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip', 'content-type': 'application/json' },
      requests: [request],
    }, (error, result) => (error ? fail(error) : done(result)));
  });
}

async function drained(baseUrl, token, request) {
  await fetch(`${baseUrl}${request.path}`, { method: request.method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, ...(request.body ? { body: request.body } : {}) })
    .then((response) => response.arrayBuffer());
}

async function benchPractice(engine, size) {
  ensurePractice(engine, size);
  const { child, baseUrl } = await startServer(engine, size);
  try {
    const admin = await api(baseUrl, 'POST', 'Authentication', null, { userName: 'admin', password: PASSWORD });
    const [patient] = await api(baseUrl, 'GET', 'Patients?pageNumber=1&pageSize=10&SearchQuery=rivera', admin.token);
    const recordId = patient.recordID;
    // The export first, on a fresh server, so its peak RSS is the export's own.
    const before = peakRssMb(child.pid);
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/Patients?pageNumber=1&pageSize=999999`, { headers: { authorization: `Bearer ${admin.token}`, 'accept-encoding': 'br, gzip' } });
    // fetch decodes the body: the bytes counted here are the JSON's; its compressed size is the server's own affair.
    const wire = (await response.arrayBuffer()).byteLength;
    const exportMs = performance.now() - started;
    const exported = { ms: exportMs, wireBytes: wire, peakRssMb: peakRssMb(child.pid), rssBeforeMb: before, encoding: response.headers.get('content-encoding') ?? 'none' };
    const calls = [
      ['list, 10-row page', { method: 'GET', path: '/api/Patients?pageNumber=1&pageSize=10' }],
      ['list, 10-row page 1000', { method: 'GET', path: `/api/Patients?pageNumber=${Math.min(1000, Math.floor(size / 10))}&pageSize=10` }],
      ['list, 1000-row page', { method: 'GET', path: '/api/Patients?pageNumber=1&pageSize=1000' }],
      ['patient search', { method: 'GET', path: '/api/Patients?pageNumber=1&pageSize=10&SearchQuery=maria' }],
      ['catalogue search', { method: 'GET', path: '/api/Diagnostics?pageNumber=1&pageSize=10&searchQuery=diabetes' }],
      ['record diagnostics', { method: 'GET', path: `/api/Patients/GetRecordDiagnostics?RecordID=${recordId}` }],
      ['general report', { method: 'GET', path: '/api/Insurances/GetGeneralReport?pageNumber=1&pageSize=10' }],
      ['first-semester report', { method: 'GET', path: '/api/Insurances/GetBFSReport?pageNumber=1&pageSize=10' }],
      ['second-semester report', { method: 'GET', path: '/api/Insurances/getBSSReport?pageNumber=1&pageSize=10' }],
      ['write: MAG note', { method: 'POST', path: '/api/Doctors/CreateMAGNote', body: JSON.stringify({ RecordID: recordId, MAGNotes: 'Reviewed in the benchmark' }) }],
    ];
    // Warm-up, not measured: the server's code paths compiled, the database's caches filled.
    for (const [, request] of calls) {
      await run(baseUrl, admin.token, request, Math.min(...CONNECTIONS), 1);
      await drained(baseUrl, admin.token, request);
    }
    const results = [];
    for (const [name, request] of calls) {
      for (const connections of CONNECTIONS) {
        const result = await run(baseUrl, admin.token, request, connections);
        // Requests still queued when the run ends (PGlite answers one query at a time) would land on the next call's run:
        // one more request of the same call returns once they are all answered.
        await drained(baseUrl, admin.token, request);
        const failed = result.errors + result.timeouts + result.non2xx;
        results.push({ name, connections, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed });
      }
    }
    return { engine, size, exported, results, load: loadavg()[0] };
  } finally {
    await stopServer(child);
  }
}

const pad = (text, width) => String(text).padEnd(width);
const num = (value, digits = 0) => Number(value).toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const runs = [];
for (const engine of ENGINES) {
  if (engine === 'postgres' && psql(MAINTENANCE_URL, 'select 1').status !== 0) {
    console.log(`PostgreSQL at ${MAINTENANCE_URL} is unreachable: its runs are skipped.`);
    continue;
  }
  for (const size of SIZES) {
    const outcome = await benchPractice(engine, size);
    runs.push(outcome);
    const { exported } = outcome;
    console.log(`\n${engine}, ${num(size)} patients (load average ${outcome.load.toFixed(1)}):`);
    console.log(`  export of every patient: ${num(exported.ms)} ms, ${num(exported.wireBytes / 1e6, 2)} MB of JSON, sent ${exported.encoding === 'none' ? 'uncompressed' : `as ${exported.encoding}`}, server peak RSS ${num(exported.peakRssMb)} MB`);
    console.log(`  ${pad('call', 26)} ${pad('conn', 5)} ${pad('req/s', 9)} ${pad('p50 ms', 8)} ${pad('p99 ms', 8)} failed`);
    for (const row of outcome.results) console.log(`  ${pad(row.name, 26)} ${pad(row.connections, 5)} ${pad(num(row.rps, 1), 9)} ${pad(row.p50, 8)} ${pad(row.p99, 8)} ${row.failed}`);
  }
}

console.log('\nScale curve, 10-row page (p99 ms at the most connections; demo → largest):');
const most = Math.max(...CONNECTIONS);
for (const engine of ENGINES) {
  const points = runs.filter((r) => r.engine === engine).map((r) => ({ size: r.size, p99: r.results.find((x) => x.name === 'list, 10-row page' && x.connections === most)?.p99 ?? NaN, p50: r.results.find((x) => x.name === 'list, 10-row page' && x.connections === most)?.p50 ?? NaN }));
  if (points.length === 0) continue;
  const ratio = points.at(-1).p50 / Math.max(points[0].p50, 1);
  console.log(`  ${pad(engine, 9)} ${points.map((p) => `${num(p.size)}: p50 ${p.p50} / p99 ${p.p99}`).join('   ')}   largest/smallest p50 ${ratio.toFixed(2)}× (target ≤ 2×)`);
}

const largest = (engine) => runs.filter((r) => r.engine === engine).at(-1);
const at = (run, name) => run?.results.find((x) => x.name === name && x.connections === most);
const pg = largest('postgres');
const lite = largest('pglite');
console.log('\nTargets (largest practice, most connections):');
if (pg) {
  console.log(`  PostgreSQL list page p99 ${at(pg, 'list, 10-row page')?.p99} ms (target < ${TARGETS.listPage})`);
  console.log(`  PostgreSQL catalogue search p99 ${at(pg, 'catalogue search')?.p99} ms (target < ${TARGETS.catalogue})`);
  console.log(`  PostgreSQL export of ${num(pg.size)} patients ${num(pg.exported.ms)} ms (target < ${TARGETS.exportMs}), peak RSS ${num(pg.exported.peakRssMb)} MB (target < ${TARGETS.exportRssMb})`);
}
if (lite) console.log(`  PGlite list page p99 ${at(lite, 'list, 10-row page')?.p99} ms (target < ${TARGETS.pgliteListPage})`);
console.log(`Machine: ${loadavg().map((v) => v.toFixed(2)).join(' ')} load average now; other work on the cores lowers every rate.`);
