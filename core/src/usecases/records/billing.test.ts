import { describe, expect, it } from 'vitest';
import { must, engineRaf, recordPractice, type RecordPractice } from '../../testing/practice/record-practice.js';
import { addDiagnoses } from './add-diagnoses.js';
import { autoBilling, updateBilling } from './billing.js';

// Billing per semester and the figures it leaves on the record (billed RAF ÷ RAF total), on the fakes.
async function coded(practice: RecordPractice, codes: readonly string[]) {
  await must(addDiagnoses(practice.ports, practice.callers.doctor, { recordId: practice.recordId, codes, optimize: false }));
}

describe('updateBilling', () => {
  it('changes the billed fractions as the formulas say, for one code or a list, and stores them on the record', async () => {
    const practice = await recordPractice();
    const { ports, callers, recordId, stored } = practice;
    await coded(practice, ['E1122', 'I509', 'N184']);
    const total = engineRaf(['E1122', 'I509', 'N184']);

    const one = await must(updateBilling(ports, callers.doctor, { recordId, codes: ['I509'], billed: true, semester: 1 }));
    expect(one.value).toBe(1);
    expect(one.card).toMatchObject({
      rafTotal: total, rafBilledFirstSemester: engineRaf(['I509']), billedFractionFirstSemester: engineRaf(['I509']) / total, billedFractionSecondSemester: engineRaf([]) / total,
    });

    const list = await must(updateBilling(ports, callers.doctor, { recordId, codes: ['E1122', 'N184'], billed: true, semester: 2 }));
    expect(list.card).toMatchObject({ rafBilledSecondSemester: engineRaf(['E1122', 'N184']), billedFractionSecondSemester: engineRaf(['E1122', 'N184']) / total });

    const unbilled = await must(updateBilling(ports, callers.doctor, { recordId, codes: ['I509'], billed: false, semester: 1 }));
    expect(unbilled.card).toMatchObject({ billedFractionFirstSemester: engineRaf([]) / total });
    // The number shown is the number stored.
    expect(await stored()).toMatchObject({
      rafTotal: unbilled.card.rafTotal, billedFractionFirstSemester: unbilled.card.billedFractionFirstSemester, billedFractionSecondSemester: engineRaf(['E1122', 'N184']) / total,
    });
  });

  it('refuses billing an inactive diagnostic or a code the record lacks, naming it, and changes nothing', async () => {
    const practice = await recordPractice();
    const { ports, callers, recordId, stored } = practice;
    await coded(practice, ['E1122', 'I509']);
    await must(ports.recordDiagnostics.setActive(recordId, 'I509', false, ports.clock.now()));
    expect((await updateBilling(ports, callers.doctor, { recordId, codes: ['E1122', 'I509'], billed: true, semester: 1 }))._unsafeUnwrapErr())
      .toEqual({ kind: 'DiagnosticInactive', code: 'I509' });
    expect((await updateBilling(ports, callers.doctor, { recordId, codes: ['N184'], billed: true, semester: 1 }))._unsafeUnwrapErr())
      .toEqual({ kind: 'DiagnosticNotOnRecord', code: 'N184' });
    const rows = await must(ports.recordDiagnostics.list(recordId, { pageNumber: 1, pageSize: 10 }));
    expect(rows.items.filter((row) => row.billedFirstSemester)).toEqual([]);
    expect((await stored()).rafBilledFirstSemester).toBe(engineRaf([]));
  });

  it('refuses billing on an inactive patient, on another doctor\'s record and to insurance staff', async () => {
    const inactive = await recordPractice({ activeFirst: false });
    expect((await updateBilling(inactive.ports, inactive.callers.doctor, { recordId: inactive.recordId, codes: ['E119'], billed: true, semester: 1 }))._unsafeUnwrapErr())
      .toEqual({ kind: 'PatientInactive' });
    const { ports, callers, recordId, foreignRecordId } = await recordPractice();
    expect((await updateBilling(ports, callers.doctor, { recordId: foreignRecordId, codes: ['E119'], billed: true, semester: 1 }))._unsafeUnwrapErr()).toEqual({ kind: 'NotFound', entity: 'record' });
    expect((await updateBilling(ports, callers.insuranceStaff, { recordId, codes: ['E119'], billed: true, semester: 1 }))._unsafeUnwrapErr()).toEqual({ kind: 'Forbidden' });
  });
});

describe('autoBilling', () => {
  it('(MAG roles) bills every active diagnostic in the current semester, so the billed fraction becomes 1; a doctor may not', async () => {
    const practice = await recordPractice();
    const { ports, callers, recordId, stored } = practice;
    await coded(practice, ['E1122', 'I509']);
    expect((await autoBilling(ports, callers.doctor, recordId))._unsafeUnwrapErr()).toEqual({ kind: 'Forbidden' });
    const change = await must(autoBilling(ports, callers.admin, recordId));
    // The fake clock stands in March: the first semester.
    expect(change.value).toEqual({ semester: 1, codes: ['E1122', 'I509'] });
    expect(change.card).toMatchObject({ billedFractionFirstSemester: 1, billedFractionSecondSemester: engineRaf([]) / engineRaf(['E1122', 'I509']) });
    expect((await stored()).billedFractionFirstSemester).toBe(1);
  });

  it('bills in the second semester from July, and nothing already billed or inactive', async () => {
    const practice = await recordPractice();
    const { ports, callers, recordId, clock } = practice;
    await coded(practice, ['E1122', 'I509', 'N184']);
    await must(updateBilling(ports, callers.doctor, { recordId, codes: ['E1122'], billed: true, semester: 2 }));
    await must(ports.recordDiagnostics.setActive(recordId, 'N184', false, clock.now()));
    clock.current = new Date('2026-07-01T12:00:00Z');
    expect((await must(autoBilling(ports, callers.staff, recordId))).value).toEqual({ semester: 2, codes: ['I509'] });
  });

  it('refuses an inactive patient', async () => {
    const { ports, callers, recordId } = await recordPractice({ activeFirst: false });
    expect((await autoBilling(ports, callers.admin, recordId))._unsafeUnwrapErr()).toEqual({ kind: 'PatientInactive' });
  });
});
