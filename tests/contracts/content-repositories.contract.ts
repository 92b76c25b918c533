import { describe, expect, it } from 'vitest';
import type { DraftNoteContent, NoteDraftId, ProgressNoteId, RecordId, Repositories, UserId, VideoInput, VisitOption, VisitOptionId } from '@rafdesk/core';
import { at, aPatient } from './builders.js';
import { aPractice } from './clinical-fixture.js';

type Subject = Pick<Repositories, 'doctors' | 'insurances' | 'patients' | 'visitOptions' | 'progressNotes' | 'draftNotes' | 'tempDiagnoses' | 'videos'>;

const option = (id: number, overrides: Partial<VisitOption> = {}): VisitOption => ({
  id: id as VisitOptionId, description: `Option ${id}`, groupId: 1, groupDescription: 'Chief complaint', header: null, inputType: 'Check', required: false,
  tooltip: null, image: null, maleOrder: id, femaleOrder: id, ...overrides,
});
const content: DraftNoteContent = { pnInfo: { serviceDate: '03-18-2026' }, soap: { answers: [1, 2] }, dx: [], summary: null, soapOtherValues: { note: 'ü "quoted"' } };

/** What the Smart PN and gallery stores promise. */
export function contentRepositoriesContract(subject: () => Subject): void {
  const aRecord = async (repositories: Subject) => {
    const practice = await aPractice(repositories);
    const owner = (await repositories.patients.create(aPatient({ ...practice, firstName: 'Nora', lastName: 'Notes' }), 2026, at()))._unsafeUnwrap();
    return { ...owner, practice };
  };

  describe('VisitOptionRepository', () => {
    it('orders the questionnaire per sex, leaves out the other sex\'s options and knows which ids exist', async () => {
      const { visitOptions } = subject();
      (await visitOptions.upsert([option(10, { maleOrder: 2, femaleOrder: 1 }), option(11, { maleOrder: 1, femaleOrder: null, groupId: 2, groupDescription: 'Genitalia male' }), option(12, { maleOrder: null, femaleOrder: 2, required: true })]))._unsafeUnwrap();
      expect((await visitOptions.forSex('M'))._unsafeUnwrap().map((item) => item.id)).toEqual([11, 10]);
      expect((await visitOptions.forSex('F'))._unsafeUnwrap().map((item) => [item.id, item.required])).toEqual([[10, false], [12, true]]);
      (await visitOptions.upsert([option(10, { description: 'Renamed', maleOrder: 3 })]))._unsafeUnwrap();
      expect((await visitOptions.listAll())._unsafeUnwrap().find((item) => item.id === 10)?.description).toBe('Renamed');
      expect((await visitOptions.existingIds([12, 10, 99, 10]))._unsafeUnwrap()).toEqual([10, 12]);
      (await visitOptions.upsertCptCodes([{ id: 2, code: '99214', description: 'Office visit, moderate' }, { id: 660, code: 'Other', description: 'Other' }]))._unsafeUnwrap();
      expect((await visitOptions.cptCodes())._unsafeUnwrap().map((cpt) => cpt.id)).toEqual([2, 660]);
    });
  });

  describe('ProgressNoteRepository and DraftNoteRepository', () => {
    it('stores a submitted note with its PDF byte for byte and lists notes without it, newest first', async () => {
      const repositories = subject();
      const record = await aRecord(repositories);
      const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0a]);
      const note = (minute: number) => repositories.progressNotes.create({
        recordId: record.recordId, doctorId: record.doctorId, authorUserId: null as unknown as UserId, serviceDate: '2026-03-01', specialty: 'Cardiology', provider: 'Dr. Heart',
        visitOptionIds: [3, 10], cpt: '99214', otherCpt: null, content: { diagnoses: [{ code: 'I10' }], otherTexts: { chiefComplaint: 'Chest pain' } }, pdf,
      }, at(minute));
      const first = (await note(0))._unsafeUnwrap();
      const second = (await note(1))._unsafeUnwrap();
      expect(first).toMatchObject({ recordId: record.recordId, patientName: 'Nora Notes', serviceDate: '2026-03-01', cpt: '99214' });
      const found = (await repositories.progressNotes.find(first.id, record.recordId))._unsafeUnwrap();
      expect(found?.pdf).toEqual(pdf);
      expect(found?.content).toEqual({ diagnoses: [{ code: 'I10' }], otherTexts: { chiefComplaint: 'Chest pain' } });
      expect(found?.visitOptionIds).toEqual([3, 10]);
      expect((await repositories.progressNotes.find(first.id, 987_654 as RecordId))._unsafeUnwrap()).toBeNull();
      expect((await repositories.progressNotes.listByRecord(record.recordId, { pageNumber: 1, pageSize: 10 }))._unsafeUnwrap().items.map((item) => item.id)).toEqual([second.id, first.id]);
      expect((await repositories.progressNotes.listByDoctors({ doctorIds: [record.doctorId], window: { pageNumber: 1, pageSize: 1 }, searchQuery: 'nora' }))._unsafeUnwrap()).toMatchObject({ totalCount: 2 });
      expect((await repositories.progressNotes.listByDoctors({ doctorIds: [], window: { pageNumber: 1, pageSize: 10 }, searchQuery: null }))._unsafeUnwrap()).toMatchObject({ totalCount: 0, items: [] });
      expect((await repositories.progressNotes.listByDoctors({ doctorIds: null, window: { pageNumber: 1, pageSize: 10 }, searchQuery: 'nora' }))._unsafeUnwrap()).toMatchObject({ totalCount: 2 });
      expect((await repositories.progressNotes.find(424_242 as ProgressNoteId, record.recordId))._unsafeUnwrap()).toBeNull();
    });

    it('saves a draft, replaces its content, lists and deletes it, and refuses a draft of another record', async () => {
      const repositories = subject();
      const record = await aRecord(repositories);
      const draft = (await repositories.draftNotes.save({ id: null, recordId: record.recordId, content }, null, at(0)))._unsafeUnwrap();
      expect(draft).toEqual({ id: draft.id, recordId: record.recordId, content, lastSavedAt: at(0).toISOString() });
      const updated = (await repositories.draftNotes.save({ id: draft.id, recordId: record.recordId, content: { ...content, summary: 'done' } }, null, at(5)))._unsafeUnwrap();
      expect(updated).toMatchObject({ id: draft.id, lastSavedAt: at(5).toISOString(), content: { summary: 'done' } });
      expect((await repositories.draftNotes.save({ id: draft.id, recordId: 987_654 as RecordId, content }, null, at()))._unsafeUnwrapErr()).toMatchObject({ kind: 'NotFound' });
      expect((await repositories.draftNotes.save({ id: null, recordId: 987_654 as RecordId, content }, null, at()))._unsafeUnwrapErr()).toMatchObject({ kind: 'NotFound' });
      expect((await repositories.draftNotes.listByRecord(record.recordId))._unsafeUnwrap().map((item) => item.id)).toEqual([draft.id]);
      (await repositories.draftNotes.delete(draft.id))._unsafeUnwrap();
      expect((await repositories.draftNotes.find(draft.id))._unsafeUnwrap()).toBeNull();
      expect((await repositories.draftNotes.delete(424_242 as NoteDraftId))._unsafeUnwrapErr()).toMatchObject({ kind: 'NotFound' });
    });

    it('replaces the staged diagnoses of a record', async () => {
      const repositories = subject();
      const record = await aRecord(repositories);
      (await repositories.tempDiagnoses.replace(record.recordId, [{ code: 'I10', serviceDate: '2026-03-01', specialty: null, visitOptionIds: [5] }], null, at()))._unsafeUnwrap();
      (await repositories.tempDiagnoses.replace(record.recordId, [{ code: 'E119', serviceDate: null, specialty: 'Endo', visitOptionIds: [] }], null, at()))._unsafeUnwrap();
      expect((await repositories.tempDiagnoses.list(record.recordId))._unsafeUnwrap()).toEqual([{ code: 'E119', serviceDate: null, specialty: 'Endo', visitOptionIds: [] }]);
      expect((await repositories.tempDiagnoses.replace(987_654 as RecordId, [], null, at()))._unsafeUnwrapErr()).toMatchObject({ kind: 'NotFound' });
    });
  });

  describe('VideoRepository', () => {
    it('lists the videos a role may see, by category and text, newest first, and soft-deletes', async () => {
      const { videos } = subject();
      const video = (title: string, overrides: Partial<VideoInput> = {}): VideoInput => ({
        id: null, title, description: null, category: 1, visibleToRoles: ['Doctor', 'Staff'], active: true, videoPath: `/videos/${title}.mp4`, previewImagePath: null, preview: false, ...overrides,
      });
      const coding = (await videos.create(video('Coding basics'), { contentType: 'video/mp4', sizeBytes: 5_000_000_000 }, null, at(0)))._unsafeUnwrap();
      const spanish = (await videos.create(video('Curso en español', { category: 4, visibleToRoles: ['Admin'] }), { contentType: null, sizeBytes: null }, null, at(1)))._unsafeUnwrap();
      const query = { window: { pageNumber: 1, pageSize: 10 }, searchQuery: null, category: null, visibleTo: null, includeInactive: false, newestFirst: true } as const;
      const titles = async (overrides: Partial<Parameters<typeof videos.list>[0]>) => (await videos.list({ ...query, ...overrides }))._unsafeUnwrap().items.map((item) => item.title);
      expect(await titles({})).toEqual(['Curso en español', 'Coding basics']);
      expect(await titles({ newestFirst: false })).toEqual(['Coding basics', 'Curso en español']);
      expect(await titles({ visibleTo: 'Doctor' })).toEqual(['Coding basics']);
      expect(await titles({ category: 4 })).toEqual(['Curso en español']);
      expect(await titles({ searchQuery: 'BASICS' })).toEqual(['Coding basics']);
      (await videos.update({ ...video('Coding basics, revised'), id: coding.id, visibleToRoles: ['Doctor'] }))._unsafeUnwrap();
      (await videos.setActive(spanish.id, false))._unsafeUnwrap();
      expect(await titles({})).toEqual(['Coding basics, revised']);
      expect(await titles({ includeInactive: true, visibleTo: 'Staff' })).toEqual([]);
      expect((await videos.find(coding.id))._unsafeUnwrap()).toMatchObject({ visibleToRoles: ['Doctor'], createdAt: at(0).toISOString(), category: 1 });
    });
  });
}
