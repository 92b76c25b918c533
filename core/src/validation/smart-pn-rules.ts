import { err, ok, type Result } from 'neverthrow';
import type { IsoDate } from '../domain/calendar-date.js';
import type { MedicationRow } from '../domain/progress-note.js';
import type { ProgressNoteSubmission, ProgressNoteValues } from '../domain/progress-note-submission.js';
import { validationMessages } from './messages.js';
import { formatTypedDate } from './typed-date.js';
import { serviceDateWindow, isWithinServiceWindow } from './service-date.js';
import { checkAttachLimit } from './attach-limit.js';
import { visitOptionIdsFromSelection } from './visit-option-ids.js';
import { createFieldReader, presentValue, type FieldReader } from './field-reader.js';
import { validationFailed, type ValidationFailed } from './validation-failed.js';

/** Reads the service date: required, MM-DD-YYYY, from 90 days before `today` up to `today`. */
export function readServiceDate(r: FieldReader, raw: unknown, today: IsoDate): IsoDate | null {
  const date = r.date('serviceDate', 'Service Date', raw, { required: true });
  if (date === null || isWithinServiceWindow(date, today)) return date;
  const { earliest, latest } = serviceDateWindow(today);
  return r.fail('serviceDate', validationMessages.dateWindow('Service Date', formatTypedDate(earliest), formatTypedDate(latest)));
}

/** The Information tab: the service date rule. */
export function validateServiceDate(raw: unknown, today: IsoDate): Result<IsoDate, ValidationFailed> {
  const r = createFieldReader();
  const date = readServiceDate(r, raw, today);
  return r.finish(() => presentValue(date));
}

/** Medication rows: name, dose, frequency and reason for use are required text. */
export function validateMedicationRows(rows: readonly Partial<Record<keyof MedicationRow, unknown>>[]): Result<MedicationRow[], ValidationFailed> {
  const r = createFieldReader();
  const read = rows.map((row, i) => ({
    name: r.text(`medications.${i}.name`, 'Name of Medication', row.name, { required: true }),
    dose: r.text(`medications.${i}.dose`, 'Dose', row.dose, { required: true }),
    frequency: r.text(`medications.${i}.frequency`, 'Frequency', row.frequency, { required: true }),
    reasonForUse: r.text(`medications.${i}.reasonForUse`, 'Reason for use', row.reasonForUse, { required: true }),
  }));
  return r.finish(() => read.map((row) => ({ name: presentValue(row.name), dose: presentValue(row.dose), frequency: presentValue(row.frequency), reasonForUse: presentValue(row.reasonForUse) })));
}

/** The single-value answers: numeric counts (pain 0–10), dates for LMP and duration. */
export function validateNoteValues(draft: Partial<Record<keyof ProgressNoteValues, unknown>>): Result<ProgressNoteValues, ValidationFailed> {
  const r = createFieldReader();
  const count = (field: 'ageOfMenarche' | 'gravida' | 'para' | 'abortion' | 'cSection', label: string) => r.integer(field, label, draft[field], { min: 0, max: 99 });
  const values = {
    ageOfMenarche: count('ageOfMenarche', 'Age of menarche'), gravida: count('gravida', 'Gravida'), para: count('para', 'Para'),
    abortion: count('abortion', 'Abortion'), cSection: count('cSection', 'C-section'),
    painIntensity: r.integer('painIntensity', 'Pain intensity', draft.painIntensity, { min: 0, max: 10 }),
    location: r.text('location', 'Location', draft.location), otherAssessmentNote: r.text('otherAssessmentNote', 'Other assessment', draft.otherAssessmentNote),
    lastMenstrualPeriod: r.date('lastMenstrualPeriod', 'LMP', draft.lastMenstrualPeriod), duration: r.date('duration', 'Duration', draft.duration),
  };
  return r.finish(() => values);
}

/** The DX tab: at most 12 attached diagnostics, with the Smart PN wording. */
export function validateAttachedCount(count: number): Result<number, ValidationFailed> {
  return checkAttachLimit(count, 'smartPn').mapErr((e) => validationFailed([{ field: 'diagnoses', message: e.message }]));
}

/**
 * Every rule a submitted note must meet, as the server checks it: service-date window, numeric
 * unique ascending visit option ids, at most 12 diagnostics, complete medication rows, numeric values.
 */
export function checkProgressNote(note: ProgressNoteSubmission, today: IsoDate): Result<ProgressNoteSubmission, ValidationFailed> {
  const issues = [
    ...(isWithinServiceWindow(note.serviceDate, today) ? [] : [{ field: 'serviceDate', message: windowMessage(today) }]),
    ...visitOptionIdsFromSelection(note.visitOptionIds.map(String)).match(
      (ids) => (ids.join(',') === note.visitOptionIds.join(',') ? [] : [{ field: 'visitOptionIds', message: 'The visit option ids must be unique and in ascending order' }]),
      (e) => [{ field: 'visitOptionIds', message: e.message }]),
    ...validateAttachedCount(note.diagnoses.length).match(() => [], (f) => f.issues),
    ...validateMedicationRows(note.medications).match(() => [], (f) => f.issues),
    ...validateNoteValues(note.values).match(() => [], (f) => f.issues),
  ];
  return issues.length === 0 ? ok(note) : err(validationFailed(issues));
}

function windowMessage(today: IsoDate): string {
  const { earliest, latest } = serviceDateWindow(today);
  return validationMessages.dateWindow('Service Date', formatTypedDate(earliest), formatTypedDate(latest));
}
