import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Portal } from '@rafdesk/cli/composition-root';
import type { RecordId } from '@rafdesk/core';
import { call, signIn } from '../harness/client.js';
import { checkLogsAfterAll } from '../harness/log-check.js';
import { describeApi, BOTH_ENGINES, DEMO_SETUP } from '../harness/portal-harness.js';
import { seedCatalogue, twoPatients } from './clinical-fixtures.js';

/** Makes the database refuse every new audit line, as a full disk or a broken trail would. */
async function refuseAuditLines(portal: Portal): Promise<() => Promise<void>> {
  const { db } = portal.database;
  await sql`create or replace function refuse_audit_line() returns trigger language plpgsql as $$ begin raise exception 'audit line refused'; end $$`.execute(db);
  await sql`create trigger refuse_audit_line before insert on audit_log for each row execute function refuse_audit_line()`.execute(db);
  return async () => {
    await sql`drop trigger refuse_audit_line on audit_log`.execute(db);
  };
}

async function notesOf(portal: Portal, recordId: number): Promise<string[]> {
  // Read through the repository: the text is sealed at rest.
  return (await portal.ports.recordNotes.list(recordId as RecordId))._unsafeUnwrap().map((note) => note.text);
}

async function codesOf(portal: Portal, recordId: number): Promise<string[]> {
  const rows = await portal.database.db.selectFrom('record_diagnostic').select('code').where('record_id', '=', recordId).execute();
  return rows.map((row) => row.code);
}

async function linesOf(portal: Portal, action: string, recordId: number): Promise<number> {
  const rows = await portal.database.db.selectFrom('audit_log').select('id').where('action', '=', action).where('record_id', '=', String(recordId)).execute();
  return rows.length;
}

describeApi('Audit lines commit in the transaction of their change', (world) => {
  it('a change whose audit line cannot be written is not stored: a note (one statement) and diagnoses (a unit of work)', async () => {
    const portal = world.portal();
    await seedCatalogue(portal, ['J449']);
    const { recordId } = await twoPatients(portal);
    const doctor = await signIn(portal, 'doctor');

    const allowAuditLines = await refuseAuditLines(portal);
    const note = await call(portal, 'POST', '/api/Doctors/CreateDoctorNote', { token: doctor.token, body: { RecordID: recordId, DoctorNotes: 'stored only with its line' } });
    const added = await call(portal, 'POST', '/api/Patients/AddDiagnostics', { token: doctor.token, body: { recordID: recordId, diagnostics: 'J449', optimizerFlag: false } });
    await allowAuditLines();

    expect(note.status).toBeGreaterThanOrEqual(500);
    expect(added.status).toBeGreaterThanOrEqual(500);
    expect(await notesOf(portal, recordId)).not.toContain('stored only with its line');
    expect(await codesOf(portal, recordId)).not.toContain('J449');
  });

  it('a change that commits has exactly one audit line, written with it', async () => {
    const portal = world.portal();
    await seedCatalogue(portal, ['J449']);
    const { recordId } = await twoPatients(portal);
    const doctor = await signIn(portal, 'doctor');

    const note = await call(portal, 'POST', '/api/Doctors/CreateDoctorNote', { token: doctor.token, body: { RecordID: recordId, DoctorNotes: 'stored with its line' } });
    const added = await call(portal, 'POST', '/api/Patients/AddDiagnostics', { token: doctor.token, body: { recordID: recordId, diagnostics: 'J449', optimizerFlag: false } });

    expect(note.status).toBeLessThan(300);
    expect(added.status).toBe(200);
    expect(await notesOf(portal, recordId)).toContain('stored with its line');
    expect(await codesOf(portal, recordId)).toContain('J449');
    expect(await linesOf(portal, 'record.notes.add', recordId)).toBe(1);
    expect(await linesOf(portal, 'record.diagnostics.add', recordId)).toBe(1);
  });

  checkLogsAfterAll();
}, DEMO_SETUP, BOTH_ENGINES);
