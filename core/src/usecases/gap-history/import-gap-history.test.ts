import { describe, expect, it } from 'vitest';
import { must, recordPractice } from '../../testing/practice/record-practice.js';
import { recordGaps } from '../gaps/gap-queries.js';
import { importGapHistory } from './import-gap-history.js';

// The history import on the fakes: lines checked against the caller's reach and the catalogue, the taken ones stored
// with their patients' gaps computed again, nothing written for a file that is no history. The line rules themselves
// are tested with planHistoryImport (core/src/gaps/history-import.test.ts).

const HEADING = ['Record ID', 'ICD-10 Code', 'Date of Service', 'Source'];

async function practice() {
  const world = await recordPractice();
  await must(world.ports.settings.setPaymentYear(2026));
  return world;
}

describe('importGapHistory', () => {
  it('stores the lines of patients in reach with a catalogue code, refuses the others by column, and computes those patients\' gaps', async () => {
    const { ports, callers, recordId, foreignRecordId } = await practice();
    const rows = [HEADING, [String(recordId), 'E11.22', '2024-05-02', 'claim'], [String(foreignRecordId), 'E11.22', '2024-05-02', 'claim'], [String(recordId), 'K21.9', '2024-05-02', 'claim']];
    const report = await must(importGapHistory(ports, callers.doctor, { fileName: 'history.csv', rows, doctorId: null }));
    expect(report).toMatchObject({ fileName: 'history.csv', taken: 1, refused: 2, patientsRecomputed: 1 });
    expect(report.lines.map((line) => line.errors)).toEqual([[], [`Record ID: No record you may reach has the id ${foreignRecordId}`], ['ICD-10 Code: K21.9 is not a billable ICD-10-CM code']]);
    const gaps = await must(recordGaps(ports, callers.doctor, recordId));
    expect(gaps.gaps.find((gap) => gap.hcc === 'HCC37')?.evidence).toEqual([expect.objectContaining({ source: 'imported-history', code: 'E11.22' })]);
    // The other doctor reaches only their own patient: the same line is refused for them, theirs taken.
    const theirs = await must(importGapHistory(ports, callers.doctor2, { fileName: 'history.csv', rows, doctorId: null }));
    expect(theirs.lines.map((line) => line.status)).toEqual(['refused', 'taken', 'refused']);
  });

  it('names on each taken line the high-risk flags of its code, with the code instead and the RAF change, and none on a line that is not high-risk', async () => {
    const { ports, callers, recordId } = await practice();
    // A claim with an active breast cancer code and no treatment in any note (OIG's toolkit: breast cancer), and a chronic code.
    const rows = [HEADING, [String(recordId), 'C50.911', '2025-03-10', 'claim'], [String(recordId), 'E11.22', '2025-03-10', 'claim']];
    const report = await must(importGapHistory(ports, callers.doctor, { fileName: 'claims.csv', rows, doctorId: null }));
    expect(report).toMatchObject({ taken: 2, refused: 0, flagged: 1 });
    const [cancer, diabetes] = report.lines;
    expect(cancer?.status).toBe('taken');
    expect(cancer?.flags).toEqual([expect.stringMatching(/^C50\.911 \(2025-03-10\) is a high-risk code \(Breast cancer coded with no treatment in the last six months\): .* Code Z85\.3 instead; payment score \d\.\d{3} with C50\.911, \d\.\d{3} with Z85\.3/)]);
    expect(diabetes?.flags).toEqual([]);
  });

  it('writes nothing for a file that is no history, and refuses insurance staff and a doctor out of reach', async () => {
    const { ports, callers, recordId, foreignRecordId } = await practice();
    const broken = await importGapHistory(ports, callers.doctor, { fileName: 'x.csv', rows: [['Record ID', 'Code'], [String(recordId), 'E11.22']], doctorId: null });
    expect(broken._unsafeUnwrapErr()).toMatchObject({ kind: 'ValidationFailed', issues: [{ field: 'file', message: 'The history has no column for: Date of Service, Source' }] });
    const line = [HEADING, [String(recordId), 'E11.22', '2024-05-02', 'claim']];
    expect((await importGapHistory(ports, callers.insuranceStaff, { fileName: 'x.csv', rows: line, doctorId: null }))._unsafeUnwrapErr()).toMatchObject({ kind: 'Forbidden' });
    const foreignDoctor = (await must(ports.patients.recordOwner(foreignRecordId)))?.doctorId ?? null;
    expect((await importGapHistory(ports, callers.staff, { fileName: 'x.csv', rows: line, doctorId: foreignDoctor }))._unsafeUnwrapErr()).toMatchObject({ kind: 'Forbidden' });
    const owner = await must(ports.patients.recordOwner(recordId));
    expect((await must(ports.gaps.basis({ patientIds: [owner!.patientId] }, 2026)))[0]?.diagnoses.filter((d) => d.origin === 'imported-history')).toEqual([]);
  });
});
