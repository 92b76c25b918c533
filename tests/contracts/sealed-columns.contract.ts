import { describe, expect, it } from 'vitest';
import { AesGcmFieldCipher, fieldKeysFrom, newFieldKeyEntry } from '@rafdesk/adapters/auth';
import { createKyselyRepositories, resealFields } from '@rafdesk/adapters/persistence';
import type { NoteDraftId, ProgressNoteId, Repositories, UserId } from '@rafdesk/core';
import { aPatient, aUserInput, at, unique } from './builders.js';
import { aPractice } from './clinical-fixture.js';
import type { DatabaseUnderTest } from './database-harness.js';
import { rawRows, TEST_FIELD_KEYS, testFieldCipher } from './test-field-cipher.js';

// SECURITY.md (a)(2)(iv): a raw SELECT shows no plaintext canary; values still open after a key rotation.

const clock = { now: () => new Date() };

async function aUser(repositories: Repositories): Promise<UserId> {
  const user = (await repositories.users.create({ user: aUserInput(), userName: `sealed${unique()}`, passwordHash: null, profileCompleted: true, policyAcceptedAt: null }, at()))._unsafeUnwrap();
  return user.id;
}

const NEXT_KEY = newFieldKeyEntry('next');
const cipherOf = (keys: string) => new AesGcmFieldCipher(fieldKeysFrom(keys)._unsafeUnwrap());

/** What sealing promises on each engine: a raw read shows no canary, the repositories give every value back, a rotation keeps them readable. */
export function sealedColumnsContract(database: DatabaseUnderTest): void {
  const repositories = () => createKyselyRepositories(database.handle().db, clock, testFieldCipher);
  describe('Sealed columns', () => {
    it('keeps a TOTP seed sealed: a raw read shows no seed, the repository gives it back', async () => {
      const userId = await aUser(repositories());
      (await repositories().totpSecrets.save(userId, 'ZZSEEDCANARY234567', at()))._unsafeUnwrap();
      expect(await rawRows(database.handle(), 'totp_secret')).not.toContain('ZZSEEDCANARY');
      expect((await repositories().totpSecrets.find(userId))._unsafeUnwrap()?.secret).toBe('ZZSEEDCANARY234567');
    });

    it('keeps an unsent mail sealed (its set-password link) and gives it back to the sender; a moved body does not open', async () => {
      const { mailOutbox } = repositories();
      const ids = ['00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000c2'];
      for (const id of ids) {
        (await mailOutbox.enqueue({ id, to: 'doc@example.test', subject: 'Set your RAFdesk password', text: `https://x/set-password#ZZLINKCANARY${id}`, html: null, createdAt: at() }))._unsafeUnwrap();
      }
      expect(await rawRows(database.handle(), 'mail_outbox')).not.toContain('ZZLINKCANARY');
      expect((await mailOutbox.pending(10))._unsafeUnwrap().map((mail) => mail.text).sort()).toEqual(ids.map((id) => `https://x/set-password#ZZLINKCANARY${id}`));
      const first = await database.handle().db.selectFrom('mail_outbox').select('text_body').where('id', '=', ids[0] ?? '').executeTakeFirstOrThrow();
      await database.handle().db.updateTable('mail_outbox').set({ text_body: first.text_body }).where('id', '=', ids[1] ?? '').execute();
      expect((await mailOutbox.pending(10)).isErr()).toBe(true);
    });

    it('keeps notes, drafts and progress notes sealed; the repositories and the patient list give them back', async () => {
      const subject = repositories();
      const practice = await aPractice(subject);
      const { recordId } = (await subject.patients.create(aPatient(practice), 2026, at()))._unsafeUnwrap();
      (await subject.recordNotes.add({ recordId, kind: 'mag', text: 'ZZNOTECANARY coder' }, null, at()))._unsafeUnwrap();
      const text = { note: 'ZZDRAFTCANARY' };
      const draft = (await subject.draftNotes.save({ id: null, recordId, content: { pnInfo: text, soap: text, dx: [], summary: text, soapOtherValues: text } }, null, at()))._unsafeUnwrap();
      (await subject.draftNotes.save({ id: draft.id, recordId, content: { pnInfo: text, soap: text, dx: ['E119'], summary: text, soapOtherValues: text } }, null, at(1)))._unsafeUnwrap();
      const author = await aUser(subject);
      const note = (await subject.progressNotes.create({
        recordId, doctorId: practice.doctorId, authorUserId: author, serviceDate: '2026-03-18', specialty: null, provider: null, visitOptionIds: [], cpt: null,
        otherCpt: null, content: { plan: 'ZZCONTENTCANARY' }, pdf: new TextEncoder().encode('%PDF ZZPDFCANARY'),
      }, at()))._unsafeUnwrap();
      const raw = [await rawRows(database.handle(), 'record_note'), await rawRows(database.handle(), 'note_draft'), await rawRows(database.handle(), 'progress_note')].join('\n');
      for (const canary of ['ZZNOTECANARY', 'ZZDRAFTCANARY', 'ZZCONTENTCANARY', 'ZZPDFCANARY']) expect(raw).not.toContain(canary);
      expect((await subject.recordNotes.list(recordId))._unsafeUnwrap().map((row) => row.text)).toEqual(['ZZNOTECANARY coder']);
      expect((await subject.patients.findByRecord(recordId, '2026-03-18'))._unsafeUnwrap()?.magNotes).toBe('ZZNOTECANARY coder');
      expect((await subject.draftNotes.listByRecord(recordId))._unsafeUnwrap().map((row) => row.content.dx)).toEqual([['E119']]);
      const detail = (await subject.progressNotes.find(note.id, recordId))._unsafeUnwrap();
      expect({ content: detail?.content, pdf: new TextDecoder().decode(detail?.pdf ?? new Uint8Array()) }).toEqual({ content: { plan: 'ZZCONTENTCANARY' }, pdf: '%PDF ZZPDFCANARY' });

      // A deleted draft, kept for its undo, is sealed too, and comes back whole.
      const kept = (await subject.draftNotes.delete(draft.id))._unsafeUnwrap();
      const undoId = (await subject.undoBin.keep({ kind: 'noteDraft', draft: kept }, null, at(2), at(-10)))._unsafeUnwrap();
      expect(await rawRows(database.handle(), 'undo_bin')).not.toContain('ZZDRAFTCANARY');
      expect((await subject.undoBin.take(undoId))._unsafeUnwrap()?.items).toEqual({ kind: 'noteDraft', draft: kept });
    });

    it('seals the notes, drafts and progress notes written before sealing, and they open afterwards', async () => {
      const subject = repositories();
      const practice = await aPractice(subject);
      const { recordId } = (await subject.patients.create(aPatient(practice), 2026, at()))._unsafeUnwrap();
      const author = await aUser(subject);
      const db = database.handle().db;
      const noteId = (await db.insertInto('record_note').values({ record_id: recordId, kind: 'doctor', body: 'ZZOLDNOTE', author_user_id: null, created_at: at() }).returning('id').executeTakeFirstOrThrow()).id;
      const draftId = (await db.insertInto('note_draft').values({ record_id: recordId, author_user_id: null, data: JSON.stringify({ pnInfo: 'ZZOLDDRAFT', soap: {}, dx: [], summary: {}, soapOtherValues: {} }), created_at: at(), last_saved_at: at() })
        .returning('id').executeTakeFirstOrThrow()).id;
      const pnId = (await db.insertInto('progress_note').values({
        record_id: recordId, doctor_id: practice.doctorId, author_user_id: author, service_date: '2026-03-18', specialty: null, provider: null, visit_option_ids: [], cpt: null,
        other_cpt: null, content: JSON.stringify({ plan: 'ZZOLDCONTENT' }), pdf: Buffer.from('%PDF ZZOLDPDF'), pdf_size: 13, created_at: at(),
      }).returning('id').executeTakeFirstOrThrow()).id;
      expect(await resealFields(db, testFieldCipher, 'plain')).toMatchObject({ 'record_note.body': 1, 'note_draft.data': 1, 'progress_note.content': 1, 'progress_note.pdf': 1 });
      const raw = [await rawRows(database.handle(), 'record_note'), await rawRows(database.handle(), 'note_draft'), await rawRows(database.handle(), 'progress_note')].join('\n');
      for (const canary of ['ZZOLDNOTE', 'ZZOLDDRAFT', 'ZZOLDCONTENT', 'ZZOLDPDF']) expect(raw).not.toContain(canary);
      expect((await subject.recordNotes.list(recordId))._unsafeUnwrap().map((row) => [row.id, row.text])).toEqual([[noteId, 'ZZOLDNOTE']]);
      expect((await subject.draftNotes.find(draftId as NoteDraftId))._unsafeUnwrap()?.content.pnInfo).toBe('ZZOLDDRAFT');
      const detail = (await subject.progressNotes.find(pnId as ProgressNoteId, recordId))._unsafeUnwrap();
      expect({ content: detail?.content, pdf: new TextDecoder().decode(detail?.pdf ?? new Uint8Array()) }).toEqual({ content: { plan: 'ZZOLDCONTENT' }, pdf: '%PDF ZZOLDPDF' });
    });

    it('keeps a patient\'s gaps and a reason\'s words sealed, and a rotation reseals them so they open under the new key alone', async () => {
      const subject = repositories();
      const practice = await aPractice(subject);
      const { patientId } = (await subject.patients.create(aPatient(practice), 2026, at()))._unsafeUnwrap();
      const gap = {
        key: '2026:suspect:HCC48', kind: 'suspect' as const, paymentYear: 2026, model: 'V28' as const, hcc: 'HCC48', hccLabel: 'Morbid Obesity', coverage: 'open' as const, addressedBy: null,
        closingCodes: ['E6601'], valueCode: 'E6601', documentation: 'Document morbid obesity', rules: [], evidenceKey: 'bmi-40-or-more:vital:bmi>=40',
        evidence: [{ source: 'problem' as const, date: '2025-02-03', text: 'ZZEVIDENCECANARY morbid obesity', code: null, value: null, ruleId: 'bmi-40-or-more', identity: 'bmi-40-or-more:vital:bmi>=40' }],
      };
      const set = { patientId, doctorId: practice.doctorId, paymentYear: 2026, computedAt: at(), openWorth: { raf: 0.2, annualBudget: null, netSurplus: null, factorStatus: 'final' as const, gaps: 1 }, gaps: [{ gap, worth: null, state: 'not-present' as const }] };
      (await subject.gaps.saveSets([set]))._unsafeUnwrap();
      const disposition = { gapKey: gap.key, state: 'not-present' as const, reason: 'other' as const, reasonText: 'ZZREASONCANARY moved', code: null, dismissedEvidenceKey: gap.evidenceKey, changedAt: at().toISOString(), changedBy: null };
      const history = { gapKey: gap.key, at: at().toISOString(), by: null, from: 'open' as const, to: 'not-present' as const, event: 'user.notPresent', reason: 'other' as const, reasonText: 'ZZREASONCANARY moved', code: null, countedAsDelete: false };
      (await subject.gaps.saveDispositions([{ patientId, disposition, history }]))._unsafeUnwrap();
      const raw = [await rawRows(database.handle(), 'patient_gap_set'), await rawRows(database.handle(), 'gap_disposition'), await rawRows(database.handle(), 'gap_disposition_history')].join('\n');
      for (const canary of ['ZZEVIDENCECANARY', 'ZZREASONCANARY']) expect(raw).not.toContain(canary);

      const resealed = await resealFields(database.handle().db, cipherOf(`${NEXT_KEY},${TEST_FIELD_KEYS}`), 'rotate');
      for (const column of ['patient_gap_set.detail', 'gap_disposition.reason_text', 'gap_disposition_history.reason_text']) expect(resealed[column]).toBeGreaterThanOrEqual(1);
      const rotated = createKyselyRepositories(database.handle().db, clock, cipherOf(NEXT_KEY));
      expect((await rotated.gaps.findSet(patientId, 2026))._unsafeUnwrap()?.gaps[0]?.gap.evidence[0]?.text).toBe('ZZEVIDENCECANARY morbid obesity');
      expect((await rotated.gaps.dispositions([patientId], 2026))._unsafeUnwrap().map((item) => item.reasonText)).toEqual(['ZZREASONCANARY moved']);
      expect((await rotated.gaps.history(patientId, 2026))._unsafeUnwrap().map((item) => item.reasonText)).toEqual(['ZZREASONCANARY moved']);
    });

    it('keeps a high-risk justification\'s reason sealed, gives it back to the record and the overrides, and a rotation reseals it', async () => {
      const subject = repositories();
      const practice = await aPractice(subject);
      const { recordId } = (await subject.patients.create(aPatient(practice), 2026, at()))._unsafeUnwrap();
      const author = await aUser(subject);
      const note = (await subject.progressNotes.create({
        recordId, doctorId: practice.doctorId, authorUserId: author, serviceDate: '2025-03-18', specialty: null, provider: null, visitOptionIds: [], cpt: null, otherCpt: null, content: {}, pdf: new TextEncoder().encode('%PDF-1.4'),
      }, at()))._unsafeUnwrap();
      const reason = 'ZZWHYCANARY seen three days after the stroke unit discharged her';
      (await subject.highRiskJustifications.add(recordId, {
        ruleId: 'acute-stroke-outside-inpatient-stay', code: 'I639', dateOfService: '2025-03-18', reason, noteId: note.id as ProgressNoteId, by: author, at: at().toISOString(),
      }, 1))._unsafeUnwrap();
      expect(await rawRows(database.handle(), 'high_risk_justification')).not.toContain('ZZWHYCANARY');
      expect((await subject.highRiskJustifications.listByRecord(recordId))._unsafeUnwrap().map((row) => row.reason)).toEqual([reason]);
      expect((await subject.highRiskJustifications.listOverrides({ doctorIds: [practice.doctorId], paymentYear: 2026 }))._unsafeUnwrap().map((row) => row.reason)).toEqual([reason]);
      expect((await resealFields(database.handle().db, cipherOf(`${NEXT_KEY},${TEST_FIELD_KEYS}`), 'rotate'))['high_risk_justification.reason']).toBeGreaterThanOrEqual(1);
      const rotated = createKyselyRepositories(database.handle().db, clock, cipherOf(NEXT_KEY));
      expect((await rotated.highRiskJustifications.listByRecord(recordId))._unsafeUnwrap().map((row) => row.reason)).toEqual([reason]);
    });

    it('seals values from before sealing on the first pass, and after a rotation every value is under the new key and still opens', async () => {
      const userId = await aUser(repositories());
      await database.handle().db.insertInto('totp_secret').values({ user_id: userId, secret: 'ZZLEGACYSEED', created_at: at() }).execute();
      expect(await resealFields(database.handle().db, testFieldCipher, 'plain')).toMatchObject({ 'totp_secret.secret': 1 });
      expect(await rawRows(database.handle(), 'totp_secret')).not.toContain('ZZLEGACYSEED');
      const rotated = cipherOf(`${NEXT_KEY},${TEST_FIELD_KEYS}`);
      expect((await resealFields(database.handle().db, rotated, 'rotate'))['totp_secret.secret']).toBe(1);
      expect((await createKyselyRepositories(database.handle().db, clock, cipherOf(NEXT_KEY)).totpSecrets.find(userId))._unsafeUnwrap()?.secret).toBe('ZZLEGACYSEED');
      expect((await resealFields(database.handle().db, rotated, 'rotate'))['totp_secret.secret']).toBe(0);
    });
  });
}
