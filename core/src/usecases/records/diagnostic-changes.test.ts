import { describe, expect, it } from 'vitest';
import { must, engineRaf, recordPractice } from '../../testing/practice/record-practice.js';
import { addDiagnoses } from './add-diagnoses.js';
import { calculateMasterRaf, deleteAllDiagnostics, deleteDiagnostic, setDiagnosticActive } from './diagnostic-changes.js';

// Active, delete and Calculate RAF on the fakes: each change recomputes and stores the record's figures with it.
describe('setDiagnosticActive', () => {
  it('takes an inactive diagnostic out of the RAF and puts it back', async () => {
    const { ports, callers, recordId, stored } = await recordPractice();
    await must(addDiagnoses(ports, callers.doctor, { recordId, codes: ['E1122', 'I509'], optimize: false }));
    const off = await must(setDiagnosticActive(ports, callers.doctor, { recordId, code: 'I50.9', active: false }));
    expect(off.card.rafTotal).toBe(engineRaf(['E1122']));
    expect(await stored()).toMatchObject({ rafTotal: engineRaf(['E1122']), diagnosisCount: 1 });
    const on = await must(setDiagnosticActive(ports, callers.doctor, { recordId, code: 'I509', active: true }));
    expect(on.card.rafTotal).toBe(engineRaf(['E1122', 'I509']));
  });

  it('refuses a code the record lacks, an inactive patient and another doctor\'s record', async () => {
    const { ports, callers, recordId, foreignRecordId } = await recordPractice();
    expect((await setDiagnosticActive(ports, callers.doctor, { recordId, code: 'E119', active: false }))._unsafeUnwrapErr()).toMatchObject({ kind: 'NotFound' });
    expect((await setDiagnosticActive(ports, callers.doctor, { recordId: foreignRecordId, code: 'E119', active: false }))._unsafeUnwrapErr()).toEqual({ kind: 'NotFound', entity: 'record' });
    const inactive = await recordPractice({ activeFirst: false });
    expect((await setDiagnosticActive(inactive.ports, inactive.callers.doctor, { recordId: inactive.recordId, code: 'E119', active: false }))._unsafeUnwrapErr())
      .toEqual({ kind: 'PatientInactive' });
  });
});

describe('deleteDiagnostic and deleteAllDiagnostics', () => {
  it('delete one diagnostic and then all (MAG roles), recomputing the figures; a doctor may not', async () => {
    const { ports, callers, recordId, stored } = await recordPractice();
    await must(addDiagnoses(ports, callers.doctor, { recordId, codes: ['E1122', 'I509'], optimize: false }));
    expect((await deleteDiagnostic(ports, callers.doctor, { recordId, code: 'I509', serviceDate: null, queue: null }))._unsafeUnwrapErr()).toEqual({ kind: 'Forbidden' });
    expect((await deleteAllDiagnostics(ports, callers.doctor, recordId))._unsafeUnwrapErr()).toEqual({ kind: 'Forbidden' });
    const one = await must(deleteDiagnostic(ports, callers.staff, { recordId, code: 'I50.9', serviceDate: null, queue: null }));
    expect(one.card.rafTotal).toBe(engineRaf(['E1122']));
    expect((await deleteDiagnostic(ports, callers.staff, { recordId, code: 'I509', serviceDate: null, queue: null }))._unsafeUnwrapErr()).toMatchObject({ kind: 'NotFound' });
    const all = await must(deleteAllDiagnostics(ports, callers.staff, recordId));
    expect(all.value).toMatchObject({ deleted: 1, undoId: expect.any(Number) });
    expect(all.card).toMatchObject({ rafTotal: engineRaf([]), billedFractionFirstSemester: 1 });
    expect(await stored()).toMatchObject({ rafTotal: engineRaf([]), diagnosisCount: 0 });
  });
});

describe('calculateMasterRaf', () => {
  it('recomputes and stores the figures of a record whose diagnostics changed behind the use cases', async () => {
    const { ports, callers, recordId, stored } = await recordPractice();
    await must(ports.recordDiagnostics.add(recordId, [{ code: 'C50911', serviceDate: null, queue: null, provider: null, specialty: null, documentation: null }], null, ports.clock.now()));
    expect((await stored()).rafTotal).toBe(0);
    const change = await must(calculateMasterRaf(ports, callers.doctor, recordId));
    expect(change.card).toMatchObject({ rafTotal: engineRaf(['C50911']), patientActive: true });
    expect((await stored()).rafTotal).toBe(engineRaf(['C50911']));
    expect((await calculateMasterRaf(ports, callers.insuranceStaff, recordId))._unsafeUnwrapErr()).toEqual({ kind: 'Forbidden' });
  });
});
