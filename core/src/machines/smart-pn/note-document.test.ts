import { describe, expect, it } from 'vitest';
import type { DoctorId, RecordId, UserId } from '../../domain/ids.js';
import type { VisitOption } from '../../domain/visit-option.js';
import { noteDocument, noteSubmission, type NoteFacts } from './note-document.js';
import { chooseOption, optionValueKind } from './questionnaire-view.js';
import { emptySections, fromDraftContent, toDraftContent, type WizardSections } from './wizard-sections.js';

const option = (id: number, groupId: number, groupDescription: string, description: string, inputType: VisitOption['inputType'], header = 'Subjective', female = true): VisitOption => ({
  id: id as VisitOption['id'], description, groupId, groupDescription, header, inputType, required: false, tooltip: null, image: null, maleOrder: female ? null : id, femaleOrder: id,
});

const OPTIONS = [
  option(101, 1, 'Chief Complaint', 'Fatigue', 'Check'), option(108, 1, 'Chief Complaint', 'Other', 'Check'),
  option(301, 3, 'Pain', 'Yes', 'Radio'), option(302, 3, 'Pain', 'No', 'Radio'), option(701, 7, 'Intensity (Pain Scale)', 'Intensity 0 to 10', 'Text'),
  option(2902, 29, 'OB-GYN History', 'Gravida', 'Text', 'History'), option(2906, 29, 'OB-GYN History', 'LMP (MM-DD-YYYY)', 'Text', 'History'),
  option(5301, 53, 'Heart', 'Normal', 'Check', 'Physical Exam'), option(5001, 50, 'Anus and Rectum', 'Normal', 'Check', 'Physical Exam'),
  option(5101, 51, 'Breast', 'Normal', 'Check', 'Physical Exam'), option(8001, 80, 'Assessment and Plan', 'Plan note', 'Texta', 'Plan'),
];

const FACTS = {
  today: '2026-11-25', sex: 'F', options: OPTIONS, recordId: 7 as RecordId, doctorId: 3 as DoctorId, userId: 4 as UserId, addresses: [],
  cptCodes: [{ id: 645, code: '99213', description: 'Established' }, { id: 660, code: 'Other', description: 'Other' }],
  pnInfo: {
    doctor: { firstName: 'Ana', lastName: 'Rivera', street: null, city: null, state: null, zip: null, npi: '1234567893', mdLicenseNumber: null, phone: null, email: null, speciality: 'Internal Medicine' },
    patient: { patientName: 'Maria Lopez', street: null, city: null, state: null, zip: null, dateOfBirth: '1950-01-02', phone: null, sex: 'F', age: 76 },
  },
} satisfies NoteFacts;

const SECTIONS: WizardSections = {
  ...emptySections(),
  info: { serviceDate: '11-20-2026', addressIndex: 0, reachedTab: 3 },
  soap: { selected: [108, 101, 301, 5301], texts: { 108: 'Leg cramps', 701: '6', 2902: '2', 2906: '10-30-2026', 8001: 'Recheck A1c.' }, medications: [] },
  dx: { attached: [{ code: 'E1122', description: 'Type 2 diabetes', clinicalManifestations: null, treatment: null, meat: ['treat'], evidence: 'Continue metformin.' }] },
  summary: { cpt: '660', otherCpt: 'Transitional care', narrative: '' },
};

describe('noteSubmission', () => {
  it('derives numeric unique ascending visit option ids, the values of §5, the Other texts and the CPT', () => {
    const note = noteSubmission(FACTS, SECTIONS, null, 'JVBERi0=');
    expect(note.visitOptionIds).toEqual([101, 108, 301, 701, 2902, 2906, 5301, 8001]);
    expect(note.serviceDate).toBe('2026-11-20');
    expect(note.values).toMatchObject({ gravida: 2, painIntensity: 6, lastMenstrualPeriod: '2026-10-30' });
    expect(note.otherTexts).toMatchObject({ chiefComplaint: 'Fatigue; Other (Leg cramps)', planNote: 'Recheck A1c.' });
    expect(note).toMatchObject({ cpt: 'Other', otherCpt: 'Transitional care', provider: 'Ana Rivera', specialty: 'Internal Medicine' });
    // The DX tab's MEAT and sentence reach the server, which checks the note's integrity and keeps them for RADV.
    expect(note.diagnoses).toEqual([{ code: 'E1122', description: 'Type 2 diabetes', clinicalManifestations: null, treatment: null, meat: ['treat'], evidence: 'Continue metformin.' }]);
    expect(note.encounterType).toBe('face-to-face');
  });

  it('carries the encounter type the clinician chose, and prints it on the summary', () => {
    const sections = { ...SECTIONS, info: { ...SECTIONS.info, encounterType: 'video-telehealth' as const } };
    expect(noteSubmission(FACTS, sections, null, '').encounterType).toBe('video-telehealth');
    expect(noteDocument(FACTS, sections).blocks.find((block) => block.title === 'Encounter')?.lines).toContainEqual(['Encounter type', 'Video telehealth']);
    expect(fromDraftContent(JSON.stringify(toDraftContent(sections)))._unsafeUnwrap().info.encounterType).toBe('video-telehealth');
  });

  it('sends the Vitals group\'s weight and height as numbers, for the BMI suspect rules', () => {
    const facts = { ...FACTS, options: [...OPTIONS, option(4906, 49, 'Vitals', 'Weight (lb)', 'Text', 'Objective'), option(4907, 49, 'Vitals', 'Height (in)', 'Text', 'Objective')] };
    const sections = { ...SECTIONS, soap: { ...SECTIONS.soap, texts: { ...SECTIONS.soap.texts, 4906: '262', 4907: '67' } } };
    expect(noteSubmission(facts, sections, null, '').vitals).toEqual({ weightLb: 262, heightIn: 67, bmi: null });
    expect(noteSubmission(FACTS, SECTIONS, null, '').vitals).toEqual({ weightLb: null, heightIn: null, bmi: null });
  });

  it('leaves out the answers of questions a man is not asked', () => {
    const note = noteSubmission({ ...FACTS, sex: 'M' as const }, SECTIONS, null, '');
    expect(note.visitOptionIds).not.toContain(2902);
    expect(note.values.gravida).toBeNull();
  });
});

describe('noteDocument', () => {
  it('prints each examined part, the parts left blank on one line, the diagnoses with evidence and the signature', () => {
    const document = noteDocument(FACTS, SECTIONS);
    expect(document.blocks.find((block) => block.title === 'Physical Exam')?.lines).toEqual([['Heart', 'Normal'], ['Not documented', 'Anus and Rectum, Breast']]);
    expect(document.diagnoses[0]?.evidence).toBe('Continue metformin.');
    expect(document.signature).toMatch(/^Electronically signed by Ana Rivera, NPI 1234567893, for the encounter of 11\/20\/2026\./);
    // A 2026 date of service counts toward payment year 2027 (the CMS-HCC model is prospective).
    expect(document.footer).toBe('Printed 11/25/2026 - Payment year 2027');
  });
});

describe('the questionnaire', () => {
  it('keeps one choice of a Radio question and drops the specify text of a cleared Other', () => {
    const pain = chooseOption(SECTIONS.soap, OPTIONS, 302, true);
    expect(pain.selected).toContain(302);
    expect(pain.selected).not.toContain(301);
    expect(chooseOption(SECTIONS.soap, OPTIONS, 108, false).texts['108']).toBeUndefined();
  });

  it('reads counts, the pain scale and dates as such', () => {
    expect(OPTIONS.map(optionValueKind)).toEqual(['text', 'text', 'text', 'text', 'pain', 'count', 'date', 'text', 'text', 'text', 'text']);
  });

  it('reads back its own draft and refuses JSON that is not one', () => {
    expect(fromDraftContent(JSON.stringify(toDraftContent(SECTIONS)))._unsafeUnwrap()).toEqual(SECTIONS);
    expect(fromDraftContent('{not json')._unsafeUnwrapErr()).toMatch(/not JSON text/);
    expect(fromDraftContent({ pnInfo: SECTIONS.info, soap: [], dx: SECTIONS.dx, summary: SECTIONS.summary })._unsafeUnwrapErr()).toMatch(/SOAP Note section/);
  });
});
