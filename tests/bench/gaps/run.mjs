#!/usr/bin/env node
// Gaps benchmark on the 30,000-patient practice on PostgreSQL (rafdesk db seed --patients 30000, kept between runs in
// the database rafdesk_bench_gaps_30000, with an imported claim history of the year before the service year added
// once so every patient has recapture gaps to find). Prints: the whole practice's gaps computed (found, valued and
// stored, one transaction), a doctor's worklist page p99 at 10 connections against `rafdesk serve`, and a coding change
// (Fast Coding's Insert of a gap's closing code) with the patient's stored gap before and after that one request; then
// the compliance report of the whole practice (an Admin's, every record's compliance card) and "RAF that counts" for a
// patient-list page of 100 records, each one call timed.
//   BENCH_SIZE=30000  BENCH_SECONDS=10  BENCH_CONNECTIONS=10
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (a maintenance database of the server)
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { composePortal } from '@rafdesk/cli/composition-root';
import { computePracticeGaps } from '@rafdesk/core';
import { api, startRafdesk, stopRafdesk } from '../rafdesk-serve.mjs';
import { ensureSeededPractice, num, psql } from '../seeded-practice.mjs';

const SIZE = Number(process.env.BENCH_SIZE ?? 30000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const MAINTENANCE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = `rafdesk_bench_gaps_${SIZE}`;
const DATABASE_URL = MAINTENANCE_URL.replace(/\/[^/?]*(\?|$)/, `/${DATABASE}$1`);
const PASSWORD = 'bench-gaps-password-1';
const TOKEN_SECRET = Buffer.from('rafdesk-gaps-bench-token-secret-0123456789').toString('base64');
// The bench's database is kept between runs, so its field key is fixed too (never a site's key).
const FIELD_KEYS = `bench:${Buffer.alloc(32, 0x47).toString('base64')}`;
const TARGETS = { practiceSeconds: 10, worklistP99Ms: 100 };
const env = { ...process.env, DATABASE_URL, RAFDESK_DEMO_PASSWORD: PASSWORD, RAFDESK_TOKEN_SECRET: TOKEN_SECRET, RAFDESK_FIELD_KEYS: FIELD_KEYS, RAFDESK_LOG_LEVEL: 'warn' };


/** The practice, seeded once; then, once, a claim history of the year before the service year for every patient. */
function ensurePractice() {
  ensureSeededPractice({ maintenanceUrl: MAINTENANCE_URL, database: DATABASE, databaseUrl: DATABASE_URL, size: SIZE, env });
  const year = Number(psql(DATABASE_URL, 'select max(payment_year) from patient_record').stdout.trim());
  const earlier = year - 2;
  // The bench's own lines are dated ${earlier}-03-10 (the demo seed imports a few lines of its own).
  const history = psql(DATABASE_URL, `select count(*) from imported_diagnosis where date_of_service = date '${earlier}-03-10'`);
  if (Number(history.stdout.trim()) > 0) return;
  // Last year's codes of each patient as claims (most are documented again this year: closed gaps), and for a share of
  // the patients conditions not documented this year (open recapture gaps), one a lower HCC of a coded hierarchy.
  const statements = [
    `insert into imported_diagnosis (patient_id, code, date_of_service, source, imported_at)
       select distinct r.patient_id, d.code, date '${earlier}-06-15', 'claim', now() from record_diagnostic d join patient_record r on r.id = d.record_id
       where r.payment_year = ${year} on conflict do nothing`,
    `insert into imported_diagnosis (patient_id, code, date_of_service, source, imported_at)
       select p.id, c.code, date '${earlier}-03-10', c.source, now() from patient p
       join (values ('E1122', 'claim', 2), ('I5022', 'claim', 3), ('J449', 'chart-review', 4), ('F331', 'claim', 5), ('N184', 'payer-gap-list', 7)) as c(code, source, every)
         on p.id % c.every = 0
       on conflict do nothing`,
    'vacuum analyze',
  ];
  for (const statement of statements) {
    const done = psql(DATABASE_URL, statement);
    if (done.status !== 0) throw new Error(`history: ${done.stderr}`);
  }
}

async function computeWholePractice() {
  // A portal composed in this process (not served): it installs the engine's data files, as rafdesk serve does.
  const services = await composePortal({ database: { url: DATABASE_URL }, env });
  try {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const result = await computePracticeGaps(services.ports, null);
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6;
    if (result.isErr()) throw new Error(`computing the practice's gaps failed: ${JSON.stringify(result.error)}`);
    return { seconds, cpuSeconds, load: loadavg()[0], ...result.value };
  } finally {
    await services.close();
  }
}

const run = (baseUrl, token, path, seconds) => new Promise((done, fail) => {
  autocannon({ url: `${baseUrl}${path}`, connections: CONNECTIONS, duration: seconds, headers: { authorization: `Bearer ${token}` } }, (error, result) => (error ? fail(error) : done(result)));
});

const shown = (gap) => (gap === undefined ? 'none' : `${gap.key} ${gap.standing.state} (coverage ${gap.coverage}, RAF ${gap.worth?.raf ?? 0})`);

if (psql(MAINTENANCE_URL, 'select 1').status !== 0) {
  console.log(`PostgreSQL at ${MAINTENANCE_URL} is unreachable: the gaps bench needs it.`);
  process.exit(0);
}
ensurePractice();
const practice = await computeWholePractice();
console.log(`\nPostgreSQL, ${num(SIZE)} patients:`);
console.log(`  whole practice's gaps computed: ${num(practice.seconds, 1)} s for ${num(practice.patients)} patients, ${num(practice.gaps)} gaps (found, valued, stored; ${num(practice.cpuSeconds, 1)} CPU-seconds in Node, PostgreSQL's apart; load average ${practice.load.toFixed(1)}; target < ${TARGETS.practiceSeconds} s)`);

const { child, baseUrl } = await startRafdesk(env);
try {
  const doctor = await api(baseUrl, 'POST', 'Authentication', null, { userName: 'doctor', password: PASSWORD });
  const path = '/api/Gaps/Worklist?pageNumber=1&pageSize=10';
  await run(baseUrl, doctor.token, path, 2);
  const measured = await run(baseUrl, doctor.token, path, SECONDS);
  const failed = measured.errors + measured.timeouts + measured.non2xx;
  console.log(`  a doctor's worklist page (10 rows) at ${CONNECTIONS} connections: p50 ${measured.latency.p50} ms, p99 ${measured.latency.p99} ms, ${num(measured.requests.average, 1)} req/s, ${failed} failed, load average ${loadavg()[0].toFixed(1)} (target p99 < ${TARGETS.worklistP99Ms} ms)`);

  // The top patient with an open recapture gap: coding its closing code documents it in that one request.
  const rows = await api(baseUrl, 'GET', 'Gaps/Worklist?pageNumber=1&pageSize=50&kind=recapture', doctor.token);
  const row = rows.find((candidate) => candidate.gaps.some((gap) => gap.standing.state === 'open' && gap.coverage === 'open'));
  if (row === undefined) throw new Error('no open recapture gap on the doctor\'s worklist');
  const target = row.gaps.find((gap) => gap.standing.state === 'open' && gap.coverage === 'open');
  const recordId = row.patient.recordId;
  const before = (await api(baseUrl, 'GET', `Gaps/GetRecordGaps?RecordID=${recordId}`, doctor.token)).gaps.find((gap) => gap.key === target.key);
  const started = performance.now();
  const coded = await api(baseUrl, 'POST', 'Patients/AddDiagnostics', doctor.token, { recordID: recordId, diagnostics: target.closingCodes[0] });
  const ms = performance.now() - started;
  // Read straight from the database, not through another call: what that one request stored.
  const patientId = row.patient.patientId;
  const stored = psql(DATABASE_URL, `select state from patient_gap where patient_id = ${patientId} and gap_key = '${target.key}'`).stdout.trim();
  const after = (await api(baseUrl, 'GET', `Gaps/GetRecordGaps?RecordID=${recordId}`, doctor.token)).gaps.find((gap) => gap.key === target.key);
  console.log(`  coding change (Fast Coding Insert of ${target.closingCodes[0]} on record ${recordId}, ${num(ms)} ms, added ${JSON.stringify(coded.added ?? coded)}):`);
  console.log(`    before: ${shown(before)}`);
  console.log(`    stored by that request: ${stored}`);
  console.log(`    after:  ${shown(after)}`);

  const admin = await api(baseUrl, 'POST', 'Authentication', null, { userName: 'admin', password: PASSWORD });
  const reportStarted = performance.now();
  const report = await api(baseUrl, 'GET', 'Compliance/Report', admin.token);
  const reportSeconds = (performance.now() - reportStarted) / 1000;
  console.log(`  compliance report of the whole practice (one call, Admin): ${num(reportSeconds, 1)} s for ${num(report.practice.records)} records of ${num(report.doctors.length)} doctors, load average ${loadavg()[0].toFixed(1)}`);
  const page = await api(baseUrl, 'GET', 'Patients?pageNumber=1&pageSize=100', admin.token);
  const ids = page.map((patient) => patient.recordID).join(',');
  const countsStarted = performance.now();
  const counts = await api(baseUrl, 'GET', `Compliance/RafThatCounts?RecordIDs=${ids}`, admin.token);
  console.log(`  RAF that counts for a list page of ${counts.length} records (one call): ${num(performance.now() - countsStarted)} ms`);
} finally {
  await stopRafdesk(child);
}
