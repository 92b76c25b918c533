// `kill -9` of `rafdesk serve` in the middle of a write loop, on PGlite (a data folder) and on PostgreSQL: every
// acknowledged change is stored, and every stored change has its audit line (they commit in one transaction), so
// the trail never misses a change a crash let through.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AesGcmFieldCipher, fieldKeysFrom } from '@rafdesk/adapters/auth';
import { createKyselyRepositories, DEFAULT_TEST_DATABASE_URL, openDatabase, probePostgres, type DatabaseLocation } from '@rafdesk/adapters/persistence';
import type { RecordId } from '@rafdesk/core';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { call, Secrets, signIn } from './harness/portal-client.js';
import { admin } from './harness/postgres-admin.js';
import { sharedEnv, startServe, stopAll, type ServeProcess } from './harness/serve-process.js';

const probe = await probePostgres(DEFAULT_TEST_DATABASE_URL);
if (!probe.reachable) console.warn(`skipping the PostgreSQL crash run: PostgreSQL at 127.0.0.1:5432 is unreachable (${probe.reason})`);

/**
 * Codes added one per request, so each stored row names the request that added it: unrelated conditions, since
 * related ones are combined into one code (diabetes with kidney disease) and would blur the count.
 */
const CODES = ['J449', 'F329', 'I480', 'M069', 'C3490', 'F200', 'I509', 'K5090', 'B20', 'E440', 'F1020', 'D61810', 'I739', 'L89154', 'Z89411'];
const WRITERS = 4;
const servers: ServeProcess[] = [];
const folders: string[] = [];
const databases: string[] = [];


afterAll(async () => {
  await stopAll(servers);
  for (const database of databases) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

interface Acknowledged {
  notes: string[];
  codes: string[];
}

/**
 * Writers add doctor notes (one statement each) and diagnoses (a unit of work each) to one record until the server
 * dies; what the server answered 2xx is acknowledged.
 */
async function writeUntilCrash(server: ServeProcess, token: string, recordId: number, crashAfter: number): Promise<Acknowledged> {
  const acknowledged: Acknowledged = { notes: [], codes: [] };
  let next = 0;
  let alive = true;
  const writer = async () => {
    while (alive) {
      const index = next;
      next += 1;
      try {
        if (index % 3 === 2 && index / 3 < CODES.length) {
          const code = CODES[Math.floor(index / 3)]!;
          const answer = await call(server.baseUrl, 'POST', '/api/Patients/AddDiagnostics', { token, body: { recordID: recordId, diagnostics: code, optimizerFlag: false } });
          if (answer.status === 200) acknowledged.codes.push(code);
        } else {
          const text = `crash-note-${index}`;
          const answer = await call(server.baseUrl, 'POST', '/api/Doctors/CreateDoctorNote', { token, body: { RecordID: recordId, DoctorNotes: text } });
          if (answer.status === 200 || answer.status === 201) acknowledged.notes.push(text);
        }
      } catch {
        alive = false; // the connection died with the server
      }
    }
  };
  const writing = Promise.all(Array.from({ length: WRITERS }, writer));
  while (acknowledged.notes.length + acknowledged.codes.length < crashAfter) await new Promise((resolve) => setTimeout(resolve, 5));
  await server.crash();
  alive = false;
  await writing;
  return acknowledged;
}

async function crashRun(location: DatabaseLocation, env: Record<string, string>, folder: string) {
  const server = await startServe({ dataDir: folder, env });
  servers.push(server);
  const doctor = await signIn(server.baseUrl, 'doctor', new Secrets());
  const page = await call(server.baseUrl, 'GET', '/api/Patients/GetPatientList?pageNumber=1&pageSize=10', { token: doctor.token });
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  const recordId = Number((page.body as { recordID: number }[])[0]!.recordID);
  // Only the codes this test adds count: the demo record may hold some of them already.
  await call(server.baseUrl, 'DELETE', `/api/Diagnostics/deleteAllDiagnostics?RecordId=${recordId}`, { token: doctor.token });

  const acknowledged = await writeUntilCrash(server, doctor.token, recordId, 40);
  expect(server.child.signalCode).toBe('SIGKILL');

  const opened = await openDatabase(location);
  if (opened.isErr()) throw new Error(`the database did not open after the crash: ${JSON.stringify(opened.error)}`);
  const { db, close } = opened.value;
  try {
    // The notes are sealed at rest: read through the repository with the servers' field key.
    const cipher = new AesGcmFieldCipher(fieldKeysFrom(env.RAFDESK_FIELD_KEYS ?? '')._unsafeUnwrap());
    const notes = (await createKyselyRepositories(db, { now: () => new Date() }, cipher).recordNotes.list(recordId as RecordId))._unsafeUnwrap()
      .filter((note) => note.text.startsWith('crash-note-')).map((note) => ({ body: note.text }));
    const codes = await db.selectFrom('record_diagnostic').select('code').where('record_id', '=', recordId).where('code', 'in', CODES).execute();
    const lines = await db.selectFrom('audit_log').select(['action', sql<number>`count(*)::int`.as('n')])
      .where('record_id', '=', String(recordId)).where('outcome', '=', 'success').where('action', 'in', ['record.notes.add', 'record.diagnostics.add'])
      .groupBy('action').execute();
    const linesOf = (action: string) => lines.find((line) => line.action === action)?.n ?? 0;

    const storedNotes = notes.map((note) => note.body);
    const storedCodes = codes.map((row) => row.code);
    expect(storedNotes).toEqual(expect.arrayContaining(acknowledged.notes));
    expect(storedCodes, JSON.stringify({ storedCodes, acknowledged: acknowledged.codes })).toEqual(expect.arrayContaining(acknowledged.codes));
    // A change whose answer the crash swallowed may be stored, but never without its line, and no line without its change.
    expect(linesOf('record.notes.add')).toBe(storedNotes.length);
    expect(linesOf('record.diagnostics.add')).toBe(storedCodes.length);
    return { acknowledged: acknowledged.notes.length + acknowledged.codes.length, stored: storedNotes.length + storedCodes.length };
  } finally {
    await close();
  }
}

describe('kill -9 during a write loop', () => {
  it('on PGlite: every acknowledged change is stored, and every stored change has its audit line', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'rafdesk-crash-'));
    folders.push(folder);
    const { acknowledged, stored } = await crashRun({ dataDir: folder }, sharedEnv({ RAFDESK_VIDEO_DIR: join(folder, 'videos') }), folder);
    expect(stored).toBeGreaterThanOrEqual(acknowledged);
  }, 240_000);

  it.skipIf(!probe.reachable)('on PostgreSQL: every acknowledged change is stored, and every stored change has its audit line', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'rafdesk-crash-pg-'));
    folders.push(folder);
    const database = `rafdesk_crash_${randomBytes(6).toString('hex')}`;
    await admin(`CREATE DATABASE ${database}`);
    databases.push(database);
    const url = `postgres://postgres@127.0.0.1:5432/${database}`;
    const { acknowledged, stored } = await crashRun({ url }, sharedEnv({ DATABASE_URL: url, RAFDESK_VIDEO_DIR: join(folder, 'videos') }), folder);
    expect(stored).toBeGreaterThanOrEqual(acknowledged);
  }, 240_000);
});
