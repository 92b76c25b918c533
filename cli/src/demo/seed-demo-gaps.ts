import type { ResultAsync } from 'neverthrow';
import type {
  DoctorId, IsoDate, LoadedDiagnostic, NoteDocument, PatientId, ProgressNotePrinter, RafEngine, RecordId, Repositories, UserId,
} from '@rafdesk/core';
import { DEFAULT_ENCOUNTER_TYPE, NO_PAYMENT_FACTS, formatDisplayDate, scoreRecordFigures } from '@rafdesk/core';
import { demoNoteContent, type DemoGapStory, type DemoNote } from './demo-gap-plan.js';

/** Who a story's patient is in the database: the current record, and the doctor's user who writes the note. */
export interface DemoStoryOwner {
  readonly patientId: PatientId;
  readonly recordId: RecordId;
  readonly doctorId: DoctorId;
  readonly doctorUserId: UserId;
  readonly doctorName: string;
}

export interface DemoGapSeedOptions {
  readonly paymentYear: number;
  readonly at: Date;
  /** Prints each demo note's PN Summary, as the web app does on submitting; without one, no note is seeded. */
  readonly notePrinter: ProgressNotePrinter | null;
  readonly must: <T>(step: string, result: ResultAsync<T, unknown>) => Promise<T>;
}

// The Smart PN texts the demo notes fill, under the headings the PN Summary gives them.
const TEXT_LABELS: Readonly<Record<string, string>> = { pastHistory: 'Past medical history', surgicalHistory: 'Surgical history', planNote: 'Assessment and plan' };

function noteDocument(story: DemoGapStory, note: DemoNote, owner: DemoStoryOwner, paymentYear: number, at: Date): NoteDocument {
  const patient = `${story.patient.firstName} ${story.patient.lastName}`;
  const lines = (entries: readonly (readonly [string, string])[]): (readonly [string, string])[] => entries.filter(([, text]) => text !== '');
  return {
    title: `Progress Note: ${patient}`,
    blocks: [
      { title: 'Patient Information', lines: lines([['Patient', patient], ['Service Date', formatDisplayDate(note.serviceDate)]]) },
      { title: 'Home Medication', lines: lines(note.medications.map((row) => [row.name, `${row.dose}, ${row.frequency}`] as const)) },
      { title: 'History and Assessment', lines: lines(Object.entries(note.texts).map(([key, text]) => [TEXT_LABELS[key] ?? key, text] as const)) },
      { title: 'Vitals', lines: note.vitals === null ? [] : lines([['Weight (lb)', String(note.vitals.weightLb)], ['Height (in)', String(note.vitals.heightIn)]]) },
    ].filter((block) => block.lines.length > 0),
    diagnoses: [],
    signature: `Electronically signed by ${owner.doctorName} for the encounter of ${formatDisplayDate(note.serviceDate)}.`,
    footer: `Printed ${formatDisplayDate(at.toISOString().slice(0, 10) as IsoDate)} - Payment year ${paymentYear}`,
  };
}

async function seedEarlierRecord(repositories: Repositories, engine: RafEngine, story: DemoGapStory, owner: DemoStoryOwner, options: DemoGapSeedOptions): Promise<void> {
  const { must, at } = options;
  const year = options.paymentYear - 1;
  const recordId = await must('earlier record', repositories.patients.ensureRecord(owner.patientId, year, at));
  const rows: LoadedDiagnostic[] = story.earlierCodes.map((line) => ({
    recordId, code: line.code, serviceDate: line.serviceDate, queue: null, provider: owner.doctorName, specialty: 'Internal Medicine', documentation: null,
    active: true, billedFirstSemester: true, billedSecondSemester: true, createdBy: owner.doctorUserId,
  }));
  await must('earlier diagnostics', repositories.recordDiagnostics.addMany(rows, at));
  const { patient } = story;
  const figures = scoreRecordFigures(engine, {
    recordId, paymentYear: year, sex: patient.sex, dateOfBirth: patient.dateOfBirth, dualStatus: 'none', institutional: false, newEnrollee: false,
    originalReasonForEntitlement: 0, patientActive: true, ...NO_PAYMENT_FACTS,
    diagnostics: rows.map((row) => ({ code: row.code, active: true, billedFirstSemester: true, billedSecondSemester: true })),
  }, year);
  // A year without tables keeps the record's empty figures; the gaps read its codes either way.
  if (figures.isOk()) await must('earlier figures', repositories.patients.saveFigures(recordId, figures.value, at));
}

async function seedNote(repositories: Repositories, story: DemoGapStory, note: DemoNote, owner: DemoStoryOwner, options: DemoGapSeedOptions, printer: ProgressNotePrinter): Promise<void> {
  const pdf = await options.must('note summary', printer.print(noteDocument(story, note, owner, options.paymentYear, options.at), owner.recordId));
  await options.must('note', repositories.progressNotes.create({
    recordId: owner.recordId, doctorId: owner.doctorId, authorUserId: owner.doctorUserId, serviceDate: note.serviceDate, specialty: 'Internal Medicine',
    provider: owner.doctorName, visitOptionIds: [], cpt: null, otherCpt: null, content: demoNoteContent(note, DEFAULT_ENCOUNTER_TYPE), pdf: pdf.bytes,
  }, options.at));
}

/**
 * Gives each story's patient what its gap is found from: the record of the year before with its codes (scored by that
 * year's model), the imported history lines (as an import by the doctor stores them) and a submitted Smart PN of this
 * service year with its medications, texts and vitals. Runs inside the demo's one transaction.
 */
export async function seedDemoGaps(
  repositories: Repositories, engine: RafEngine, stories: readonly DemoGapStory[], ownerOf: (story: DemoGapStory) => DemoStoryOwner | null, options: DemoGapSeedOptions,
): Promise<number> {
  // As the rest of the demo does, codes the catalogue does not hold are left out (a database seeded without it).
  const planned = [...new Set(stories.flatMap((story) => [...story.earlierCodes.map((line) => line.code), ...story.history.map((line) => line.code)]))];
  const known = new Set((await options.must('catalogue', repositories.catalogue.findMany(planned))).map((entry) => entry.code));
  let seeded = 0;
  for (const listed of stories) {
    const owner = ownerOf(listed);
    if (owner === null) continue;
    const story = { ...listed, earlierCodes: listed.earlierCodes.filter((line) => known.has(line.code)), history: listed.history.filter((line) => known.has(line.code)) };
    if (story.earlierCodes.length > 0) await seedEarlierRecord(repositories, engine, story, owner, options);
    if (story.history.length > 0) {
      await options.must('imported history', repositories.gaps.addImported(story.history.map((line) => ({
        patientId: owner.patientId, code: line.code, dateOfService: line.dateOfService, source: line.source, providerNpi: null,
      })), owner.doctorUserId, options.at));
    }
    if (story.note !== null && options.notePrinter !== null) await seedNote(repositories, story, story.note, owner, options, options.notePrinter);
    seeded += 1;
  }
  return seeded;
}
