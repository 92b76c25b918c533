import type { RafEngine } from '../coding/raf-engine.js';
import { isPaymentYear } from '../coding/payment-model.js';
import type { IsoDate } from '../domain/calendar-date.js';
import { displayCode } from '../gaps/coverage.js';
import { serviceYearOf } from '../gaps/gap-facts.js';
import { paymentYearOfService } from '../machines/smart-pn/note-document.js';
import { normaliseCode } from '../raf/engine/code-key.js';
import { acceptedSpecialty } from './acceptable-specialties.js';
import { COMPLIANCE_SOURCE_LABELS, engineSourceOf, occurrenceKey, type ComplianceDiagnosis, type ComplianceSource } from './compliance-diagnosis.js';
import { yearOf } from './day-span.js';
import { unjustifiedFlags, type HighRiskJustification } from './high-risk-justification.js';
import type { LedgerFinding } from './ledger-reason.js';
import type { HighRiskFlag } from './screen-high-risk.js';

/** One diagnosis of the "Counts for this payment year" ledger. */
export interface LedgerEntry {
  /** Dotted, as ICD-10-CM writes it. */
  readonly code: string;
  readonly dateOfService: IsoDate | null;
  /** The payment year its date of service counts toward (date of service year + 1); null without a date. */
  readonly paymentYear: number | null;
  readonly source: ComplianceSource;
  readonly sourceLabel: string;
  readonly provider: string | null;
  readonly specialty: string | null;
  /** The CMS specialty the portal's specialty text names, when CMS accepts it. */
  readonly cmsSpecialty: { readonly code: string; readonly name: string } | null;
  readonly active: boolean;
  readonly counts: boolean;
  /** Empty when it counts; otherwise every reason found, in {@link LEDGER_REASONS} order. */
  readonly findings: readonly LedgerFinding[];
}

/** What a patient's ledger for one payment year reads. */
export interface LedgerInput {
  readonly paymentYear: number;
  /** The diagnoses of the patient's record for the year (any date: those of other years are shown as outside it). */
  readonly diagnoses: readonly ComplianceDiagnosis[];
  /** The high-risk screen's flags of these diagnoses and the justifications recorded for them. */
  readonly flags?: readonly HighRiskFlag[];
  readonly justifications?: readonly HighRiskJustification[];
  /** The beneficiary switched MA organization: PY2027 keeps their unlinked chart reviews (CY2027 Rate Announcement). */
  readonly switchedOrganization?: boolean;
}

const codeOf = (code: string): string => normaliseCode(code) ?? code.trim().toUpperCase();

function findingsOf(engine: RafEngine, input: LedgerInput, diagnosis: ComplianceDiagnosis, open: readonly HighRiskFlag[]): LedgerFinding[] {
  const findings: LedgerFinding[] = [];
  const { paymentYear } = input;
  const serviceYear = serviceYearOf(paymentYear);
  const code = displayCode(diagnosis.code);
  if (!diagnosis.active) findings.push({ reason: 'inactive', words: `${code} is inactive on the record, so it is not billed` });
  if (diagnosis.dateOfService === null) findings.push({ reason: 'date-outside-year', words: `${code} has no date of service: PY${paymentYear} counts diagnoses with a date of service in ${serviceYear}` });
  else if (yearOf(diagnosis.dateOfService) !== serviceYear) {
    findings.push({ reason: 'date-outside-year', words: `${code} was documented on ${diagnosis.dateOfService}, which counts toward PY${paymentYearOfService(diagnosis.dateOfService)}: PY${paymentYear} counts dates of service in ${serviceYear}` });
  }
  if (isPaymentYear(engine, paymentYear)) {
    const excluded = engine.admissibleDiagnoses(paymentYear, [diagnosis.code], [engineSourceOf(diagnosis.source)], input.switchedOrganization ?? false).excluded[0];
    if (excluded) findings.push({ reason: 'excluded-source', words: `${code}: ${excluded.reason}` });
  }
  if (acceptedSpecialty(diagnosis.specialty) === null) {
    findings.push({ reason: 'specialty-not-accepted', words: diagnosis.specialty === null || diagnosis.specialty.trim() === ''
      ? `${code} has no provider specialty: CMS accepts diagnoses only from its acceptable physician specialty types`
      : `${code} comes from "${diagnosis.specialty}", which is not one of CMS's acceptable physician specialty types` });
  }
  for (const flag of open) findings.push({ reason: 'flagged-without-justification', words: `${code} is flagged (${flag.title}) and billed without a recorded justification: code ${flag.alternative} instead, or record who justifies it, why and which note` });
  if (diagnosis.supportingNoteId === null) findings.push({ reason: 'no-supporting-note', words: `${code} has no signed note that documents it, so nothing could be sent to defend it in an audit` });
  return findings;
}

/**
 * The "Counts for this payment year" ledger: each diagnosis with its date of service → payment year (CMS's
 * prospective model: PY = DOS year + 1), source, provider and specialty, and whether it counts for `paymentYear`; a
 * diagnosis that does not count lists every reason (inactive, date outside the year, a source the year excludes —
 * the engine's own PY2027 rules —, a specialty CMS does not accept, a flag without justification, no supporting note).
 */
export function paymentYearLedger(engine: RafEngine, input: LedgerInput): LedgerEntry[] {
  const open = unjustifiedFlags(input.flags ?? [], input.justifications ?? []);
  return input.diagnoses.map((diagnosis) => {
    const key = occurrenceKey(codeOf(diagnosis.code), diagnosis.dateOfService);
    const findings = findingsOf(engine, input, diagnosis, open.filter((flag) => flag.key === key));
    return {
      code: displayCode(diagnosis.code),
      dateOfService: diagnosis.dateOfService,
      paymentYear: diagnosis.dateOfService === null ? null : paymentYearOfService(diagnosis.dateOfService),
      source: diagnosis.source,
      sourceLabel: COMPLIANCE_SOURCE_LABELS[diagnosis.source],
      provider: diagnosis.provider,
      specialty: diagnosis.specialty,
      cmsSpecialty: acceptedSpecialty(diagnosis.specialty),
      active: diagnosis.active,
      counts: findings.length === 0,
      findings,
    };
  });
}
