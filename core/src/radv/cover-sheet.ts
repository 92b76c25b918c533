import { err, ok, type Result } from 'neverthrow';
import { isPaymentYear, yearNotAvailable, type ScoringFailed } from '../coding/payment-model.js';
import type { RafEngine } from '../coding/raf-engine.js';
import type { RadvCandidate } from '../compliance/radv-checklist.js';
import { radvEvidenceFor, type RadvVerdict } from '../compliance/radv-selection.js';
import { displayCode } from '../gaps/coverage.js';
import { hccHierarchy, hccNumber } from '../gaps/hcc-hierarchy.js';
import type { BilledHcc } from './billed-hccs.js';
import type { CoverSheet, CoverSheetHcc } from './radv-audit.js';

/** The member a cover sheet is of, as the audit names them. */
export interface CoverSheetMember {
  readonly recordId: number;
  readonly patientName: string;
  readonly dateOfBirth: string;
  readonly contractNumber: string | null;
  readonly doctorName: string | null;
}

const WORST: readonly RadvVerdict[] = ['unsupported', 'weak', 'ready'];

/** The worst verdict of a member's HCCs: a member is only as ready as its weakest HCC. */
export const memberStatus = (hccs: readonly { readonly verdict: RadvVerdict }[]): RadvVerdict =>
  WORST.find((verdict) => hccs.some((hcc) => hcc.verdict === verdict)) ?? 'ready';

/** A built pack's members by status: what the tracker shows and the pack-ready notification says. */
export function membersByStatus(sheets: readonly { readonly status: RadvVerdict }[]): Readonly<Record<RadvVerdict, number>> {
  const count = (status: RadvVerdict) => sheets.filter((sheet) => sheet.status === status).length;
  return { ready: count('ready'), weak: count('weak'), unsupported: count('unsupported') };
}

/**
 * A member's cover sheet: for each billed HCC ({@link BilledHcc}), the best one or two of the candidate records
 * ({@link radvEvidenceFor}) with their checklist, the HCC's status ready / weak / unsupported with the reasons, and the
 * records that could not support it. The file is added once the member's PDF is printed.
 */
export function coverSheetOf(engine: RafEngine, request: {
  readonly paymentYear: number;
  readonly member: CoverSheetMember;
  readonly billed: readonly BilledHcc[];
  readonly candidates: readonly RadvCandidate[];
}): Result<Omit<CoverSheet, 'file'>, ScoringFailed> {
  const { member } = request;
  const providerOf = new Map(request.candidates.map((candidate) => [candidate.noteId, candidate.provider.name]));
  const hccs: CoverSheetHcc[] = [];
  if (!isPaymentYear(engine, request.paymentYear)) return err(yearNotAvailable(engine, request.paymentYear));
  const hierarchy = hccHierarchy(engine, 'V28', request.paymentYear);
  for (const billed of request.billed) {
    // Only the notes that document a code of the HCC are its candidates: the others are no evidence, not rejections of it.
    const wanted = hccNumber(billed.hcc);
    const candidates = request.candidates.filter((candidate) => candidate.diagnoses.some((row) => wanted !== null && hierarchy.hccsOf(row.code).includes(wanted)));
    const evidence = radvEvidenceFor(engine, {
      paymentYear: request.paymentYear, member: { name: member.patientName, dateOfBirth: member.dateOfBirth }, hcc: billed.hcc, billedCodes: billed.codes, candidates,
    });
    if (evidence.isErr()) return err(evidence.error);
    const { value } = evidence;
    hccs.push({
      hcc: billed.hcc, label: billed.label, billedCodes: billed.codes.map(displayCode), verdict: value.verdict, reasons: [...value.reasons],
      records: value.records.map((record) => ({
        noteId: record.noteId, dateOfService: record.dateOfService, source: record.source, provider: providerOf.get(record.noteId) ?? '', verdict: record.verdict,
        checklist: record.checklist.map((line) => ({ ...line })),
      })),
      rejected: value.rejected.map((rejected) => ({ noteId: rejected.noteId, reasons: [...rejected.reasons] })),
    });
  }
  return ok({ ...member, status: memberStatus(hccs), hccs });
}
