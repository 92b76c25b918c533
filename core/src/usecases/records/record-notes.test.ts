import { describe, expect, it } from 'vitest';
import { must, recordPractice } from '../../testing/practice/record-practice.js';
import { addRecordNote } from './record-notes.js';
import { recordPatient } from './record-queries.js';

// Who writes which note on a record, on the fakes.
describe('addRecordNote', () => {
  it('lets doctors write doctor notes, MAG roles MAG notes, insurance staff none; the record shows the latest of each', async () => {
    const { ports, callers, recordId, foreignRecordId } = await recordPractice();
    const note = await must(addRecordNote(ports, callers.doctor, { recordId, kind: 'doctor', text: 'Reviewed labs' }));
    expect(note).toMatchObject({ recordId, kind: 'doctor', text: 'Reviewed labs', authorUserId: callers.doctor.userId });
    expect((await addRecordNote(ports, callers.doctor, { recordId, kind: 'mag', text: 'x' }))._unsafeUnwrapErr()).toEqual({ kind: 'Forbidden' });
    expect((await addRecordNote(ports, callers.doctor, { recordId: foreignRecordId, kind: 'doctor', text: 'x' }))._unsafeUnwrapErr()).toEqual({ kind: 'NotFound', entity: 'record' });
    expect((await addRecordNote(ports, callers.doctor, { recordId, kind: 'doctor', text: ' ' }))._unsafeUnwrapErr())
      .toMatchObject({ kind: 'ValidationFailed', issues: [{ field: 'text' }] });

    await must(addRecordNote(ports, callers.staff, { recordId, kind: 'mag', text: 'Coded E11.22' }));
    expect((await addRecordNote(ports, callers.staff, { recordId, kind: 'doctor', text: 'x' }))._unsafeUnwrapErr()).toEqual({ kind: 'Forbidden' });
    expect((await addRecordNote(ports, callers.insuranceStaff, { recordId, kind: 'mag', text: 'x' }))._unsafeUnwrapErr()).toEqual({ kind: 'Forbidden' });

    expect(await must(recordPatient(ports, callers.doctor, recordId))).toMatchObject({ doctorNotes: 'Reviewed labs', magNotes: 'Coded E11.22' });
  });
});
