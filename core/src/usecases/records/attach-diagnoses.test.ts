import { describe, expect, it } from 'vitest';
import { must, RECORD_CATALOGUE, recordPractice } from '../../testing/practice/record-practice.js';
import { SELECTION_EXCEEDED_RECORDS_MESSAGE } from '../../validation/messages.js';
import { addDiagnoses } from './add-diagnoses.js';
import { attachDiagnoses } from './attach-diagnoses.js';

// Attach (the records view's checkboxes for the Smart PN) on the fakes.
describe('attachDiagnoses', () => {
  it('refuses a 13th attached diagnostic with the spec\'s message, attaches 12, and a new selection replaces the old', async () => {
    const { ports, callers, recordId } = await recordPractice();
    await must(addDiagnoses(ports, callers.doctor, { recordId, codes: RECORD_CATALOGUE, optimize: false }));
    const attach = (codes: readonly string[]) => attachDiagnoses(ports, callers.doctor, { recordId, codes, serviceDate: '2026-03-02', specialty: null });
    expect((await attach(RECORD_CATALOGUE))._unsafeUnwrapErr()).toEqual({ kind: 'AttachLimitExceeded', limit: 12, attempted: 13, message: SELECTION_EXCEEDED_RECORDS_MESSAGE });
    expect(await must(ports.tempDiagnoses.list(recordId))).toEqual([]);
    const twelve = await must(attach(RECORD_CATALOGUE.slice(0, 12)));
    expect(twelve.value).toHaveLength(12);
    const previewed = async () => (await must(ports.recordDiagnostics.list(recordId, { pageNumber: 1, pageSize: 100 }))).items.filter((row) => row.inProgressNotePreview).map((row) => row.code);
    expect(await previewed()).toHaveLength(12);
    expect(await must(ports.tempDiagnoses.list(recordId))).toHaveLength(12);
    await must(attach(['I10']));
    expect(await previewed()).toEqual(['I10']);
    expect(await must(ports.tempDiagnoses.list(recordId))).toEqual([{ code: 'I10', serviceDate: '2026-03-02', specialty: null, visitOptionIds: [] }]);
  });

  it('refuses a code the record lacks or an inactive one, and MAG roles (the Smart PN is the doctor\'s)', async () => {
    const { ports, callers, recordId } = await recordPractice();
    await must(addDiagnoses(ports, callers.doctor, { recordId, codes: ['E1122', 'I509'], optimize: false }));
    await must(ports.recordDiagnostics.setActive(recordId, 'I509', false, ports.clock.now()));
    const attach = (codes: readonly string[], caller = callers.doctor) => attachDiagnoses(ports, caller, { recordId, codes, serviceDate: null, specialty: null });
    expect((await attach(['N184']))._unsafeUnwrapErr()).toEqual({ kind: 'DiagnosticNotOnRecord', code: 'N184' });
    expect((await attach(['I509']))._unsafeUnwrapErr()).toEqual({ kind: 'DiagnosticInactive', code: 'I509' });
    expect((await attach(['E1122'], callers.staff))._unsafeUnwrapErr()).toEqual({ kind: 'Forbidden' });
  });
});
