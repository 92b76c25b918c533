import { describe, expect, it } from 'vitest';
import type { DraftNoteContent, KeptDiagnostic, RecordId, Repositories } from '@rafdesk/core';
import { at, aPatient } from './builders.js';
import { aPractice } from './clinical-fixture.js';

type Subject = Pick<Repositories, 'doctors' | 'insurances' | 'patients' | 'recordDiagnostics' | 'draftNotes' | 'undoBin'>;

const content: DraftNoteContent = { pnInfo: { serviceDate: '03-18-2026' }, soap: { answers: [1] }, dx: ['E119'], summary: 'so far', soapOtherValues: {} };
const page = { pageNumber: 1, pageSize: 10 };

/** What the stores behind the undo of a delete promise: the rows a delete removes come back exactly, once, within the window. */
export function undoRepositoriesContract(subject: () => Subject): void {
  const aRecord = async (repositories: Subject) => {
    const practice = await aPractice(repositories);
    return (await repositories.patients.create(aPatient(practice), 2026, at()))._unsafeUnwrap().recordId;
  };

  describe('UndoBin and the deletes it keeps', () => {
    it('answers a deleted diagnostic with every field, and puts it back as it was listed (flags included)', async () => {
      const repositories = subject();
      const recordId = await aRecord(repositories);
      (await repositories.recordDiagnostics.add(recordId, [
        { code: 'E1122', serviceDate: '2026-02-10', queue: 'pn', provider: 'Dr. Rivera', specialty: 'Endocrinology', documentation: 'A1c 9.1', source: 'audio-only' },
        { code: 'I10', serviceDate: null, queue: null, provider: null, specialty: null, documentation: null },
      ], null, at()))._unsafeUnwrap();
      (await repositories.recordDiagnostics.setBilling(recordId, ['E1122'], 2, true, at(1)))._unsafeUnwrap();
      (await repositories.recordDiagnostics.setProgressNoteFlags(recordId, ['E1122'], { inProgressNote: true, inProgressNotePreview: true }, at(1)))._unsafeUnwrap();
      (await repositories.recordDiagnostics.setActive(recordId, 'E1122', false, at(1)))._unsafeUnwrap();
      const listed = (await repositories.recordDiagnostics.list(recordId, page))._unsafeUnwrap().items;
      const kept = (await repositories.recordDiagnostics.delete({ recordId, code: 'E1122', serviceDate: '2026-02-10', queue: 'pn' }))._unsafeUnwrap();
      expect(kept).toEqual<KeptDiagnostic[]>([{
        code: 'E1122', serviceDate: '2026-02-10', queue: 'pn', provider: 'Dr. Rivera', specialty: 'Endocrinology', documentation: 'A1c 9.1', source: 'audio-only',
        active: false, billedFirstSemester: false, billedSecondSemester: true, inProgressNote: true, inProgressNotePreview: true, createdBy: null,
      }]);
      const undoId = (await repositories.undoBin.keep({ kind: 'diagnostic', recordId, rows: kept }, null, at(2), at(-1)))._unsafeUnwrap();
      expect((await repositories.undoBin.find(undoId))._unsafeUnwrap()).toEqual({ id: undoId, items: { kind: 'diagnostic', recordId, rows: kept }, deletedBy: null, deletedAt: at(2) });
      const taken = (await repositories.undoBin.take(undoId))._unsafeUnwrap();
      expect(taken?.items).toEqual({ kind: 'diagnostic', recordId, rows: kept });
      expect((await repositories.undoBin.take(undoId))._unsafeUnwrap()).toBeNull();
      expect((await repositories.recordDiagnostics.addMany(kept.map((row) => ({ ...row, recordId })), at(3)))._unsafeUnwrap()).toBe(1);
      expect((await repositories.recordDiagnostics.list(recordId, page))._unsafeUnwrap().items).toEqual(listed);
      // Delete all answers every row it removed.
      expect((await repositories.recordDiagnostics.deleteAll(recordId))._unsafeUnwrap().map((row) => row.code).sort()).toEqual(['E1122', 'I10']);
    });

    it('forgets what was kept before the cut-off when it keeps the next deletion', async () => {
      const repositories = subject();
      const recordId = await aRecord(repositories);
      const old = (await repositories.undoBin.keep({ kind: 'allDiagnostics', recordId, rows: [] }, null, at(0), at(-10)))._unsafeUnwrap();
      const recent = (await repositories.undoBin.keep({ kind: 'video', videoId: 5 as never, wasActive: true }, null, at(1), at(-10)))._unsafeUnwrap();
      (await repositories.undoBin.keep({ kind: 'allDiagnostics', recordId, rows: [] }, null, at(2), at(1)))._unsafeUnwrap();
      expect((await repositories.undoBin.find(old))._unsafeUnwrap()).toBeNull();
      expect((await repositories.undoBin.find(recent))._unsafeUnwrap()?.items).toEqual({ kind: 'video', videoId: 5, wasActive: true });
    });

    it('answers a deleted draft and restores it under its own id; not on a record that is gone', async () => {
      const repositories = subject();
      const recordId = await aRecord(repositories);
      const draft = (await repositories.draftNotes.save({ id: null, recordId, content }, null, at(0)))._unsafeUnwrap();
      const kept = (await repositories.draftNotes.delete(draft.id))._unsafeUnwrap();
      expect(kept).toEqual({ ...draft, authorUserId: null });
      expect((await repositories.draftNotes.find(draft.id))._unsafeUnwrap()).toBeNull();
      (await repositories.draftNotes.restore(kept))._unsafeUnwrap();
      expect((await repositories.draftNotes.find(draft.id))._unsafeUnwrap()).toEqual(draft);
      // A new draft after the restore takes a new id.
      const next = (await repositories.draftNotes.save({ id: null, recordId, content }, null, at(1)))._unsafeUnwrap();
      expect(next.id).not.toBe(draft.id);
      expect((await repositories.draftNotes.restore({ ...kept, id: 424_242 as never, recordId: 987_654 as RecordId }))._unsafeUnwrapErr()).toMatchObject({ kind: 'NotFound' });
    });
  });
}
