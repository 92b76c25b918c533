import type { RafEngine } from '../../coding/raf-engine.js';
import type { ComplianceDiagnosis, ComplianceSource } from '../../compliance/compliance-diagnosis.js';
import { rafChangeWords } from '../../compliance/flag-words.js';
import type { ScreenFacts } from '../../compliance/high-risk-rule.js';
import { screenCode, type HighRiskFlag } from '../../compliance/screen-high-risk.js';
import type { HistorySource } from '../../gaps/gap-facts.js';
import type { ImportedDiagnosis } from '../../gaps/history-import.js';
import { noteFactsOf } from '../../gaps/note-facts.js';
import type { GapBasis } from '../../ports/repositories/gap-repository.js';
import type { FactorSetting } from '../../raf/index.js';
import { normaliseCode } from '../../raf/engine/code-key.js';

// A history line says only where it came from: a claim or a payer's list is read as a visit with no inpatient stay
// (the file has no column that says otherwise), a chart review as one linked to no visit.
const SCREEN_SOURCE: Readonly<Record<HistorySource, ComplianceSource>> = { claim: 'face-to-face', 'payer-gap-list': 'face-to-face', 'chart-review': 'chart-review-unlinked' };

function screenFactsOf(basis: GapBasis): ScreenFacts {
  const notes = basis.notes.map(noteFactsOf);
  const diagnoses = basis.diagnoses.flatMap((d): ComplianceDiagnosis[] => (d.dateOfService === null ? [] : [{
    code: d.code, dateOfService: d.dateOfService, source: d.historySource === null ? 'face-to-face' : SCREEN_SOURCE[d.historySource],
    inpatientStay: false, active: d.active, provider: null, specialty: null, supportingNoteId: null,
  }]));
  return { diagnoses, medications: notes.flatMap((note) => note.medications), problems: notes.flatMap((note) => note.problems) };
}

/** A flag as a line of an import report names it: the code and date, the rule, why, what to code instead and its RAF change. */
export const historyFlagWords = (flag: HighRiskFlag): string =>
  `${flag.code} (${flag.dateOfService}) is a high-risk code (${flag.title}): ${flag.why} Code ${flag.alternative} instead; ${rafChangeWords(flag)}`;

/**
 * Screens each taken line of an imported history with the high-risk rules, against everything the portal holds of its
 * patient (the bases the gap refresh read once the lines were stored: every record's diagnostics, the history, the notes'
 * medications and texts). Answers the flags' words by line; a line without a flag is absent.
 */
export function flagHistoryLines(engine: RafEngine, bases: readonly GapBasis[], taken: readonly ImportedDiagnosis[], factorSettings: readonly FactorSetting[]): Map<number, string[]> {
  const byPatient = new Map(bases.map((basis) => [basis.patientId as number, { basis, facts: screenFactsOf(basis) }]));
  const flagged = new Map<number, string[]>();
  for (const line of taken) {
    const patient = byPatient.get(line.patientId);
    if (patient === undefined) continue;
    // A neighbour of the mis-keyed rule must be a code documented for the patient, as on the record.
    const documented = new Set(patient.facts.diagnoses.map((d) => normaliseCode(d.code) ?? d.code));
    const flags = screenCode(engine, { patient: patient.basis.subject, facts: patient.facts, inCatalogue: (code) => documented.has(code), factorSettings }, line);
    if (flags.length > 0) flagged.set(line.line, flags.map(historyFlagWords));
  }
  return flagged;
}
