import type { IsoDate } from '../domain/calendar-date.js';
import type { RecordNoteKind } from '../domain/record.js';
import type { DatedProblem } from './gap-facts.js';

/** A doctor's or MAG coder's note on a record, opened, as the gap finder reads it. */
export interface RecordNoteText {
  readonly date: IsoDate;
  readonly kind: RecordNoteKind;
  readonly text: string;
}

// The records view's own titles for the two lists, so a gap's evidence names the note the reader can open.
const FIELD: Readonly<Record<RecordNoteKind, string>> = { doctor: 'Doctor note', mag: 'MAG note' };

/**
 * The problems the record's doctor and MAG notes name: each note is one problem text, dated the day it was written.
 * The suspect rules' word queries (with their negation and family-history screen) read them as they read a Smart PN's.
 */
export function recordNoteProblems(notes: readonly RecordNoteText[]): DatedProblem[] {
  return notes.flatMap((note) => (note.text.trim() === '' ? [] : [{ date: note.date, source: 'record-note' as const, field: FIELD[note.kind], text: note.text.trim() }]));
}
