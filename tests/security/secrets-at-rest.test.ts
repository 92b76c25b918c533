import { expect, it } from 'vitest';
import type { DoctorId, RecordId, UserId } from '@rafdesk/core';
import type { Portal } from '@rafdesk/cli/composition-root';
import { call, signIn } from '../api/harness/client.js';
import { CANARY } from '../api/harness/canary.js';
import { checkLogsAfterAll } from '../api/harness/log-check.js';
import { describeApi } from '../api/harness/portal-harness.js';
import { rawRows } from '../contracts/test-field-cipher.js';

// Issue 32, item 4: what a copy of the database shows without the field keys (SECURITY.md (a)(2)(iv)).

const NOTE = 'ZZNOTECANARY the doctor wrote this';
const DRAFT = 'ZZDRAFTCANARY half a progress note';
const CONTENT = 'ZZCONTENTCANARY a submitted section';
const PDF = '%PDF-1.7 ZZPDFCANARY signed summary';

async function canaryRecord(portal: Portal): Promise<{ recordId: RecordId; doctorId: DoctorId }> {
  const row = await portal.database.db.selectFrom('patient_record as r').innerJoin('patient as p', 'p.id', 'r.patient_id')
    .select(['r.id', 'p.doctor_id']).where('p.document_id', '=', CANARY.documentId).executeTakeFirstOrThrow();
  return { recordId: row.id as RecordId, doctorId: row.doctor_id as DoctorId };
}

describeApi('Attack suite: secrets and notes at rest', (world) => {
  it('item 4: a raw read of the tables shows no note, draft, progress note, TOTP seed or set-password link', async () => {
    const portal = world.portal();
    const { ports } = portal;
    const at = world.clock.now();
    const { recordId, doctorId } = await canaryRecord(portal);
    const admin = await signIn(portal, 'admin');
    const userId = (await ports.users.findSignInAccount('doctor2'))._unsafeUnwrap()?.userId as UserId;

    (await ports.recordNotes.add({ recordId, kind: 'doctor', text: NOTE }, null, at))._unsafeUnwrap();
    const json = { text: DRAFT };
    const draft = (await ports.draftNotes.save({ id: null, recordId, content: { pnInfo: json, soap: json, dx: [], summary: json, soapOtherValues: json } }, null, at))._unsafeUnwrap();
    const note = (await ports.progressNotes.create({
      recordId, doctorId, authorUserId: userId, serviceDate: '2026-03-02', specialty: null, provider: null, visitOptionIds: [], cpt: null, otherCpt: null,
      content: { assessment: CONTENT }, pdf: new TextEncoder().encode(PDF),
    }, at))._unsafeUnwrap();
    const seed = ports.totp.generateSecret();
    (await ports.totpSecrets.save(userId, seed, at))._unsafeUnwrap();
    expect((await call(portal, 'POST', '/api/Users/ResendPassword', { token: admin.token, body: { userId } })).status).toBe(204);
    const mail = (await ports.mailOutbox.pending(10))._unsafeUnwrap().find((message) => message.to === 'doctor2@rafdesk.example');
    const linkSecret = /set-password#(\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(linkSecret).not.toBe('');

    // Read through the repositories, everything is there as written.
    expect((await ports.recordNotes.list(recordId))._unsafeUnwrap().map((row) => row.text)).toEqual([NOTE]);
    expect(JSON.stringify((await ports.draftNotes.find(draft.id))._unsafeUnwrap()?.content)).toContain(DRAFT);
    const detail = (await ports.progressNotes.find(note.id, recordId))._unsafeUnwrap();
    expect(detail?.content).toEqual({ assessment: CONTENT });
    expect(new TextDecoder().decode(detail?.pdf ?? new Uint8Array())).toBe(PDF);
    expect((await ports.totpSecrets.find(userId))._unsafeUnwrap()?.secret).toBe(seed);
    const list = (await ports.patients.findByRecord(recordId, '2026-03-02'))._unsafeUnwrap();
    expect(list?.doctorNotes).toBe(NOTE);

    // Read raw, none of it is.
    const raw = [
      await rawRows(portal.database, 'record_note'), await rawRows(portal.database, 'note_draft'), await rawRows(portal.database, 'progress_note'),
      await rawRows(portal.database, 'totp_secret'), await rawRows(portal.database, 'mail_outbox'),
    ].join('\n');
    for (const canary of ['ZZNOTECANARY', 'ZZDRAFTCANARY', 'ZZCONTENTCANARY', 'ZZPDFCANARY', seed, linkSecret]) expect(raw).not.toContain(canary);
  });
});

checkLogsAfterAll();
