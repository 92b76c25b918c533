import { describe, expect, it } from 'vitest';
import { must, recordPractice } from '../../testing/practice/record-practice.js';
import { addDiagnoses } from '../records/add-diagnoses.js';
import { deleteDiagnostic } from '../records/diagnostic-changes.js';
import { calculateMasterRaf } from '../records/diagnostic-changes.js';
import { gapWorklist, recordGaps } from './gap-queries.js';
import type { WorklistQuery } from './gap-requests.js';
import { setGapDisposition } from './set-disposition.js';
import { addRecordNote } from '../records/record-notes.js';

// Gaps as the portal keeps them, on the fakes: kept current by coding in the same change, decided by people with a
// trail, listed per role. The finder and the machine themselves are tested in core/src/gaps.

const KEY = '2026:recapture:HCC37';
const query: WorklistQuery = { window: { pageNumber: 1, pageSize: 10 }, doctorId: null, insuranceId: null, kind: null, hcc: null, status: 'to-do', searchQuery: null, sort: null, paymentYear: 2026 };

/** The practice with E11.22 coded on last year's record of the first doctor's patient: a recapture gap of HCC37 this year. */
async function withRecapture() {
  const practice = await recordPractice();
  const { ports, recordId } = practice;
  const owner = await must(ports.patients.recordOwner(recordId));
  if (owner === null) throw new Error('record expected');
  const lastYear = await must(ports.patients.ensureRecord(owner.patientId, 2025, ports.clock.now()));
  await must(ports.recordDiagnostics.add(lastYear, [{ code: 'E1122', serviceDate: '2024-05-02', queue: null, provider: null, specialty: null, documentation: null }], null, ports.clock.now()));
  return { ...practice, patientId: owner.patientId };
}

describe('gaps kept by the portal', () => {
  it('finds the recapture gap with its worth, lists it per role, and documents it when the closing code is coded', async () => {
    const { ports, callers, recordId } = await withRecapture();
    const before = await must(recordGaps(ports, callers.doctor, recordId));
    const gap = before.gaps.find((item) => item.key === KEY);
    expect(gap).toMatchObject({ kind: 'recapture', coverage: 'open', standing: { state: 'open' }, worth: { code: 'E11.22', factorStatus: expect.any(String) } });
    expect(gap?.worth?.raf).toBeGreaterThan(0);
    // Last year's HCCs are those of the year before the service year (2024 for payment year 2026).
    expect(before.lastYearHccs).toEqual([{ hcc: 'HCC37', label: expect.any(String), codes: ['E1122'] }]);
    expect(before.daysLeft).toEqual({ semester: 0, year: 0 });

    const listed = async (caller: typeof callers.doctor) => (await must(gapWorklist(ports, caller, query))).items.map((row) => row.patient.recordId);
    expect(await listed(callers.doctor)).toEqual([recordId]);
    expect(await listed(callers.staff)).toEqual([recordId]);
    expect(await listed(callers.admin)).toEqual([recordId]);
    expect(await listed(callers.doctor2)).toEqual([]);
    // Insurance staff reach their own insurance's patients only; this one is of another insurance.
    expect(await listed(callers.insuranceStaff)).toEqual([]);
    expect((await recordGaps(ports, callers.doctor2, recordId))._unsafeUnwrapErr()).toMatchObject({ kind: 'NotFound' });

    // Coding the closing code documents the gap in the same change: the stored set already says so.
    await must(addDiagnoses(ports, callers.doctor, { recordId, codes: ['E11.22'], optimize: false }));
    const after = await must(recordGaps(ports, callers.doctor, recordId));
    expect(after.gaps.find((item) => item.key === KEY)).toMatchObject({
      coverage: 'closed', standing: { state: 'documented', code: 'E11.22', changedBy: null },
      history: [{ from: 'open', to: 'documented', event: 'coding.documented', userId: null, countedAsDelete: false }],
    });
    expect(await listed(callers.doctor)).toEqual([]);
  });

  it('reads the record\'s doctor and MAG notes for problem words: a note naming an amputation raises its suspect, with the note as evidence', async () => {
    const { ports, callers, recordId, clock } = await recordPractice();
    // Notes written in the service year of the record's payment year (2025 for 2026): a note counts by the day it was written.
    clock.current = new Date('2025-11-03T12:00:00.000Z');
    const suspect = async () => (await must(recordGaps(ports, callers.doctor, recordId))).gaps.find((item) => item.key === '2026:suspect:HCC409');
    await must(addRecordNote(ports, callers.staff, { recordId, kind: 'mag', text: 'Reviewed the chart; no changes to the problem list.' }));
    expect(await suspect()).toBeUndefined();
    await must(addRecordNote(ports, callers.doctor, { recordId, kind: 'doctor', text: 'Left below knee amputation, prosthesis fits well.' }));
    const gap = await suspect();
    expect(gap).toMatchObject({ kind: 'suspect', coverage: 'open' });
    expect(JSON.stringify(gap)).toContain('Doctor note: \\"Left below knee amputation, prosthesis fits well.\\"');
  });

  it('counts deleting the documenting code as a delete: the gap is not present, not supported', async () => {
    const { ports, callers, recordId } = await withRecapture();
    await must(addDiagnoses(ports, callers.doctor, { recordId, codes: ['E11.22'], optimize: false }));
    await must(deleteDiagnostic(ports, callers.staff, { recordId, code: 'E1122', serviceDate: null, queue: null }));
    const gap = (await must(recordGaps(ports, callers.doctor, recordId))).gaps.find((item) => item.key === KEY);
    expect(gap?.standing).toMatchObject({ state: 'not-present', reason: 'not-supported', changedBy: callers.staff.userId });
    expect(gap?.history.at(-1)).toMatchObject({ from: 'documented', to: 'not-present', event: 'user.deleteUnsupported', countedAsDelete: true, userId: callers.staff.userId });
  });

  it('remembers not present for the year with the same evidence, refuses a bad decision naming the field, and reopens', async () => {
    const { ports, callers, recordId } = await withRecapture();
    const decide = (decision: Parameters<typeof setGapDisposition>[2]['decision'], caller = callers.doctor) => setGapDisposition(ports, caller, { recordId, gapKey: KEY, decision });
    expect((await decide({ type: 'not-present', reason: 'other', reasonText: null }))._unsafeUnwrapErr()).toEqual({
      kind: 'ValidationFailed', issues: [{ field: 'reasonText', message: 'Say why the condition is not present when the reason is Other' }],
    });
    expect((await decide({ type: 'reopen' }))._unsafeUnwrapErr()).toMatchObject({ kind: 'ValidationFailed', issues: [{ field: 'disposition' }] });
    expect((await setGapDisposition(ports, callers.doctor, { recordId, gapKey: '2026:suspect:HCC1', decision: { type: 'defer' } }))._unsafeUnwrapErr()).toMatchObject({ issues: [{ field: 'gapKey' }] });
    expect((await decide({ type: 'defer' }, callers.insuranceStaff))._unsafeUnwrapErr()).toEqual({ kind: 'Forbidden' });

    const marked = await must(decide({ type: 'not-present', reason: 'ruled-out', reasonText: null }));
    expect(marked.gaps.find((item) => item.key === KEY)?.standing).toMatchObject({ state: 'not-present', reason: 'ruled-out', changedBy: callers.doctor.userId });
    expect(marked.openWorth?.gaps).toBe(0);
    // Any later change of the record computes the gaps again: the same evidence keeps it not present.
    ports.clock.advance(60_000);
    await must(calculateMasterRaf(ports, callers.doctor, recordId));
    const again = await must(recordGaps(ports, callers.doctor, recordId));
    expect(again.gaps.find((item) => item.key === KEY)?.standing.state).toBe('not-present');
    const dismissed = await must(gapWorklist(ports, callers.doctor, { ...query, status: 'not-present' }));
    expect(dismissed.items).toHaveLength(1);

    const reopened = await must(decide({ type: 'reopen' }));
    expect(reopened.gaps.find((item) => item.key === KEY)?.history.map((line) => [line.from, line.to, line.userId])).toEqual([
      ['open', 'not-present', callers.doctor.userId], ['not-present', 'open', callers.doctor.userId],
    ]);
  });
});
