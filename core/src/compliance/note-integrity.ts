import type { RafEngine } from '../coding/raf-engine.js';
import type { IsoDate } from '../domain/calendar-date.js';
import type { EncounterType } from '../domain/record-diagnostic.js';
import { displayCode } from '../gaps/coverage.js';
import { hccHierarchy } from '../gaps/hcc-hierarchy.js';
import { holdsPhrase } from '../gaps/text-match.js';
import { noteSubmission, paymentYearOfService, providerName, type NoteFacts } from '../machines/smart-pn/note-document.js';
import { evidenceIssues } from '../machines/smart-pn/tab-rules.js';
import { encounterTypeOf, type AttachedDiagnosis, type WizardSections } from '../machines/smart-pn/wizard-sections.js';
import type { PaymentYear } from '../raf/index.js';
import { normaliseCode } from '../raf/engine/code-key.js';
import { isNpi } from '../validation/npi.js';
import { parseTypedDate } from '../validation/typed-date.js';
import { copiedText, longSentences, sentencesOf, COPIED_SENTENCE_MIN_WORDS } from './copied-text.js';
import { highRiskRules } from './high-risk-rules.js';

/** The checks a Smart PN passes at signing, beyond the tabs' own rules. */
export const INTEGRITY_CHECKS = ['meat', 'history-wording', 'audio-only-hcc', 'copied-text', 'signature'] as const;
export type IntegrityCheck = (typeof INTEGRITY_CHECKS)[number];

/** One failed check: the code it is about (dotted; null for the whole note), the field to focus and the fix in words. */
export interface IntegrityIssue {
  readonly check: IntegrityCheck;
  readonly code: string | null;
  readonly field: string;
  readonly message: string;
  /** False for the MEAT rule, which Submit enforces already; the others may be signed anyway with a reason. */
  readonly overridable: boolean;
}

/** Words beside an active code that say the condition is past. */
export const PAST_CONDITION_WORDS = ['history of', 'hx of', 'h/o', 'resolved', 'past history'] as const;

/** What the checks need besides the note: the engine (which codes raise a payment HCC) and the previous note's texts. */
export interface IntegrityContext {
  readonly engine: RafEngine;
  /** The patient's previous signed note's texts (its history, exam and plan texts: `noteFactsOf(previous).problems`); empty when there is none. */
  readonly previousNoteTexts: readonly string[];
}

const codeOf = (code: string) => normaliseCode(code) ?? code.trim().toUpperCase();

/**
 * A note at signing as the checks read it, whoever holds it: the wizard (its sections) or the server (the submission).
 * `attached` are the note's codes with their MEAT and sentence; `texts` its questionnaire texts and narrative.
 */
export interface SignedNote {
  readonly serviceDate: IsoDate;
  readonly encounterType: EncounterType;
  readonly attached: readonly Pick<AttachedDiagnosis, 'code' | 'meat' | 'evidence'>[];
  readonly texts: readonly string[];
  readonly signer: { readonly name: string; readonly npi: string; readonly licenseNumber: string | null };
}
type Attached = SignedNote['attached'][number];

function hccCodes(context: IntegrityContext, note: SignedNote): Attached[] {
  const years = context.engine.PAYMENT_YEARS as readonly number[];
  const wanted = paymentYearOfService(note.serviceDate);
  const hierarchy = hccHierarchy(context.engine, 'V28', (years.includes(wanted) ? wanted : years[years.length - 1]) as PaymentYear);
  return note.attached.filter((row) => hierarchy.hccsOf(row.code).length > 0);
}

const historyCodeOf = (code: string): string | null =>
  highRiskRules().rules.flatMap((rule) => rule.targets).find((target) => target.prefixes.some((prefix) => codeOf(code).startsWith(prefix)))?.alternative ?? null;

function pastWording(rows: readonly Attached[]): IntegrityIssue[] {
  return rows.flatMap((row) => {
    const words = PAST_CONDITION_WORDS.find((phrase) => holdsPhrase(row.evidence, phrase));
    if (words === undefined) return [];
    const code = displayCode(row.code);
    const history = historyCodeOf(row.code);
    return [{ check: 'history-wording', code, field: `dx.${row.code}.evidence`, overridable: true,
      message: `${code} is attached as a current condition but its evidence says "${words}": if the condition is past, attach ${history ?? 'its history-of code'} instead; if it is present, write what was done for it at this visit` }];
  });
}

function audioOnly(note: SignedNote, rows: readonly Attached[]): IntegrityIssue[] {
  if (note.encounterType !== 'audio-only') return [];
  return rows.map((row) => ({ check: 'audio-only-hcc', code: displayCode(row.code), field: `dx.${row.code}.evidence`, overridable: true,
    message: `${displayCode(row.code)} raises an HCC on an audio-only encounter, and CMS does not count diagnoses from audio-only encounters from PY2027: see the patient by video or in person, or detach the code` }));
}

function copied(context: IntegrityContext, note: SignedNote): IntegrityIssue[] {
  if (context.previousNoteTexts.length === 0) return [];
  const previous = longSentences(context.previousNoteTexts);
  const issues: IntegrityIssue[] = note.attached.flatMap((row) => {
    const repeated = sentencesOf(row.evidence).some((words) => words.length >= COPIED_SENTENCE_MIN_WORDS && previous.has(words.join(' ')));
    return repeated ? [{ check: 'copied-text' as const, code: displayCode(row.code), field: `dx.${row.code}.evidence`, overridable: true,
      message: `${displayCode(row.code)}'s evidence repeats the previous note word for word: write what was monitored, evaluated, assessed or treated at this visit` }] : [];
  });
  const measure = copiedText([...note.texts, ...note.attached.map((row) => row.evidence)], previous);
  if (measure.cloned) {
    issues.push({ check: 'copied-text', code: null, field: 'summary.narrative', overridable: true,
      message: `${measure.copiedWords} of the note's ${measure.totalWords} words repeat the patient's previous note unchanged (from "${measure.sentences[0] ?? ''}"): document this visit's findings rather than copying the last note` });
  }
  return issues;
}

function signature(note: SignedNote): IntegrityIssue[] {
  const { signer } = note;
  const missing = [
    ...(signer.name.trim() === '' ? ['the provider\'s name'] : []),
    ...(isNpi(signer.npi) ? [] : ['a valid NPI']),
    ...(signer.licenseNumber === null || signer.licenseNumber.trim() === '' ? ['the license number (the credential the signature prints)'] : []),
  ];
  if (missing.length === 0) return [];
  return [{ check: 'signature', code: null, field: 'signature', overridable: true,
    message: `The electronic signature lacks ${missing.join(', ')}: complete the doctor's profile before signing, so the note carries a signature with credentials` }];
}

/** Every attached code has a MEAT element and its sentence: the wizard's own rule (`evidenceIssues`), on any signed note. */
function meatIssues(note: SignedNote): IntegrityIssue[] {
  const sections = { dx: { attached: note.attached.map((row) => ({ ...row, description: '', clinicalManifestations: null, treatment: null })) } } as Pick<WizardSections, 'dx'>;
  return evidenceIssues(sections as WizardSections).map((issue) => {
    const row = note.attached.find((candidate) => issue.field === `dx.${candidate.code}.evidence`);
    return { check: 'meat', code: row ? displayCode(row.code) : null, field: issue.field, message: issue.message, overridable: false };
  });
}

/** The integrity checks of a note at signing (see {@link noteIntegrityIssues}), for the wizard and the server alike. */
export function signedNoteIntegrityIssues(context: IntegrityContext, note: SignedNote): IntegrityIssue[] {
  const hcc = hccCodes(context, note);
  return [...meatIssues(note), ...pastWording(hcc), ...audioOnly(note, hcc), ...copied(context, note), ...signature(note)];
}

/**
 * The note-integrity checks of Smart PN Submit, each failure naming the code and the fix: every attached code has
 * MEAT (the wizard's own rule, `evidenceIssues`); no "history of" or "resolved" wording beside an attached HCC code; no
 * HCC code on an audio-only encounter; no text copied unchanged from the patient's previous note (see
 * `copied-text.ts` for the threshold); the signature carries the provider's name, NPI and license.
 */
export function noteIntegrityIssues(context: IntegrityContext, facts: NoteFacts, sections: WizardSections): IntegrityIssue[] {
  const doctor = facts.pnInfo.doctor;
  return signedNoteIntegrityIssues(context, {
    serviceDate: parseTypedDate(sections.info.serviceDate).unwrapOr(facts.today), encounterType: encounterTypeOf(sections.info), attached: sections.dx.attached,
    texts: [...Object.values(noteSubmission(facts, sections, null, '').otherTexts), sections.summary.narrative],
    signer: { name: providerName(facts.pnInfo), npi: doctor.npi, licenseNumber: doctor.mdLicenseNumber },
  });
}
