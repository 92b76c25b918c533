import { describe, expect, it } from 'vitest';
import type { DoctorId, RecordId, UserId } from '../domain/ids.js';
import type { VisitOption } from '../domain/visit-option.js';
import type { NoteFacts } from '../machines/smart-pn/note-document.js';
import { emptySections, type AttachedDiagnosis, type WizardSections } from '../machines/smart-pn/wizard-sections.js';
import * as engine from '../raf/index.js';
import { copiedText, longSentences } from './copied-text.js';
import { INTEGRITY_CHECKS, noteIntegrityIssues, type IntegrityCheck } from './note-integrity.js';
import { decideSigning, SignAnywaySchema } from './sign-anyway.js';

const plan: VisitOption = { id: 8001 as VisitOption['id'], description: 'Plan note', groupId: 80, groupDescription: 'Assessment and Plan', header: 'Plan', inputType: 'Texta', required: false, tooltip: null, image: null, maleOrder: 1, femaleOrder: 1 };
const FACTS: NoteFacts = {
  today: '2026-03-05', sex: 'F', options: [plan], recordId: 7 as RecordId, doctorId: 3 as DoctorId, userId: 4 as UserId, addresses: [], cptCodes: [],
  pnInfo: {
    doctor: { firstName: 'Ana', lastName: 'Rivera', street: null, city: null, state: null, zip: null, npi: '1234567893', mdLicenseNumber: 'MD-4471', phone: null, email: null, speciality: 'Internal Medicine' },
    patient: { patientName: 'Maria Lopez', street: null, city: null, state: null, zip: null, dateOfBirth: '1950-01-02', phone: null, sex: 'F', age: 76 },
  },
};
const row = (overrides: Partial<AttachedDiagnosis> = {}): AttachedDiagnosis => ({
  code: 'E1122', description: 'Type 2 diabetes with diabetic CKD', clinicalManifestations: null, treatment: null, meat: ['monitor', 'treat'],
  evidence: 'A1c 7.2 today, eGFR 48; continue metformin and recheck in three months.', ...overrides,
});
const PLAN_TODAY = 'Blood pressure 128 over 76 at this visit after the lisinopril dose was raised. Feet examined, no ulcers. Discussed the renal diet with the patient.';
const note = (overrides: { rows?: AttachedDiagnosis[]; encounterType?: WizardSections['info']['encounterType']; plan?: string } = {}): WizardSections => ({
  ...emptySections(),
  info: { serviceDate: '03-02-2026', addressIndex: 0, reachedTab: 3, ...(overrides.encounterType ? { encounterType: overrides.encounterType } : {}) },
  soap: { selected: [], texts: { 8001: overrides.plan ?? PLAN_TODAY }, medications: [] },
  dx: { attached: overrides.rows ?? [row()] },
  summary: { cpt: null, otherCpt: '', narrative: '' },
});
const PREVIOUS = ['Blood pressure 150 over 90, lisinopril started at 10 mg daily. Patient counselled on salt and on walking every day after dinner.'];
const check = (sections: WizardSections, facts: NoteFacts = FACTS, previous = PREVIOUS) => noteIntegrityIssues({ engine, previousNoteTexts: previous }, facts, sections);

// The MEAT message is the wizard's own (evidenceIssues), which names the code as attached.
const CASES: Readonly<Record<IntegrityCheck, { failing: () => ReturnType<typeof check>; code: string | null; named?: string }>> = {
  meat: { failing: () => check(note({ rows: [row({ meat: [], evidence: '' })] })), code: 'E11.22', named: 'E1122' },
  'history-wording': { failing: () => check(note({ rows: [row({ code: 'I214', evidence: 'History of NSTEMI in 2019, stable on aspirin and atorvastatin.' })] })), code: 'I21.4' },
  'audio-only-hcc': { failing: () => check(note({ encounterType: 'audio-only' })), code: 'E11.22' },
  'copied-text': { failing: () => check(note({ plan: PREVIOUS[0] })), code: null },
  signature: { failing: () => check(note(), { ...FACTS, pnInfo: { ...FACTS.pnInfo, doctor: { ...FACTS.pnInfo.doctor, mdLicenseNumber: '  ' } } }), code: null },
};

describe('noteIntegrityIssues', () => {
  it('passes a note that documents today\'s visit, signed with credentials', () => expect(check(note())).toEqual([]));

  it('has a failing note for every check', () => expect(Object.keys(CASES).sort()).toEqual([...INTEGRITY_CHECKS].sort()));

  describe.each(INTEGRITY_CHECKS.map((name) => [name] as const))('%s', (name) => {
    it('fails with a message naming the code and the fix', () => {
      const issues = CASES[name].failing();
      expect(issues.map((issue) => issue.check)).toEqual([name]);
      expect(issues[0]?.code).toBe(CASES[name].code);
      const named = CASES[name].named ?? CASES[name].code;
      if (named !== null) expect(issues[0]?.message).toContain(named);
      expect(issues[0]?.message).toMatch(/: /);
    });
  });

  it('names the history code to attach instead of an acute one', () => {
    expect(CASES['history-wording'].failing()[0]?.message).toContain('attach I25.2 instead');
  });

  it('leaves a code that raises no HCC alone on an audio-only visit, and "history of" beside it', () => {
    expect(check(note({ encounterType: 'audio-only', rows: [row({ code: 'I10', evidence: 'History of hypertension, controlled on lisinopril today.' })] }))).toEqual([]);
  });

  it('names a code whose evidence sentence repeats the previous note word for word', () => {
    const issues = check(note({ rows: [row({ evidence: 'Patient counselled on salt and on walking every day after dinner.' })] }));
    expect(issues).toMatchObject([{ check: 'copied-text', code: 'E11.22' }]);
  });
});

describe('copiedText', () => {
  const previous = longSentences(PREVIOUS);
  it('counts a note mostly copied as cloned, and one copied sentence among new ones as not', () => {
    expect(copiedText(PREVIOUS, previous)).toMatchObject({ cloned: true, copiedWords: 22, totalWords: 22 });
    expect(copiedText([`${PREVIOUS[0]} ${PLAN_TODAY} ${PLAN_TODAY}`], previous)).toMatchObject({ cloned: false });
  });
  it('ignores short sentences repeated from note to note', () => {
    expect(copiedText(['No known allergies. No changes.'], longSentences(['No known allergies. No changes.'])).copiedWords).toBe(0);
  });
});

describe('decideSigning', () => {
  const override = SignAnywaySchema.parse({ by: 4, reason: 'Patient could only be reached by phone; video visit booked for next week.', at: '2026-03-02T14:00:00.000Z' });
  it('signs a clean note', () => expect(decideSigning([], null)._unsafeUnwrap()).toEqual({ kind: 'clean' }));
  it('refuses issues without a reason, and signs them anyway with one', () => {
    const issues = CASES['audio-only-hcc'].failing();
    expect(decideSigning(issues, null)._unsafeUnwrapErr()).toMatchObject({ kind: 'IntegrityRefused', overridable: true });
    expect(decideSigning(issues, override)._unsafeUnwrap()).toEqual({ kind: 'signed-anyway', override, overridden: issues });
  });
  it('never lets a code without MEAT through', () => {
    expect(decideSigning(CASES.meat.failing(), override)._unsafeUnwrapErr()).toMatchObject({ overridable: false });
  });
  it('refuses a reason too short to say anything', () => {
    expect(SignAnywaySchema.safeParse({ by: 4, reason: 'ok', at: '2026-03-02T14:00:00.000Z' }).success).toBe(false);
  });
});
