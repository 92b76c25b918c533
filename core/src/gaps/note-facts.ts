import type { IsoDate } from '../domain/calendar-date.js';
import type { DatedMedication, DatedProblem, DatedVitals } from './gap-facts.js';

/** What one submitted Smart PN gives the gap finder. */
export interface NoteGapFacts {
  readonly medications: DatedMedication[];
  readonly vitals: DatedVitals[];
  readonly problems: DatedProblem[];
}

/**
 * Reads a stored progress note's content (`ProgressNoteDetail.content`: encounterType, diagnoses, medications,
 * otherTexts, values, and `vitals` once the submission carries them) into gap facts dated with its date of service.
 * Parts in another shape are skipped, never thrown on: an old note still gives what it has.
 */
export function noteFactsOf(note: { readonly serviceDate: IsoDate; readonly content: unknown }): NoteGapFacts {
  void note;
  throw new Error('noteFactsOf: not implemented yet');
}
