import { err, ok, type Result } from 'neverthrow';
import { isPaymentYear, yearNotAvailable, type ScoringFailed } from '../coding/payment-model.js';
import type { RafEngine } from '../coding/raf-engine.js';
import type { IsoDate } from '../domain/calendar-date.js';
import { serviceYearOf } from '../gaps/gap-facts.js';
import { hccHierarchy, hccNumber } from '../gaps/hcc-hierarchy.js';
import { normaliseCode } from '../raf/engine/code-key.js';
import { acceptedSpecialty } from './acceptable-specialties.js';
import { COMPLIANCE_SOURCES, engineSourceOf, type ComplianceSource } from './compliance-diagnosis.js';
import { yearOf } from './day-span.js';
import { scoreChecklist, type ChecklistResult, type RadvCandidate, type RadvMember } from './radv-checklist.js';

/** CMS asks for up to two medical records per audited HCC; one valid record validates it. */
export const RADV_MAX_RECORDS = 2;

export type RadvVerdict = 'ready' | 'weak' | 'unsupported';

/** A chosen record with its checklist. */
export interface ScoredRecord {
  readonly noteId: number;
  readonly dateOfService: IsoDate | null;
  readonly source: ComplianceSource;
  readonly verdict: RadvVerdict;
  readonly checklist: readonly ChecklistResult[];
}

/** The best records for one audited HCC of a member, the HCC's verdict and why. */
export interface RadvHccEvidence {
  readonly hcc: string;
  readonly verdict: RadvVerdict;
  /** Up to {@link RADV_MAX_RECORDS}, best first. */
  readonly records: readonly ScoredRecord[];
  /** Empty when ready; otherwise what the best record lacks, or why no record could be chosen. */
  readonly reasons: readonly string[];
  /** Candidates that could not support the HCC at all, each with its reasons. */
  readonly rejected: readonly { readonly noteId: number; readonly reasons: readonly string[] }[];
}

/** One member's audited HCC: the payment year, the member, the HCC ("HCC37"), the codes billed for it and the candidate records. */
export interface RadvHccRequest {
  readonly paymentYear: number;
  readonly member: RadvMember;
  readonly hcc: string;
  readonly billedCodes: readonly string[];
  readonly candidates: readonly RadvCandidate[];
  readonly switchedOrganization?: boolean;
}

const RANK: Readonly<Record<RadvVerdict, number>> = { ready: 0, weak: 1, unsupported: 2 };
const codeOf = (code: string) => normaliseCode(code) ?? code.trim().toUpperCase();

function rejections(engine: RafEngine, request: RadvHccRequest, candidate: RadvCandidate, hccCodes: readonly string[]): string[] {
  const year = request.paymentYear;
  const serviceYear = serviceYearOf(year);
  const reasons: string[] = [];
  if (!candidate.signed) reasons.push(`Note ${candidate.noteId} is not signed`);
  if (hccCodes.length === 0) reasons.push(`Note ${candidate.noteId} documents no code of ${request.hcc}`);
  if (candidate.dateOfService === null || yearOf(candidate.dateOfService) !== serviceYear) reasons.push(`Note ${candidate.noteId}'s date of service is not in ${serviceYear}, the service year of PY${year}`);
  if (isPaymentYear(engine, year)) {
    const excluded = engine.admissibleDiagnoses(year, [hccCodes[0] ?? ''], [engineSourceOf(candidate.source)], request.switchedOrganization ?? false).excluded[0];
    if (excluded) reasons.push(`Note ${candidate.noteId}: ${excluded.reason}`);
  }
  if (acceptedSpecialty(candidate.provider.specialty) === null) reasons.push(`Note ${candidate.noteId}'s provider specialty (${candidate.provider.specialty ?? 'none'}) is not one CMS accepts`);
  return reasons;
}

const verdictOf = (checklist: readonly ChecklistResult[]): RadvVerdict =>
  checklist.some((line) => line.required && !line.passed) ? 'unsupported' : checklist.some((line) => !line.passed) ? 'weak' : 'ready';

/**
 * Chooses the best one or two records for a member's audited HCC: signed Smart PNs that document a code of the HCC
 * (the engine's V28 mapping of the payment year), with a date of service in the service year, a source the year
 * accepts and a provider of an accepted specialty; scores each against the RADV checklist and gives the HCC ready,
 * weak or unsupported with the reasons. Best first: verdict, items passed, face-to-face first, latest date.
 */
export function radvEvidenceFor(engine: RafEngine, request: RadvHccRequest): Result<RadvHccEvidence, ScoringFailed> {
  if (!isPaymentYear(engine, request.paymentYear)) return err(yearNotAvailable(engine, request.paymentYear));
  const hierarchy = hccHierarchy(engine, 'V28', request.paymentYear);
  const wanted = hccNumber(request.hcc);
  const rejected: { noteId: number; reasons: string[] }[] = [];
  const scored: ScoredRecord[] = [];
  for (const candidate of request.candidates) {
    const hccCodes = candidate.diagnoses.map((row) => codeOf(row.code)).filter((code) => wanted !== null && hierarchy.hccsOf(code).includes(wanted));
    const reasons = rejections(engine, request, candidate, hccCodes);
    if (reasons.length > 0) { rejected.push({ noteId: candidate.noteId, reasons }); continue; }
    const checklist = scoreChecklist(candidate, request.member, hccCodes, request.billedCodes);
    scored.push({ noteId: candidate.noteId, dateOfService: candidate.dateOfService, source: candidate.source, verdict: verdictOf(checklist), checklist });
  }
  const passed = (record: ScoredRecord) => record.checklist.filter((line) => line.passed).length;
  scored.sort((a, b) => RANK[a.verdict] - RANK[b.verdict] || passed(b) - passed(a)
    || COMPLIANCE_SOURCES.indexOf(a.source) - COMPLIANCE_SOURCES.indexOf(b.source)
    || (b.dateOfService ?? '').localeCompare(a.dateOfService ?? '') || a.noteId - b.noteId);
  const [best, ...others] = scored;
  if (best === undefined) {
    return ok({ hcc: request.hcc, verdict: 'unsupported', records: [], rejected,
      reasons: [`No signed Smart PN documents ${request.hcc} with a date of service in ${serviceYearOf(request.paymentYear)} from an accepted source and provider`] });
  }
  const backups = best.verdict === 'unsupported' ? [] : others.filter((record) => record.verdict !== 'unsupported').slice(0, RADV_MAX_RECORDS - 1);
  return ok({ hcc: request.hcc, verdict: best.verdict, records: [best, ...backups], rejected, reasons: best.checklist.filter((line) => !line.passed).map((line) => `${line.label}: ${line.words}`) });
}
