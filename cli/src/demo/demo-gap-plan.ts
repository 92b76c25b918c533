import type { HistorySource, IsoDate } from '@rafdesk/core';
import { addDays, formatIsoDate } from '@rafdesk/core';
import type { DemoPatient, DemoPlan } from './demo-plan.js';

/** A home medication on a demo note, as Smart PN stores it. */
export interface DemoMedication {
  readonly name: string;
  readonly dose: string;
  readonly frequency: string;
  readonly reasonForUse: string;
}

/** A submitted Smart PN of this service year that gives the suspect rules their evidence. */
export interface DemoNote {
  readonly serviceDate: IsoDate;
  readonly medications: readonly DemoMedication[];
  /** Smart PN's free texts by category (pastHistory, surgicalHistory, planNote, …). */
  readonly texts: Readonly<Record<string, string>>;
  readonly vitals: { readonly weightLb: number; readonly heightIn: number } | null;
}

/** One line of the demo practice's imported history. */
export interface DemoHistoryLine {
  readonly code: string;
  readonly dateOfService: IsoDate;
  readonly source: HistorySource;
}

/** What one demo patient gets so that its doctor's worklist shows one kind of gap. */
export interface DemoGapStory {
  /** What the demo shows with it: "recapture, partly addressed", "suspect: medication". */
  readonly shows: string;
  readonly patient: DemoPatient;
  /** Codes on the patient's record of the year before (dates of service in the year before the service year). */
  readonly earlierCodes: readonly { readonly code: string; readonly serviceDate: IsoDate }[];
  readonly history: readonly DemoHistoryLine[];
  readonly note: DemoNote | null;
}

/** A story before a patient is chosen for it: which codes the patient's record of this year must hold and must not. */
interface StoryRecipe {
  readonly shows: string;
  /** Code prefixes none of the patient's codes of this year may start with (they would close or explain the gap). */
  readonly avoid: readonly string[];
  /** Codes the patient must have coded, active, this year. */
  readonly needs?: readonly string[];
  readonly earlier?: readonly string[];
  readonly history?: readonly { readonly code: string; readonly source: HistorySource; readonly thisYear: boolean }[];
  readonly note?: Omit<DemoNote, 'serviceDate'>;
}

const medication = (name: string, dose: string, reasonForUse = ''): DemoMedication => ({ name, dose, frequency: 'Daily', reasonForUse });
const NO_TEXTS = {};

// Each recipe is one kind of gap the suspect rules (core/src/gaps/rules) or recapture find; the evidence is each rule's
// own firing fixture, so the demo shows what the rules were written for.
const RECIPES: readonly StoryRecipe[] = [
  { shows: 'recapture, open (two HCCs of last year)', avoid: ['E08', 'E09', 'E10', 'E11', 'E13', 'I50', 'I11', 'I13'], earlier: ['E1122', 'I5022'] },
  // Chronic kidney disease stage 4 last year, stage 3a this year: the lower HCC documented, the step up still open (and
  // worth something, unlike diabetes, whose V28 HCCs share one coefficient).
  { shows: 'recapture, partly addressed (kidney disease stage 4 last year, stage 3a this year)', needs: ['N1831'], avoid: ['N184', 'N185', 'N186', 'Z992'], earlier: ['N184'] },
  { shows: 'recapture, one documented and one open', needs: ['J449'], avoid: ['N18'], earlier: ['J449', 'N184'] },
  { shows: 'recapture from an imported claim', avoid: ['I48'], history: [{ code: 'I4891', source: 'claim', thisYear: false }] },
  { shows: "recapture from a payer's gap list", avoid: ['F31', 'F32', 'F33'], history: [{ code: 'F331', source: 'payer-gap-list', thisYear: true }] },
  { shows: 'suspect: insulin without a diabetes code', avoid: ['E08', 'E09', 'E10', 'E11', 'E13', 'Z794'], note: { medications: [medication('Insulin glargine', '20 units nightly')], texts: NO_TEXTS, vitals: null } },
  {
    shows: 'suspect: an anticoagulant without its indication', avoid: ['I48', 'I26', 'I74', 'I80', 'I81', 'I82', 'Z8671', 'Z952'],
    note: { medications: [medication('Apixaban', '5 mg twice daily')], texts: NO_TEXTS, vitals: null },
  },
  {
    shows: 'suspect: an antidepressant without depression', avoid: ['F17', 'F31', 'F32', 'F33', 'F34', 'F40', 'F41', 'F42', 'E1140', 'M797'],
    note: { medications: [medication('Sertraline', '50 mg daily')], texts: NO_TEXTS, vitals: null },
  },
  { shows: 'suspect: BMI 40 or more (vitals)', avoid: ['E6601', 'Z684', 'O'], note: { medications: [], texts: NO_TEXTS, vitals: { weightLb: 262, heightIn: 67 } } },
  {
    shows: 'suspect: heart failure named in the note with a loop diuretic', avoid: ['I50', 'I11', 'I13'],
    note: { medications: [medication('Furosemide', '40 mg daily')], texts: { planNote: 'Chronic HFpEF, euvolemic today; continue furosemide' }, vitals: null },
  },
  { shows: 'suspect: dialysis named in the note', avoid: ['N17', 'N18', 'Z992'], note: { medications: [], texts: { pastHistory: 'ESRD on hemodialysis MWF via left arm fistula' }, vitals: null } },
  { shows: 'suspect: a leg amputation named in the note', avoid: ['Z89'], note: { medications: [], texts: { surgicalHistory: 'Left BKA 2019, ambulates with prosthesis' }, vitals: null } },
  {
    shows: 'suspect: diabetes coded and kidney disease in an imported claim', needs: ['E119'], avoid: ['E1121', 'E1122', 'E1140', 'E1151', 'E1165', 'N18'],
    history: [{ code: 'N1831', source: 'claim', thisYear: true }],
  },
];

/** The demo doctor whose worklist shows every kind of gap. */
export const DEMO_GAPS_DOCTOR = 'doctor';

// A date of the service year, `daysBefore` today but never before its 2 January (the demo may start on 1 January).
function thisYearDate(today: IsoDate, serviceYear: number, daysBefore: number): IsoDate {
  const wanted = addDays(today, -daysBefore);
  const first = formatIsoDate(serviceYear, 1, 2);
  const last = formatIsoDate(serviceYear, 12, 31);
  return wanted < first ? first : wanted > last ? last : wanted;
}

function fits(patient: DemoPatient, recipe: StoryRecipe): boolean {
  if (!patient.active || patient.doctorUserName !== DEMO_GAPS_DOCTOR) return false;
  const codes = patient.diagnoses.map((diagnosis) => diagnosis.code);
  if (codes.some((code) => recipe.avoid.some((prefix) => code.startsWith(prefix)))) return false;
  return (recipe.needs ?? []).every((needed) => patient.diagnoses.some((diagnosis) => diagnosis.code === needed && diagnosis.active));
}

/**
 * The demo doctor's patients chosen for each kind of gap, the same on every machine: for each recipe, the last patient
 * of the doctor's panel (in plan order, not one chosen before) whose codes of this year fit it. Patients are taken from
 * the end of the panel so the first ones stay as the rest of the demo made them. A recipe no patient fits is left out.
 */
export function planDemoGaps(plan: DemoPlan, options: { readonly today: IsoDate; readonly paymentYear: number }): DemoGapStory[] {
  const serviceYear = options.paymentYear - 1;
  const taken = new Set<string>();
  const candidates = [...plan.patients].reverse();
  return RECIPES.flatMap((recipe, index): DemoGapStory[] => {
    const patient = candidates.find((candidate) => !taken.has(candidate.documentId) && fits(candidate, recipe));
    if (patient === undefined) return [];
    taken.add(patient.documentId);
    const earlierDate = formatIsoDate(serviceYear - 1, 3 + (index % 9), 10 + index);
    const noteDate = thisYearDate(options.today, serviceYear, 14 + index * 9);
    return [{
      shows: recipe.shows,
      patient,
      earlierCodes: (recipe.earlier ?? []).map((code) => ({ code, serviceDate: earlierDate })),
      history: (recipe.history ?? []).map((line) => ({ code: line.code, source: line.source, dateOfService: line.thisYear ? noteDate : earlierDate })),
      note: recipe.note === undefined ? null : { ...recipe.note, serviceDate: noteDate },
    }];
  });
}

/** A demo note's content as a submitted Smart PN stores it (the sections noteFactsOf reads, vitals included). */
export function demoNoteContent(note: DemoNote, encounterType: string): Readonly<Record<string, unknown>> {
  return {
    encounterType, diagnoses: [], medications: note.medications, otherTexts: note.texts,
    values: { ageOfMenarche: null, gravida: null, para: null, abortion: null, cSection: null, painIntensity: null, location: null, otherAssessmentNote: null, lastMenstrualPeriod: null, duration: null },
    ...(note.vitals === null ? {} : { vitals: { weightLb: note.vitals.weightLb, heightIn: note.vitals.heightIn, bmi: null } }),
  };
}
