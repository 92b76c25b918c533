import { describe, expect, it } from 'vitest';
import type { RecordId, UndoId } from '../domain/ids.js';
import { deleteAllDiagnosticsEndpoint, deleteDiagnosticEndpoint } from './record-endpoints.js';
import { deleteNoteDraftEndpoint } from './practice-note-endpoints.js';
import { deleteVideoEndpoint } from './gallery-endpoints.js';
import { restoreDiagnosticsEndpoint, restoreNoteDraftEndpoint, restoreVideoEndpoint } from './undo-endpoints.js';

const card = { rafTotal: 1.2, rafBilledFirstSemester: 0.4, rafBilledSecondSemester: 0, billedFractionFirstSemester: 0.33, billedFractionSecondSemester: 0, patientActive: true, modelLabel: 'V28 2026' };
const undoId = 7 as UndoId;

describe('the undo endpoints and the deletes that offer them', () => {
  it('carry the undo id from the delete\'s answer to the web app, and back in the undo\'s body', () => {
    expect(deleteDiagnosticEndpoint.codec.decodeOutput(deleteDiagnosticEndpoint.codec.encodeOutput({ value: undoId, card, recordId: 12 as RecordId }, { recordId: 12 as RecordId, code: 'E1122', serviceDate: null, queue: null }))).toEqual({ card, undoId });
    const all = deleteAllDiagnosticsEndpoint.codec.encodeOutput({ value: { deleted: 3, undoId }, card, recordId: 12 as RecordId }, 12 as RecordId);
    expect(all).toMatchObject({ deleted: 3, undoId: 7 });
    expect(deleteAllDiagnosticsEndpoint.codec.decodeOutput(all)).toEqual({ card, undoId });
    expect(deleteNoteDraftEndpoint.codec.decodeOutput(deleteNoteDraftEndpoint.codec.encodeOutput(undoId, 3 as never))).toBe(undoId);
    expect(deleteVideoEndpoint.codec.decodeOutput(deleteVideoEndpoint.codec.encodeOutput(undoId, 3 as never))).toBe(undoId);
    // An answer without one (a 204 of an older server) offers no undo.
    expect(deleteNoteDraftEndpoint.codec.decodeOutput(undefined)).toBeNull();
    for (const target of [restoreDiagnosticsEndpoint, restoreNoteDraftEndpoint, restoreVideoEndpoint]) {
      expect(target.codec.encodeInput(undoId)).toEqual({ json: { undoId: 7 } });
      expect(target.codec.decodeInput({ query: {}, params: {}, body: undefined, args: { undoId: 7 } })).toBe(undoId);
    }
  });

  it('answers the restored card with its record, for the audit line', () => {
    const sent = restoreDiagnosticsEndpoint.codec.encodeOutput({ value: 2, card, recordId: 12 as RecordId }, undoId);
    expect(sent).toMatchObject({ recordID: 12, restored: 2, raF_TOTAL: 1.2 });
    expect(restoreDiagnosticsEndpoint.codec.decodeOutput(sent)).toEqual(card);
  });
});
