import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { must, engineRaf, recordPractice, type RecordPractice } from '../../testing/practice/record-practice.js';
import { addDiagnoses } from './add-diagnoses.js';
import { autoBilling, updateBilling } from './billing.js';
import { changeRecord } from './change-record.js';
import { calculateMasterRaf, deleteAllDiagnostics, deleteDiagnostic, setDiagnosticActive } from './diagnostic-changes.js';

const CODES = ['E119', 'E1122', 'I509', 'N184', 'J449', 'F329', 'I480', 'M069'];

/** One of the changes a busy coding team makes to one record (the API's concurrency test makes the same ones). */
function mixedChange({ ports, callers, recordId }: RecordPractice, index: number) {
  const caller = callers.staff;
  const code = CODES[index % CODES.length] ?? 'E119';
  const pair = [code, CODES[(index + 3) % CODES.length] ?? 'E119'];
  switch (index % 7) {
    case 0: return addDiagnoses(ports, caller, { recordId, codes: CODES, optimize: false });
    case 1: return updateBilling(ports, caller, { recordId, codes: pair, billed: index % 2 === 0, semester: index % 2 === 0 ? 1 : 2 });
    case 2: return autoBilling(ports, caller, recordId);
    case 3: return setDiagnosticActive(ports, caller, { recordId, code, active: index % 3 !== 0 });
    case 4: return deleteDiagnostic(ports, caller, { recordId, code, serviceDate: null, queue: null });
    case 5: return addDiagnoses(ports, caller, { recordId, codes: pair, optimize: false });
    default: return index % 14 === 6 ? deleteAllDiagnostics(ports, caller, recordId) : calculateMasterRaf(ports, caller, recordId);
  }
}

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

  it('answers 50 concurrent mixed changes of one record without a failure, and the stored figures equal a fresh recomputation', async () => {
    const practice = await recordPractice();
    const { ports, callers, recordId, stored } = practice;
    await must(addDiagnoses(ports, callers.staff, { recordId, codes: CODES, optimize: false }));
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, index) => mixedChange(practice, index)));
    // A change of a code another change just deleted is refused for that reason, never with a storage failure.
    const refusals = outcomes.flatMap((outcome) => (outcome.isErr() ? [outcome.error.kind] : []));
    for (const kind of refusals) expect(['NotFound', 'DiagnosticNotOnRecord', 'DiagnosticInactive']).toContain(kind);
    expect(outcomes.filter((outcome) => outcome.isOk()).length).toBeGreaterThan(25);
    const rows = await must(ports.recordDiagnostics.list(recordId, { pageNumber: 1, pageSize: 100 }));
    const before = await stored();
    expect(before.rafTotal).toBe(engineRaf(rows.items.filter((row) => row.active).map((row) => row.code)));
    await must(calculateMasterRaf(ports, callers.staff, recordId));
    expect(await stored()).toEqual(before);
  });
});
