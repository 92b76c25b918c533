#!/usr/bin/env node
// A management services organisation's network on PostgreSQL: `rafdesk db seed --patients 300000` (one doctor per
// 1,500 patients: 200 doctors), kept between runs in the database rafdesk_bench_mso_<size>. Two `rafdesk serve`
// processes behind nginx with the shipped deploy/nginx.conf, beside one process alone: the 10-row patient-list page,
// patient search, a record's diagnostics and a doctor's worklist (as the practice's doctor), and the MSO-wide insurance
// report's first page (as an Admin), each at 10 and 50 connections (req/s, p50, p99, failed).
//   BENCH_SIZE=300000  BENCH_SECONDS=10  BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { nginxMissing, startNginx } from '../nginx-proxy.mjs';
import { api, startRafdesk, stopRafdesk } from '../rafdesk-serve.mjs';
import { ensureSeededPractice, num, psql } from '../seeded-practice.mjs';

const SIZE = Number(process.env.BENCH_SIZE ?? 300000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MAINTENANCE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = `rafdesk_bench_mso_${SIZE}`;
const DATABASE_URL = MAINTENANCE_URL.replace(/\/[^/?]*(\?|$)/, `/${DATABASE}$1`);
const PASSWORD = 'bench-mso-password-1';
const TOKEN_SECRET = Buffer.from('rafdesk-mso-bench-token-secret-0123456789').toString('base64');
// The bench's database is kept between runs, so its field key is fixed too (never a site's key).
const FIELD_KEYS = `bench:${Buffer.alloc(32, 0x4d).toString('base64')}`;
const TARGETS = { listP99Ms: 50, reportMs: 1000, seedingMinutes: 10 };
const env = {
  ...process.env, DATABASE_URL, RAFDESK_DEMO_PASSWORD: PASSWORD, RAFDESK_TOKEN_SECRET: TOKEN_SECRET, RAFDESK_FIELD_KEYS: FIELD_KEYS, RAFDESK_LOG_LEVEL: 'warn',
  // nginx is the bench's own proxy: its X-Forwarded-For is believed, as a site's is.
  RAFDESK_TRUST_PROXY: '127.0.0.1',
};

const measure = (url, token, connections, seconds) => new Promise((done, fail) => {
  autocannon({ url, connections, duration: seconds, headers: { authorization: `Bearer ${token}` } }, (error, result) => (error ? fail(error) : done(result)));
});

async function oneCall(baseUrl, path, token) {
  const started = performance.now();
  const reply = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' } });
  await reply.arrayBuffer();
  if (!reply.ok) throw new Error(`${path}: ${reply.status}`);
  return performance.now() - started;
}

if (psql(MAINTENANCE_URL, 'select 1').status !== 0) {
  console.log(`PostgreSQL at ${MAINTENANCE_URL} is unreachable: the MSO bench needs it.`);
  process.exit(0);
}
const missing = nginxMissing();
if (missing !== null) {
  console.log(`The MSO bench runs the site behind nginx: ${missing}.`);
  process.exit(0);
}
const seedStarted = performance.now();
// A network's seed holds more than Node's default heap allows at once: the seed command gets room for it.
ensureSeededPractice({ maintenanceUrl: MAINTENANCE_URL, database: DATABASE, databaseUrl: DATABASE_URL, size: SIZE, env: { ...env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=8192`.trim() } });
const seedMinutes = (performance.now() - seedStarted) / 60_000;
// A freshly seeded network: analysed and vacuumed now, so autovacuum does not run through the first measurements.
if (seedMinutes > 0.2) psql(DATABASE_URL, 'vacuum analyze');
const doctors = Number(psql(DATABASE_URL, 'select count(*) from doctor').stdout.trim());
console.log(`PostgreSQL, ${num(SIZE)} patients of ${num(doctors)} doctors${seedMinutes > 0.2 ? `, seeded in ${num(seedMinutes, 1)} min (target < ${TARGETS.seedingMinutes} min)` : ' (seeded before)'}`);

const first = await startRafdesk(env);
const second = await startRafdesk(env);
const proxy = await startNginx([new URL(first.baseUrl).port, new URL(second.baseUrl).port].map(Number));
try {
  const doctor = await api(proxy.baseUrl, 'POST', 'Authentication', null, { userName: 'doctor', password: PASSWORD });
  const admin = await api(proxy.baseUrl, 'POST', 'Authentication', null, { userName: 'admin', password: PASSWORD });
  const [row] = await api(proxy.baseUrl, 'GET', 'Patients?pageNumber=1&pageSize=10', doctor.token);
  const surname = String(row.fullName).split(' ').at(-1);
  const reportPath = '/api/Insurances/GetGeneralReport?pageNumber=1&pageSize=10';
  const coldReport = await oneCall(proxy.baseUrl, reportPath, admin.token);
  const calls = [
    ['patient list, 10-row page', '/api/Patients?pageNumber=1&pageSize=10', doctor.token],
    [`patient search "${surname}"`, `/api/Patients?pageNumber=1&pageSize=10&SearchQuery=${encodeURIComponent(surname)}`, doctor.token],
    ['a record\'s diagnostics', `/api/Patients/GetRecordDiagnostics?RecordID=${row.recordID}&pageNumber=1&pageSize=10`, doctor.token],
    ['a doctor\'s worklist page', '/api/Gaps/Worklist?pageNumber=1&pageSize=10', doctor.token],
    ['MSO-wide insurance report, first page', reportPath, admin.token],
  ];
  console.log(`  the MSO-wide insurance report's first page, one call after start: ${num(coldReport)} ms (target < ${TARGETS.reportMs} ms)`);
  for (const [name, path, token] of calls) {
    for (const [setup, baseUrl] of [['two processes behind nginx', proxy.baseUrl], ['one process, no proxy', first.baseUrl]]) {
      for (const connections of [10, 50]) {
        await measure(`${baseUrl}${path}`, token, connections, 2);
        const result = await measure(`${baseUrl}${path}`, token, connections, SECONDS);
        const failed = result.errors + result.timeouts + result.non2xx;
        const target = name.startsWith('patient list') && connections === 10 ? ` (target p99 < ${TARGETS.listP99Ms} ms)` : '';
        console.log(`  ${name}, ${setup}, ${connections} connections: ${num(result.requests.average, 1)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${failed} failed, load ${loadavg()[0].toFixed(1)}${target}`);
      }
    }
  }
} finally {
  await proxy.stop();
  await stopRafdesk(first.child);
  await stopRafdesk(second.child);
}
