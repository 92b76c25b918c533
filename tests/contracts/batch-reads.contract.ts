import { describe, expect, it } from 'vitest';
import type { ProgressNoteId, RecordId, Repositories } from '@rafdesk/core';
import { at, aPatient, aUserInput, unique } from './builders.js';
import { aPractice } from './clinical-fixture.js';

type Subject = Pick<Repositories, 'users' | 'doctors' | 'insurances' | 'patients' | 'recordDiagnostics' | 'progressNotes' | 'highRiskJustifications'>;

/**
 * What a report reads of many records at once answers what the per-record reads answer, record by record: subjects,
 * diagnostics, notes (newest first), the notes' contents and the justifications. A record not asked is not answered.
 */
export function batchReadsContract(subject: () => Subject): void {
  describe('reads of many records at once', () => {
    it('answer for each record what its own reads answer, and nothing for a record not asked or unknown', async () => {
      const repositories = subject();
      const practice = await aPractice(repositories);
      const author = (await repositories.users.create({ user: aUserInput(), userName: `batch${unique()}`, passwordHash: null, profileCompleted: true, policyAcceptedAt: null }, at()))._unsafeUnwrap().id;
      const [ana, beto, other] = (await repositories.patients.createMany([aPatient(practice), aPatient(practice), aPatient(practice)], 2026, at()))._unsafeUnwrap().map((owner) => owner.recordId);
      const code = (value: string, serviceDate: string | null) => ({ code: value, serviceDate, queue: null, provider: null, specialty: null, documentation: null });
      (await repositories.recordDiagnostics.add(ana!, [code('I10', null), code('E1122', '2025-02-01'), code('E1122', '2025-05-01')], null, at()))._unsafeUnwrap();
      (await repositories.recordDiagnostics.add(beto!, [code('J449', '2025-03-01')], null, at()))._unsafeUnwrap();
      (await repositories.recordDiagnostics.add(other!, [code('I509', '2025-03-01')], null, at()))._unsafeUnwrap();
      const note = async (recordId: RecordId, serviceDate: string, minute: number) => (await repositories.progressNotes.create({
        recordId, doctorId: practice.doctorId, authorUserId: author, serviceDate, specialty: null, provider: null, visitOptionIds: [], cpt: null, otherCpt: null,
        content: { medications: [{ name: `Drug ${minute}`, dose: '1 mg', reasonForUse: '' }] }, pdf: new TextEncoder().encode('%PDF-1.4'),
      }, new Date(at().getTime() + minute * 60_000)))._unsafeUnwrap();
      const first = await note(ana!, '2025-02-01', 1);
      const second = await note(ana!, '2025-05-01', 2);
      await note(other!, '2025-03-01', 3);
      (await repositories.highRiskJustifications.add(ana!, {
        ruleId: 'acute-stroke-outside-inpatient-stay', code: 'I639', dateOfService: '2025-05-01', reason: 'seen after the stroke unit discharged her', noteId: second.id as ProgressNoteId, by: author, at: at().toISOString(),
      }, 1))._unsafeUnwrap();
      const asked = [ana!, beto!, 987_654_321 as RecordId];

      const subjects = (await repositories.patients.scoringSubjects(asked))._unsafeUnwrap();
      const single = async (recordId: RecordId) => (await repositories.patients.scoringSubject(recordId))._unsafeUnwrap();
      expect([...subjects].sort((a, b) => a.recordId - b.recordId)).toEqual([await single(ana!), await single(beto!)].sort((a, b) => a!.recordId - b!.recordId));

      const rows = (await repositories.recordDiagnostics.listForRecords(asked))._unsafeUnwrap();
      expect([...rows.keys()].sort((a, b) => a - b)).toEqual([ana!, beto!].sort((a, b) => a - b));
      for (const recordId of [ana!, beto!]) expect(rows.get(recordId)).toEqual((await repositories.recordDiagnostics.list(recordId, { pageNumber: 1, pageSize: 100 }))._unsafeUnwrap().items);

      const notes = (await repositories.progressNotes.listForRecords(asked))._unsafeUnwrap();
      expect([...notes.keys()]).toEqual([ana!]);
      expect(notes.get(ana!)).toEqual((await repositories.progressNotes.listByRecord(ana!, { pageNumber: 1, pageSize: 100 }))._unsafeUnwrap().items);
      expect(notes.get(ana!)?.map((found) => found.id)).toEqual([second.id, first.id]);
      const contents = (await repositories.progressNotes.contents([first.id, second.id]))._unsafeUnwrap();
      for (const found of [first, second]) expect(contents.get(found.id)).toEqual((await repositories.progressNotes.find(found.id, ana!))._unsafeUnwrap()?.content);
      expect((await repositories.progressNotes.contents([]))._unsafeUnwrap().size).toBe(0);

      const justifications = (await repositories.highRiskJustifications.listForRecords(asked))._unsafeUnwrap();
      expect([...justifications.keys()]).toEqual([ana!]);
      expect(justifications.get(ana!)).toEqual((await repositories.highRiskJustifications.listByRecord(ana!))._unsafeUnwrap());
      expect((await repositories.patients.scoringSubjects([]))._unsafeUnwrap()).toEqual([]);
    });
  });
}
