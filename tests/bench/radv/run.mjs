#!/usr/bin/env node
// RADV evidence pack benchmark on the 30,000-patient practice on PostgreSQL (rafdesk db seed --patients 30000, kept
// between runs in the database rafdesk_bench_radv_30000). Once, 200 members with billed codes get one or two signed
// Smart PNs each (the PN Summary printed by the portal's own printer; a face-to-face visit with MEAT for each billed
// code, a second note by audio only for every third member). Then `rafdesk serve` builds the pack of an audit of the 200
// members while the patient list is read at 10 connections. Prints: the build time (create to built), the pack's
// verdicts and zip size, the server's peak RSS, and the p99 of the list read meanwhile.
//   BENCH_SIZE=30000  BENCH_MEMBERS=200  BENCH_CONNECTIONS=10
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (a maintenance database of the server)
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { composePortal } from '@rafdesk/cli/composition-root';
import { JsPdfProgressNote } from '@rafdesk/adapters/export/pdf';
import { api, startRafdesk, stopRafdesk } from '../rafdesk-serve.mjs';
import { ensureSeededPractice, num, psql } from '../seeded-practice.mjs';

const SIZE = Number(process.env.BENCH_SIZE ?? 30000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const MAINTENANCE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = `rafdesk_bench_radv_${SIZE}`;
const DATABASE_URL = MAINTENANCE_URL.replace(/\/[^/?]*(\?|$)/, `/${DATABASE}$1`);
const PASSWORD = 'bench-radv-password-1';
const TOKEN_SECRET = Buffer.from('rafdesk-radv-bench-token-secret-0123456789').toString('base64');
// The bench's database is kept between runs, so its field key is fixed too (never a site's key).
const FIELD_KEYS = `bench:${Buffer.alloc(32, 0x52).toString('base64')}`;
const TARGETS = { buildSeconds: 120, rssMb: 600 };
const NOTE_DATE_MARK = '-04-15';
const env = { ...process.env, DATABASE_URL, RAFDESK_DEMO_PASSWORD: PASSWORD, RAFDESK_TOKEN_SECRET: TOKEN_SECRET, RAFDESK_FIELD_KEYS: FIELD_KEYS, RAFDESK_LOG_LEVEL: 'warn' };

const rows = (statement) => {
  const done = psql(DATABASE_URL, statement);
  if (done.status !== 0) throw new Error(`${statement}: ${done.stderr}`);
  return done.stdout.trim().split('\n').filter(Boolean).map((line) => line.split('|'));
};
const shownDate = (iso) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The members: active patients of the current year with billed codes, by record id; their billed codes. */
function members(year) {
  const found = rows(`select r.id, string_agg(distinct d.code, ',') from patient_record r join patient p on p.id = r.patient_id join record_diagnostic d on d.record_id = r.id
    where r.payment_year = ${year} and p.active and d.active and (d.billed_first or d.billed_second) group by r.id order by r.id limit ${MEMBERS}`);
  return found.map(([id, codes]) => ({ recordId: Number(id), codes: codes.split(',') }));
}

/** Once: each member's signed notes of the service year, written through the portal's own ports and printer. */
async function ensureNotes(year, chosen) {
  const serviceDate = `${year - 1}${NOTE_DATE_MARK}`;
  const have = Number(rows(`select count(distinct record_id) from progress_note where service_date = date '${serviceDate}'`)[0][0]);
  if (have >= chosen.length) return;
  console.log(`writing the signed notes of ${chosen.length} members…`);
  const portal = await composePortal({ database: { url: DATABASE_URL }, env });
  const printer = new JsPdfProgressNote();
  try {
    const at = portal.ports.clock.now();
    // The author is who submitted the note in the portal; the doctor and provider printed are the patient's.
    const author = (await portal.ports.users.findSignInAccount('doctor'))._unsafeUnwrap().userId;
    for (const [index, member] of chosen.entries()) {
      const patient = (await portal.ports.patients.findByRecord(member.recordId, serviceDate))._unsafeUnwrap();
      const owner = (await portal.ports.patients.recordOwner(member.recordId))._unsafeUnwrap();
      const doctor = (await portal.ports.doctors.details(owner.doctorId))._unsafeUnwrap();
      const provider = patient.doctorName ?? 'Provider';
      const note = async (date, encounterType, diagnoses) => {
        const pdf = (await printer.print({
          title: `Progress Note: ${patient.patientName}`,
          blocks: [
            { title: 'Provider Information', lines: [['Provider', provider], ['NPI', doctor?.npi ?? ''], ['Specialty', 'Internal Medicine']] },
            { title: 'Patient Information', lines: [['Patient', patient.patientName], ['Date of birth', shownDate(patient.dateOfBirth)]] },
            { title: 'Encounter', lines: [['Service Date', shownDate(date)], ['Encounter type', encounterType]] },
          ],
          diagnoses,
          signature: `Electronically signed by ${provider}, NPI ${doctor?.npi ?? ''}, license ${doctor?.mdLicenseNumber ?? ''}, for the encounter of ${shownDate(date)}.`,
          footer: `Payment year ${year}`,
        }, member.recordId))._unsafeUnwrap();
        (await portal.ports.progressNotes.create({
          recordId: member.recordId, doctorId: owner.doctorId, authorUserId: author, serviceDate: date, specialty: 'Internal Medicine', provider, visitOptionIds: [], cpt: null, otherCpt: null,
          content: { encounterType, diagnoses, medications: [] }, pdf: pdf.bytes,
        }, at))._unsafeUnwrap();
      };
      const attached = (code, meat) => ({ code, description: `Diagnosis ${code}`, clinicalManifestations: null, treatment: null, meat, evidence: meat.length > 0 ? `${code}: stable on current treatment, reviewed today.` : '' });
      // Most codes with their MEAT; one in four without (unsupported), so the pack has every verdict.
      await note(serviceDate, 'face-to-face', member.codes.map((code, at) => attached(code, (index + at) % 4 === 3 ? [] : ['monitor', 'evaluate', 'assess', 'treat'])));
      if (index % 3 === 0) await note(`${year - 1}-09-20`, 'audio-only', member.codes.slice(0, 1).map((code) => attached(code, ['monitor'])));
    }
  } finally {
    await portal.close();
  }
}

/** The resident set of a process, from /proc (kB → MB). */
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

if (psql(MAINTENANCE_URL, 'select 1').status !== 0) {
  console.log(`PostgreSQL at ${MAINTENANCE_URL} is unreachable: the RADV bench needs it.`);
  process.exit(0);
}
ensureSeededPractice({ maintenanceUrl: MAINTENANCE_URL, database: DATABASE, databaseUrl: DATABASE_URL, size: SIZE, env });
const year = Number(rows('select max(payment_year) from patient_record')[0][0]);
const chosen = members(year);
await ensureNotes(year, chosen);

const { child, baseUrl } = await startRafdesk(env);
try {
  const admin = await api(baseUrl, 'POST', 'Authentication', null, { userName: 'admin', password: PASSWORD });
  const doctor = await api(baseUrl, 'POST', 'Authentication', null, { userName: 'doctor', password: PASSWORD });
  const due = new Date(Date.now() + 150 * 86_400_000).toISOString().slice(0, 10);
  let peak = rssMb(child.pid);
  const sampler = setInterval(() => { peak = Math.max(peak, rssMb(child.pid)); }, 100);
  // The patient list's first page, read by the doctor at CONNECTIONS connections for as long as the pack builds.
  const listPath = '/api/Patients/GetPatientList?pageNumber=1&pageSize=10';
  const load = autocannon({ url: `${baseUrl}${listPath}`, connections: CONNECTIONS, duration: 600, headers: { authorization: `Bearer ${doctor.token}` } });
  const started = performance.now();
  const audit = await api(baseUrl, 'POST', 'Radv/CreateAudit', admin.token, { contract: 'H4321', paymentYear: year, dueDate: due, recordIds: chosen.map((member) => member.recordId) });
  let view = audit;
  while (view.status === 'queued' || view.status === 'building') {
    await new Promise((done) => setTimeout(done, 500));
    view = (await api(baseUrl, 'GET', 'Radv/Audits', admin.token)).find((row) => row.id === audit.id);
  }
  const seconds = (performance.now() - started) / 1000;
  load.stop();
  const measured = await load;
  clearInterval(sampler);
  if (view.status !== 'built') throw new Error(`the pack did not build: ${JSON.stringify(view)}`);
  const zip = await api(baseUrl, 'GET', `Radv/Download/${audit.id}`, admin.token);
  const failed = measured.errors + measured.timeouts + measured.non2xx;
  console.log(`\nPostgreSQL, ${num(SIZE)} patients, an audit of ${chosen.length} members:`);
  console.log(`  pack built in ${num(seconds, 1)} s (target < ${TARGETS.buildSeconds} s): members by cover sheet ${view.counts.ready} ready, ${view.counts.weak} weak, ${view.counts.unsupported} unsupported; zip ${num(zip.byteLength / 1024 / 1024, 1)} MB`);
  console.log(`  server RSS peak ${num(peak)} MB during the build (target < ${TARGETS.rssMb} MB)`);
  console.log(`  meanwhile the patient list page at ${CONNECTIONS} connections: p50 ${measured.latency.p50} ms, p99 ${measured.latency.p99} ms, ${num(measured.requests.average, 1)} req/s, ${failed} failed; load average ${loadavg()[0].toFixed(1)}`);
} finally {
  await stopRafdesk(child);
}
