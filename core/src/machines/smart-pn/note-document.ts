import type { IsoDate } from '../../domain/calendar-date.js';
import type { DoctorAddress } from '../../domain/doctor-address.js';
import type { DoctorId, RecordId, UserId } from '../../domain/ids.js';
import type { PnInfo } from '../../domain/progress-note.js';
import type { OtherTextCategory, ProgressNoteSubmission } from '../../domain/progress-note-submission.js';
import { OTHER_CPT_VISIT_OPTION_ID } from '../../domain/visit-option.js';
import type { CptCode } from '../../ports/repositories/smart-pn-repositories.js';
import { parseTypedDate, formatDisplayDate } from '../../validation/typed-date.js';
import { visitOptionIdsFromSelection } from '../../validation/visit-option-ids.js';
import { optionValueKind, type QuestionGroup, visibleGroups } from './questionnaire-view.js';
import { visibleOptions, type TabRulesFacts } from './tab-rules.js';
import { DIAGNOSIS_SOURCE_LABELS } from '../../domain/record-diagnostic.js';
import { vitalsFromAnswers } from '../../gaps/note-facts.js';
import { MEAT_LABELS, encounterTypeOf, type AttachedDiagnosis, type WizardSections } from './wizard-sections.js';

/** Who writes the note and about whom: read once when the wizard opens. */
export interface NoteFacts extends TabRulesFacts {
  readonly recordId: RecordId;
  readonly doctorId: DoctorId;
  readonly userId: UserId;
  readonly pnInfo: PnInfo;
  readonly addresses: readonly DoctorAddress[];
  readonly cptCodes: readonly CptCode[];
}

/** The 24 physical exam sections of the PN Summary, by the questionnaire's group titles. */
const EXAM_HEADER = /physical exam/i;

/** One block of the PN Summary: a title and its lines (label, text). */
export interface SummaryBlock {
  readonly title: string;
  readonly lines: readonly (readonly [string, string])[];
}

/** The PN Summary both as the last tab shows it and as the PDF prints it. */
export interface NoteDocument {
  readonly title: string;
  readonly blocks: readonly SummaryBlock[];
  readonly diagnoses: readonly AttachedDiagnosis[];
  readonly signature: string;
  /** Every page's footer: when the note was printed and the payment year its diagnoses count toward. */
  readonly footer: string;
}

/**
 * The payment year a date of service counts toward: the CMS-HCC model is prospective, so the diagnoses of calendar
 * year N set the risk scores CMS pays with in year N + 1.
 */
export function paymentYearOfService(serviceDate: IsoDate): number {
  return Number(serviceDate.slice(0, 4)) + 1;
}

export const providerName = (info: PnInfo): string => `${info.doctor.firstName} ${info.doctor.lastName}`.trim();

function answerOf(group: QuestionGroup, sections: WizardSections): string {
  const parts = group.options.flatMap((option) => {
    const text = (sections.soap.texts[String(option.id)] ?? '').trim();
    if (option.inputType === 'Text' || option.inputType === 'Texta') return text === '' ? [] : [group.options.length > 1 ? `${option.description}: ${text}` : text];
    if (!sections.soap.selected.includes(option.id)) return [];
    return [text === '' ? option.description : `${option.description} (${text})`];
  });
  return parts.join('; ');
}

function cptText(facts: NoteFacts, sections: WizardSections): string {
  const cpt = facts.cptCodes.find((code) => String(code.id) === sections.summary.cpt);
  if (cpt === undefined) return '';
  return cpt.id === OTHER_CPT_VISIT_OPTION_ID ? `Other: ${sections.summary.otherCpt.trim()}` : `${cpt.code} ${cpt.description}`;
}

// Dates are shown MM/DD/YYYY (spec 01 §9), as in every list; only a field being typed uses MM-DD-YYYY.
const serviceDateText = (sections: WizardSections) => parseTypedDate(sections.info.serviceDate).map(formatDisplayDate).unwrapOr(sections.info.serviceDate);

/** The electronic-signature paragraph printed at the end of the note. */
export function signatureParagraph(facts: NoteFacts, sections: WizardSections): string {
  const doctor = facts.pnInfo.doctor;
  return `Electronically signed by ${providerName(facts.pnInfo)}, NPI ${doctor.npi}${doctor.mdLicenseNumber ? `, license ${doctor.mdLicenseNumber}` : ''}, `
    + `for the encounter of ${serviceDateText(sections)}. This progress note was reviewed and signed electronically and is valid without a handwritten signature.`;
}

function footerOf(facts: NoteFacts, sections: WizardSections): string {
  const service = parseTypedDate(sections.info.serviceDate).unwrapOr(null);
  return `Printed ${formatDisplayDate(facts.today)}${service === null ? '' : ` - Payment year ${paymentYearOfService(service)}`}`;
}

/** Builds the PN Summary from the sections: provider, patient, encounter, questionnaire blocks, diagnoses and notes. */
export function noteDocument(facts: NoteFacts, sections: WizardSections): NoteDocument {
  const { doctor, patient } = facts.pnInfo;
  const address = facts.addresses[sections.info.addressIndex];
  const place = (street: string | null, city: string | null, state: string | null, zip: string | null) => [street, city, state, zip].filter(Boolean).join(', ');
  const groups = visibleGroups(facts.options, facts.sex, sections.soap);
  const byHeader = new Map<string, (readonly [string, string])[]>();
  const notExamined: string[] = [];
  for (const group of groups) {
    const header = EXAM_HEADER.test(group.header ?? '') ? 'Physical Exam' : (group.header ?? 'Questionnaire');
    const answer = answerOf(group, sections);
    // The exam names every part (spec 02), but a part left blank is listed once with the others, not as a line of its own.
    if (answer === '' && header === 'Physical Exam') notExamined.push(group.title);
    if (answer === '') continue;
    byHeader.set(header, [...(byHeader.get(header) ?? []), [group.title, answer]]);
  }
  if (notExamined.length > 0) byHeader.set('Physical Exam', [...(byHeader.get('Physical Exam') ?? []), ['Not documented', notExamined.join(', ')]]);
  const medications = sections.soap.medications.map((row, index) => [`Medication ${index + 1}`, `${row.name}, ${row.dose}, ${row.frequency}, for ${row.reasonForUse}`] as const);
  return {
    title: `Progress Note: ${patient.patientName}`,
    blocks: [
      { title: 'Provider Information', lines: [['Provider', providerName(facts.pnInfo)], ['NPI', doctor.npi], ['Specialty', doctor.speciality ?? ''],
        ['Address', address ? place(address.street, address.city, address.state, address.zip) : place(doctor.street, doctor.city, doctor.state, doctor.zip)],
        ['Phone', address?.phone ?? doctor.phone ?? '']] },
      { title: 'Patient Information', lines: [['Patient', patient.patientName], ['Date of birth', formatDisplayDate(patient.dateOfBirth)], ['Age', String(patient.age)],
        ['Gender', patient.sex === 'M' ? 'Male' : 'Female'], ['Address', place(patient.street, patient.city, patient.state, patient.zip)], ['Phone', patient.phone ?? '']] },
      { title: 'Encounter', lines: [['Service Date', serviceDateText(sections)], ['Encounter type', DIAGNOSIS_SOURCE_LABELS[encounterTypeOf(sections.info)]], ['CPT', cptText(facts, sections)]] },
      ...[...byHeader].map(([title, lines]) => ({ title, lines })),
      ...(medications.length > 0 ? [{ title: 'Medications', lines: medications }] : []),
      { title: 'Narrative', lines: [['Narrative', sections.summary.narrative.trim()]] },
    ],
    diagnoses: sections.dx.attached,
    signature: signatureParagraph(facts, sections),
    footer: footerOf(facts, sections),
  };
}

/** A diagnosis's MEAT evidence as one line: "Monitor, Treat: the sentence". */
export function evidenceText(row: AttachedDiagnosis): string {
  const elements = row.meat.map((element) => MEAT_LABELS[element]).join(', ');
  return elements === '' ? 'No evidence given' : `${elements}: ${row.evidence.trim()}`;
}

const CATEGORY_OF_GROUP: Readonly<Record<string, OtherTextCategory>> = {
  'chief complaint': 'chiefComplaint', onset: 'onset', frequency: 'frequency', 'precipitating factor': 'precipitatingFactor',
  'similar symptoms': 'similarSymptoms', 'alleviating factors': 'alleviating', 'aggravating factors': 'aggravating',
  'associated symptoms': 'associatedSymptoms', 'past medical history': 'pastHistory', allergies: 'allergies', 'home medication': 'homeMedication',
  'surgical history': 'surgicalHistory', immunization: 'immunization', 'family history - father': 'familyHistoryFather',
  'family history - mother': 'familyHistoryMother', 'family history - siblings': 'familyHistorySiblings', consumption: 'consumption',
  'health habits': 'healthHabits', 'sexual history': 'sexualHistory', occupation: 'occupation', 'family composition': 'familyComposition',
  'marital status': 'maritalStatus', 'ob-gyn history': 'obGynHistory', 'pain quality': 'painQuality', radiation: 'radiation',
  'assessment and plan': 'planNote', 'time of encounter': 'encounter',
};

/** The submission of Forms/PostSmartPN from the sections and the rendered PDF. */
export function noteSubmission(facts: NoteFacts, sections: WizardSections, draftId: ProgressNoteSubmission['draftId'], pdfBase64: string): ProgressNoteSubmission {
  const shown = visibleOptions(facts, sections);
  const text = (test: (description: string) => boolean) => {
    const option = shown.find((candidate) => test(candidate.description));
    const value = option === undefined ? '' : (sections.soap.texts[String(option.id)] ?? '').trim();
    return value === '' ? null : value;
  };
  const count = (pattern: RegExp) => { const value = text((d) => pattern.test(d)); return value === null ? null : Number(value); };
  const date = (pattern: RegExp) => { const value = text((d) => pattern.test(d)); return value === null ? null : parseTypedDate(value).unwrapOr(null); };
  const answered = shown.filter((option) => sections.soap.selected.includes(option.id) || (sections.soap.texts[String(option.id)] ?? '').trim() !== '');
  const otherTexts: Partial<Record<OtherTextCategory, string>> = {};
  for (const group of visibleGroups(facts.options, facts.sex, sections.soap)) {
    const category = CATEGORY_OF_GROUP[group.title.trim().toLowerCase()] ?? null;
    const answer = answerOf(group, sections);
    if (category !== null && answer !== '') otherTexts[category] = answer;
  }
  const painOption = shown.find((option) => optionValueKind(option) === 'pain');
  const otherAssessment = shown.find((option) => /other assessment/i.test(option.groupDescription));
  const location = shown.find((option) => /^location$/i.test(option.groupDescription.trim()));
  const textOf = (option: typeof painOption) => (option === undefined ? null : (sections.soap.texts[String(option.id)] ?? '').trim() || null);
  const pain = textOf(painOption);
  const durationOption = shown.find((option) => optionValueKind(option) === 'date' && !/^lmp\b/i.test(option.description));
  const cpt = facts.cptCodes.find((code) => String(code.id) === sections.summary.cpt);
  return {
    recordId: facts.recordId, doctorId: facts.doctorId, userId: facts.userId, draftId,
    visitOptionIds: visitOptionIdsFromSelection(answered.map((option) => String(option.id))).unwrapOr([]),
    serviceDate: parseTypedDate(sections.info.serviceDate).unwrapOr(facts.today), encounterType: encounterTypeOf(sections.info), specialty: facts.pnInfo.doctor.speciality,
    provider: providerName(facts.pnInfo), cpt: cpt === undefined ? null : cpt.code,
    otherCpt: cpt?.id === OTHER_CPT_VISIT_OPTION_ID ? sections.summary.otherCpt.trim() : null,
    diagnoses: sections.dx.attached.map((row) => ({
      code: row.code, description: row.description, clinicalManifestations: row.clinicalManifestations, treatment: row.treatment, meat: [...row.meat], evidence: row.evidence,
    })),
    narrative: sections.summary.narrative,
    medications: sections.soap.medications.map((row) => ({ name: row.name.trim(), dose: row.dose.trim(), frequency: row.frequency.trim(), reasonForUse: row.reasonForUse.trim() })),
    pdfBase64, otherTexts,
    // The Vitals group's typed weight, height and BMI as numbers: what the BMI suspect rules read on the stored note.
    vitals: vitalsFromAnswers(shown.filter((option) => /^vitals$/i.test(option.groupDescription.trim())).map((option) => [option.description, sections.soap.texts[String(option.id)] ?? ''] as const)),
    values: {
      ageOfMenarche: count(/^age of menarche/i), gravida: count(/^gravida/i), para: count(/^para\b/i), abortion: count(/^abortion/i),
      cSection: count(/^c-section/i), painIntensity: pain === null ? null : Number(pain), location: textOf(location),
      otherAssessmentNote: textOf(otherAssessment), lastMenstrualPeriod: date(/^lmp\b/i),
      duration: parseTypedDate(textOf(durationOption) ?? '').unwrapOr(null),
    },
  };
}
