import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { must, engineRaf, recordPractice } from '../../testing/practice/record-practice.js';
import { addDiagnoses } from './add-diagnoses.js';
import { changeRecord } from './change-record.js';

// One change of a record is one transaction with its figures: what the API's concurrency and audit tests rely on.
describe('changeRecord', () => {
  it('keeps nothing of a change that fails after writing, so the card never disagrees with the diagnostics', async () => {
    const { ports, callers, recordId, stored } = await recordPractice();
    await must(addDiagnoses(ports, callers.doctor, { recordId, codes: ['E1122'], optimize: false }));
    const failed = await changeRecord(ports, callers.doctor, recordId, 'record.addDiagnostics', (repositories, _reached, at) =>
      repositories.recordDiagnostics.add(recordId, [{ code: 'I509', serviceDate: null, queue: null, provider: null, specialty: null, documentation: null }], null, at)
        .andThen(() => errAsync({ kind: 'Refused' as const })));
    expect(failed._unsafeUnwrapErr()).toEqual({ kind: 'Refused' });
    expect((await must(ports.recordDiagnostics.list(recordId, { pageNumber: 1, pageSize: 10 }))).items.map((row) => row.code)).toEqual(['E1122']);
    expect(await stored()).toMatchObject({ rafTotal: engineRaf(['E1122']), diagnosisCount: 1 });
  });

  it('runs concurrent changes of one record one after the other, so the stored figures count every diagnostic', async () => {
    const { ports, callers, recordId, stored } = await recordPractice();
    const changes = await Promise.all(['E1122', 'I509', 'J449'].map((code) => addDiagnoses(ports, callers.doctor, { recordId, codes: [code], optimize: false })));
    for (const change of changes) expect(change.isOk()).toBe(true);
    expect(await stored()).toMatchObject({ diagnosisCount: 3, rafTotal: engineRaf(['E1122', 'I509', 'J449']) });
  });
});
