import { describe, expect, it } from 'vitest';
import type { UndoId } from '../../domain/ids.js';
import { aDraftNote, aVideo } from '../../testing/builders/note-builders.js';
import { engineRaf, must, recordPractice } from '../../testing/practice/record-practice.js';
import { addDiagnoses } from '../records/add-diagnoses.js';
import { deleteAllDiagnostics, deleteDiagnostic } from '../records/diagnostic-changes.js';
import { restoreDiagnostics } from '../records/restore-diagnostics.js';
import { deleteVideo, restoreVideo } from '../gallery/manage-videos.js';
import { deleteNoteDraft, restoreNoteDraft } from '../smart-pn/note-drafts.js';
import { UNDO_WINDOW_SECONDS } from './undo-window.js';

const expired = { kind: 'UndoExpired', windowSeconds: UNDO_WINDOW_SECONDS };
const page = { pageNumber: 1, pageSize: 50 };

// The undo restores what the server kept of a delete, within the window, for whoever may make the delete.
describe('restoreDiagnostics', () => {
  it('puts one deleted diagnostic back with its service date, source and billing, and the RAF card as before', async () => {
    const { ports, callers, recordId, clock } = await recordPractice();
    await must(ports.recordDiagnostics.add(recordId, [
      { code: 'E1122', serviceDate: '2026-02-10', queue: null, provider: 'Dr. Rivera', specialty: 'Endocrinology', documentation: 'A1c 9.1', source: 'video-telehealth' },
      { code: 'I509', serviceDate: null, queue: null, provider: null, specialty: null, documentation: null },
    ], callers.staff.userId, clock.now()));
    await must(ports.recordDiagnostics.setBilling(recordId, ['E1122'], 1, true, clock.now()));
    const before = await must(addDiagnoses(ports, callers.staff, { recordId, codes: [], optimize: false }));
    const rowsBefore = (await must(ports.recordDiagnostics.list(recordId, page))).items;
    const deleted = await must(deleteDiagnostic(ports, callers.staff, { recordId, code: 'E11.22', serviceDate: '2026-02-10', queue: null }));
    expect(deleted.card.rafTotal).toBe(engineRaf(['I509']));
    clock.advance((UNDO_WINDOW_SECONDS - 1) * 1000);
    const restored = await must(restoreDiagnostics(ports, callers.admin, deleted.value));
    expect(restored).toMatchObject({ value: 1, recordId, card: { rafTotal: before.card.rafTotal, rafBilledFirstSemester: before.card.rafBilledFirstSemester } });
    expect((await must(ports.recordDiagnostics.list(recordId, page))).items).toEqual(rowsBefore);
    // Restored once: the bin no longer holds it.
    expect((await restoreDiagnostics(ports, callers.staff, deleted.value))._unsafeUnwrapErr()).toEqual({ kind: 'NotFound', entity: 'deletion' });
  });

  it('undoes Delete all, and refuses after the window, a role that may not delete and an id of another kind', async () => {
    const { ports, callers, recordId, clock } = await recordPractice();
    await must(addDiagnoses(ports, callers.staff, { recordId, codes: ['E1122', 'I509', 'J449'], optimize: false }));
    const all = await must(deleteAllDiagnostics(ports, callers.staff, recordId));
    const undoId = all.value.undoId as UndoId;
    expect((await restoreDiagnostics(ports, callers.doctor, undoId))._unsafeUnwrapErr()).toEqual({ kind: 'Forbidden' });
    const back = await must(restoreDiagnostics(ports, callers.staff, undoId));
    expect(back).toMatchObject({ value: 3, card: { rafTotal: engineRaf(['E1122', 'I509', 'J449']) } });

    const again = await must(deleteAllDiagnostics(ports, callers.staff, recordId));
    clock.advance(UNDO_WINDOW_SECONDS * 1000 + 1);
    expect((await restoreDiagnostics(ports, callers.staff, again.value.undoId as UndoId))._unsafeUnwrapErr()).toEqual(expired);
    expect((await must(ports.recordDiagnostics.list(recordId, page))).totalCount).toBe(0);
    expect((await must(deleteAllDiagnostics(ports, callers.staff, recordId))).value).toEqual({ deleted: 0, undoId: null });
  });

  it('forgets deletions past their window when the next one is kept', async () => {
    const { ports, callers, recordId, clock } = await recordPractice();
    await must(addDiagnoses(ports, callers.staff, { recordId, codes: ['E1122', 'I509'], optimize: false }));
    const first = await must(deleteDiagnostic(ports, callers.staff, { recordId, code: 'E1122', serviceDate: null, queue: null }));
    clock.advance(UNDO_WINDOW_SECONDS * 1000 + 1);
    await must(deleteDiagnostic(ports, callers.staff, { recordId, code: 'I509', serviceDate: null, queue: null }));
    expect(await must(ports.undoBin.find(first.value))).toBeNull();
  });
});

describe('restoreNoteDraft', () => {
  it('puts a deleted draft back under its id for its doctor, never for another doctor nor after the window', async () => {
    const { ports, callers, recordId, clock } = await recordPractice();
    const draft = await must(ports.draftNotes.save({ id: null, recordId, content: aDraftNote().content }, callers.doctor.userId, clock.now()));
    const undoId = await must(deleteNoteDraft(ports, callers.doctor, draft.id));
    expect(await must(ports.draftNotes.find(draft.id))).toBeNull();
    expect((await restoreNoteDraft(ports, callers.doctor2, undoId))._unsafeUnwrapErr()).toEqual({ kind: 'NotFound', entity: 'record' });
    await must(restoreNoteDraft(ports, callers.doctor, undoId));
    expect(await must(ports.draftNotes.find(draft.id))).toEqual(draft);

    const late = await must(deleteNoteDraft(ports, callers.doctor, draft.id));
    clock.advance(UNDO_WINDOW_SECONDS * 1000 + 1);
    expect((await restoreNoteDraft(ports, callers.doctor, late))._unsafeUnwrapErr()).toEqual(expired);
    // A diagnostics undo id names no draft.
    expect((await restoreNoteDraft(ports, callers.doctor, 987 as UndoId))._unsafeUnwrapErr()).toEqual({ kind: 'NotFound', entity: 'deletion' });
  });
});

describe('restoreVideo', () => {
  it('gives a deleted video back the status it had, within the window only', async () => {
    const { ports, callers, clock } = await recordPractice();
    const video = await must(ports.videos.create({ ...aVideo(), id: null }, { contentType: 'video/mp4', sizeBytes: 10 }, null, clock.now()));
    const undoId = await must(deleteVideo(ports, callers.admin, video.id));
    expect((await must(ports.videos.find(video.id)))?.active).toBe(false);
    await must(restoreVideo(ports, undoId));
    expect((await must(ports.videos.find(video.id)))?.active).toBe(true);
    const late = await must(deleteVideo(ports, callers.admin, video.id));
    clock.advance(UNDO_WINDOW_SECONDS * 1000 + 1);
    expect((await restoreVideo(ports, late))._unsafeUnwrapErr()).toEqual(expired);
    expect((await must(ports.videos.find(video.id)))?.active).toBe(false);
  });
});
