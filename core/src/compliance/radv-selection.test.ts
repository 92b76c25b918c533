import { describe, expect, it } from 'vitest';
import * as engine from '../raf/index.js';
import { RADV_CHECKLIST_ITEMS, RadvCandidateSchema, type RadvCandidateInput } from './radv-checklist.js';
import { radvEvidenceFor, type RadvHccRequest } from './radv-selection.js';

const member = { name: 'Maria Lopez', dateOfBirth: '1950-01-02' };
const page = (date: string, dob = '01/02/1950') => `Progress Note: Maria Lopez  Date of birth ${dob}  Service Date ${date}  Electronically signed by Ana Rivera, NPI 1234567893, license MD-4471`;
const record = (noteId: number, overrides: Partial<RadvCandidateInput> = {}) => RadvCandidateSchema.parse({
  noteId, signed: true, dateOfService: '2026-03-02', source: 'face-to-face',
  provider: { name: 'Ana Rivera', npi: '1234567893', license: 'MD-4471', specialty: 'Internal Medicine' },
  diagnoses: [{ code: 'E11.22', meat: ['monitor', 'treat'], evidence: 'A1c 7.2, eGFR 48; continue metformin.' }],
  pageTexts: [page('03/02/2026'), page('03/02/2026')], ...overrides,
});
const READY = record(1);
const WEAK = record(2, { dateOfService: '2026-05-10', pageTexts: [page('05/10/2026'), 'Page 2: plan and signature. Ana Rivera'] });
const NO_MEAT = record(3, { diagnoses: [{ code: 'E11.22', meat: [], evidence: '' }] });
const UNSIGNED = record(4, { signed: false });
const AUDIO = record(5, { source: 'audio-only' });
const LAST_YEAR = record(6, { dateOfService: '2025-11-03', pageTexts: [page('11/03/2025')] });
const request = (candidates: RadvHccRequest['candidates'], billedCodes = ['E11.22']): RadvHccRequest => ({ paymentYear: 2027, member, hcc: 'HCC37', billedCodes, candidates });
const evidence = (...args: Parameters<typeof request>) => radvEvidenceFor(engine, request(...args))._unsafeUnwrap();

describe('radvEvidenceFor', () => {
  it('chooses the best two records, best first, and the HCC is ready when the best passes every item', () => {
    const result = evidence([WEAK, NO_MEAT, READY, UNSIGNED]);
    expect(result).toMatchObject({ hcc: 'HCC37', verdict: 'ready', reasons: [] });
    expect(result.records.map((r) => [r.noteId, r.verdict])).toEqual([[1, 'ready'], [2, 'weak']]);
    expect(result.records[0]?.checklist.map((line) => [line.item, line.passed])).toEqual(RADV_CHECKLIST_ITEMS.map((item) => [item, true]));
    expect(result.rejected).toEqual([{ noteId: 4, reasons: ['Note 4 is not signed'] }]);
  });

  it('is weak when the best record misses the member\'s identity on a page', () => {
    const result = evidence([WEAK]);
    expect(result.verdict).toBe('weak');
    expect(result.reasons).toEqual(['Patient name and date of birth on every page: 1 of 2 pages lack the member\'s name or date of birth']);
  });

  it('is weak when the billed code is not the one the note documents', () => {
    const result = evidence([record(7, { diagnoses: [{ code: 'E11.29', meat: ['assess'], evidence: 'Diabetic nephropathy reviewed.' }] })]);
    expect(result.verdict).toBe('weak');
    expect(result.reasons[0]).toMatch(/^Billed code as specific as the note: Billed E11.22 but the note documents E11.29/);
  });

  it('is unsupported when the only record lacks MEAT for the code, and shows that record', () => {
    const result = evidence([NO_MEAT]);
    expect(result).toMatchObject({ verdict: 'unsupported', reasons: ['MEAT for the code (monitored, evaluated, assessed or treated): No MEAT evidence for the code'] });
    expect(result.records.map((r) => r.noteId)).toEqual([3]);
  });

  it('is unsupported with no record when none is signed, from an accepted source and dated in the year', () => {
    const result = evidence([UNSIGNED, AUDIO, LAST_YEAR, record(8, { provider: { name: 'Ana Rivera', npi: '1234567893', license: 'MD-4471', specialty: 'Diagnostic Radiology' } })]);
    expect(result).toMatchObject({ verdict: 'unsupported', records: [] });
    expect(result.reasons[0]).toMatch(/No signed Smart PN documents HCC37 with a date of service in 2026/);
    expect(result.rejected.map((r) => r.reasons[0])).toEqual([
      'Note 4 is not signed', expect.stringMatching(/^Note 5: audio-only encounters do not count from PY2027/),
      'Note 6\'s date of service is not in 2026, the service year of PY2027', 'Note 8\'s provider specialty (Diagnostic Radiology) is not one CMS accepts',
    ]);
  });

  it('rejects a record that documents no code of the audited HCC', () => {
    const result = evidence([record(9, { diagnoses: [{ code: 'I10', meat: ['monitor'], evidence: 'BP 128/76.' }] })]);
    expect(result.rejected).toEqual([{ noteId: 9, reasons: ['Note 9 documents no code of HCC37'] }]);
  });

  it('fails for a payment year the engine has no tables for', () => {
    expect(radvEvidenceFor(engine, { ...request([READY]), paymentYear: 2019 })._unsafeUnwrapErr()).toMatchObject({ kind: 'ScoringFailed' });
  });
});
