import { describe, expect, it } from 'vitest';
import * as engine from '../raf/index.js';
import { RADV_CHECKLIST, RadvCandidateSchema, scoreChecklist, type RadvCandidateInput, type RadvChecklistItem } from '../compliance/radv-checklist.js';
import { billedHccs } from './billed-hccs.js';
import { coverSheetOf, memberStatus } from './cover-sheet.js';
import { memberContractNumbers } from './member-list.js';

// Each item of the RADV checklist with a record that passes it and one that fails it alone (the reviewer guidance's
// reasons, RADV_CHECKLIST's sources); then the cover sheet of a member and the member list's reading.

const member = { name: 'Maria Lopez', dateOfBirth: '1950-01-02' };
const page = 'Progress Note: Maria Lopez Date of birth 01/02/1950 Service Date 03/02/2026 Electronically signed by Ana Rivera, NPI 1234567893, license MD-4471';
const record = (overrides: Partial<RadvCandidateInput> = {}) => RadvCandidateSchema.parse({
  noteId: 1, signed: true, dateOfService: '2026-03-02', source: 'face-to-face',
  provider: { name: 'Ana Rivera', npi: '1234567893', license: 'MD-4471', specialty: 'Internal Medicine' },
  diagnoses: [{ code: 'E11.22', meat: ['monitor'], evidence: 'A1c 7.2; continue metformin.' }], pageTexts: [page, page], ...overrides,
});
const failing = (candidate: ReturnType<typeof record>, billed = ['E1122']) => scoreChecklist(candidate, member, ['E1122', 'E1129'], billed).filter((line) => !line.passed).map((line) => line.item);

const FAILS_ALONE: readonly [RadvChecklistItem, ReturnType<typeof record>, string[]?][] = [
  ['identity-every-page', record({ pageTexts: [page, 'Plan and signature. Ana Rivera 03/02/2026'] })],
  ['date-of-service', record({ pageTexts: [page.replace('03/02/2026', ''), page.replace('03/02/2026', '')] })],
  ['signature-credentials', record({ provider: { name: 'Ana Rivera', npi: '1234567893', license: null, specialty: 'Internal Medicine' } })],
  ['meat', record({ diagnoses: [{ code: 'E11.22', meat: [], evidence: '' }] })],
  ['code-specificity', record(), ['E1129']],
];

describe('the RADV checklist, item by item', () => {
  it('passes every item on a complete record', () => expect(failing(record())).toEqual([]));
  for (const [item, candidate, billed] of FAILS_ALONE) it(`fails ${item} alone on the near miss`, () => expect(failing(candidate, billed)).toEqual([item]));
  it('names its public source on every item', () => {
    for (const line of RADV_CHECKLIST) expect(line.source).toMatchObject({ publisher: 'Centers for Medicare & Medicaid Services', url: expect.stringMatching(/^https:\/\/www\.cms\.gov\//) });
  });
  it('fails the signature on an unsigned record, or one whose NPI fails its check digit', () => {
    expect(failing(record({ signed: false }))).toEqual(['signature-credentials']);
    expect(failing(record({ provider: { name: 'Ana Rivera', npi: '1234567890', license: 'MD-4471', specialty: 'Internal Medicine' } }))).toEqual(['signature-credentials']);
  });
});

describe('billedHccs', () => {
  const row = (code: string, billed = true, active = true) => ({ code, active, billedFirstSemester: billed, billedSecondSemester: false });
  it('takes the V28 payment HCCs of active billed codes, after the hierarchy', () => {
    expect(billedHccs(engine, 2027, [row('E11.22'), row('E11.9'), row('I50.9'), row('J44.9', false), row('I10'), row('N18.4', true, false)]).map((hcc) => [hcc.hcc, hcc.codes]))
      .toEqual([['HCC37', ['E1122']], ['HCC226', ['I509']]]);
  });
});

describe('coverSheetOf', () => {
  const sheet = (candidates: ReturnType<typeof record>[]) => coverSheetOf(engine, {
    paymentYear: 2027, candidates, billed: [{ hcc: 'HCC37', label: 'Diabetes with Chronic Complications', codes: ['E1122'] }],
    member: { recordId: 7, patientName: member.name, dateOfBirth: member.dateOfBirth, contractNumber: 'C-1', doctorName: 'Rivera, Ana' },
  })._unsafeUnwrap();
  it('gives each billed HCC its record and status, and the member its worst', () => {
    expect(sheet([record()])).toMatchObject({ status: 'ready', hccs: [{ hcc: 'HCC37', billedCodes: ['E11.22'], verdict: 'ready', records: [{ noteId: 1, provider: 'Ana Rivera' }] }] });
    expect(sheet([record({ diagnoses: [{ code: 'E11.22', meat: [], evidence: '' }] })]).status).toBe('unsupported');
  });
  it('leaves out of the rejections a note that documents nothing of the HCC', () => {
    expect(sheet([record({ noteId: 2, diagnoses: [{ code: 'I10', meat: ['monitor'], evidence: 'BP 128/76.' }] })]).hccs[0]).toMatchObject({ verdict: 'unsupported', records: [], rejected: [] });
  });
  it('is ready when no HCC was billed', () => expect(memberStatus([])).toBe('ready'));
});

describe('memberContractNumbers', () => {
  it('reads the Contract No column, each number once, or a single column without heading', () => {
    expect(memberContractNumbers([['Name', 'INS Contract No'], ['Ana', ' C-1 '], ['Bea', 'C-2'], ['Ana', 'C-1'], ['', '']])._unsafeUnwrap()).toEqual(['C-1', 'C-2']);
    expect(memberContractNumbers([['C-1'], ['C-2']])._unsafeUnwrap()).toEqual(['C-1', 'C-2']);
  });
  it('refuses a list without the column, an empty one and one longer than an audit', () => {
    expect(memberContractNumbers([['Name', 'Phone'], ['Ana', '787']])._unsafeUnwrapErr()).toMatch(/needs a column headed INS Contract No/);
    expect(memberContractNumbers([])._unsafeUnwrapErr()).toBe('The member list is empty');
    expect(memberContractNumbers([['Member ID'], ...Array.from({ length: 201 }, (_, index) => [`C-${index}`])])._unsafeUnwrapErr()).toMatch(/names 201 members; an audit holds at most 200/);
  });
});
