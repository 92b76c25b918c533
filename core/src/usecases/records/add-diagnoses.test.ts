import { describe, expect, it } from 'vitest';
import { must, engineRaf, recordPractice } from '../../testing/practice/record-practice.js';
import type { RecordId } from '../../domain/ids.js';
import { addDiagnoses, addRecordDiagnostic } from './add-diagnoses.js';
import { recordDiagnostics } from './record-queries.js';

// The rules of Fast Coding Search's Insert and of POST Diagnostics, on the fakes; tests/api/clinical checks the HTTP wiring.
const WINDOW = { pageNumber: 1, pageSize: 1000 };

describe('addDiagnoses', () => {
  it('adds normalised codes once and stores exactly the engine\'s RAF for the same patient and codes', async () => {
    const { ports, callers, recordId, stored } = await recordPractice();
    const change = await must(addDiagnoses(ports, callers.doctor, { recordId, codes: ['e11.22', ' I50.9', 'N18.4', 'e11.22'], optimize: false }));
    expect(change.value).toMatchObject({ added: ['E1122', 'I509', 'N184'], unknown: [], alreadyPresent: [], invalid: [], optimisedOut: [] });
    const expected = engineRaf(['E1122', 'I509', 'N184']);
    expect(change.card).toMatchObject({ rafTotal: expected, modelLabel: 'V28 2026', patientActive: true });
    // Nothing billed yet: the billed RAF is the demographic part alone.
    const fraction = engineRaf([]) / expected;
    expect(await stored()).toMatchObject({ recordId, rafTotal: expected, diagnosisCount: 3, billedFractionFirstSemester: fraction, billedFractionSecondSemester: fraction });
    const rows = await must(recordDiagnostics(ports, callers.doctor, recordId, WINDOW));
    expect(rows.items.map((row) => row.code)).toEqual(['E1122', 'I509', 'N184']);
    expect(rows.totalCount).toBe(3);
    // The reply carries the added rows exactly as the list shows them, so a client need not read the list again.
    expect(change.value.rows).toEqual(rows.items);
  });

  it('reports codes outside the catalogue and things that are not codes, adds the rest, and never adds a code twice', async () => {
    const { ports, callers, recordId } = await recordPractice();
    const change = await must(addDiagnoses(ports, callers.doctor, { recordId, codes: ['E11.9', 'A00.09', 'not a code'], optimize: false }));
    expect(change.value).toMatchObject({ added: ['E119'], unknown: ['A0009'], invalid: ['not a code'] });
    expect((await must(addDiagnoses(ports, callers.doctor, { recordId, codes: ['E119'], optimize: false }))).value).toMatchObject({ added: [], alreadyPresent: ['E119'] });
  });

  it('with the Optimizer (MAG roles) keeps only codes that still count, reports the others with the HCC that trumps them, and marks additions as suspects', async () => {
    const { ports, callers, recordId } = await recordPractice();
    const change = await must(addDiagnoses(ports, callers.staff, { recordId, codes: ['E11.9', 'E11.22', 'I10'], optimize: true }));
    expect(change.value).toMatchObject({
      added: ['E1122'],
      optimisedOut: [
        { code: 'E119', trumpedBy: 'HCC37', reason: expect.stringContaining('HCC38 trumped by HCC37') },
        { code: 'I10', trumpedBy: null, reason: 'raises no HCC' },
      ],
    });
    const rows = await must(ports.recordDiagnostics.list(recordId, WINDOW));
    expect(rows.items.map((row) => [row.code, row.specialty])).toEqual([['E1122', 'Possible : Validate or Delete']]);
  });

  it('refuses the Optimizer to a doctor, any change on an inactive patient or another doctor\'s record, an unknown record, and insurance staff', async () => {
    const { ports, callers, recordId, foreignRecordId, stored } = await recordPractice({ activeFirst: false });
    const insert = (caller: typeof callers.doctor, id: RecordId, optimize = false) => addDiagnoses(ports, caller, { recordId: id, codes: ['E119'], optimize });
    expect((await insert(callers.doctor, recordId, true))._unsafeUnwrapErr()).toEqual({ kind: 'Forbidden' });
    expect((await insert(callers.doctor, recordId))._unsafeUnwrapErr()).toEqual({ kind: 'PatientInactive' });
    expect((await insert(callers.doctor, foreignRecordId))._unsafeUnwrapErr()).toEqual({ kind: 'NotFound', entity: 'record' });
    expect((await insert(callers.doctor, 999_999 as RecordId))._unsafeUnwrapErr()).toMatchObject({ kind: 'NotFound' });
    expect((await insert(callers.insuranceStaff, recordId))._unsafeUnwrapErr()).toEqual({ kind: 'Forbidden' });
    // Nothing of a refused change is kept.
    expect((await stored()).diagnosisCount).toBe(0);
    expect((await stored(foreignRecordId)).diagnosisCount).toBe(0);
  });
});

describe('addRecordDiagnostic', () => {
  it('adds one diagnostic with its service date and provider; a code outside the catalogue is refused', async () => {
    const { ports, callers, recordId } = await recordPractice();
    const change = await must(addRecordDiagnostic(ports, callers.doctor, {
      recordId, code: 'E11.9', serviceDate: '2026-02-20', queue: null, provider: 'Dr. Rivera', specialty: null, documentation: null,
    }));
    expect(change.value).toMatchObject({ added: ['E119'] });
    expect(change.card.rafTotal).toBe(engineRaf(['E119']));
    const rows = await must(ports.recordDiagnostics.list(recordId, WINDOW));
    expect(rows.items[0]).toMatchObject({ code: 'E119', serviceDate: '2026-02-20', provider: 'Dr. Rivera' });
    const unknown = await addRecordDiagnostic(ports, callers.doctor, { recordId, code: 'A00.09', serviceDate: null, queue: null, provider: null, specialty: null, documentation: null });
    expect(unknown._unsafeUnwrapErr()).toEqual({ kind: 'UnknownDiagnostic', code: 'A0009' });
  });
});
