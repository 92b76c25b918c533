import type { RafEngine } from '../coding/raf-engine.js';
import type { IsoDate } from '../domain/calendar-date.js';
import { displayCode } from '../gaps/coverage.js';
import { serviceYearOf } from '../gaps/gap-facts.js';
import { hccHierarchy, hccName } from '../gaps/hcc-hierarchy.js';
import type { PaymentYear } from '../raf/index.js';
import { normaliseCode } from '../raf/engine/code-key.js';
import type { ComplianceDiagnosis, ComplianceSource } from './compliance-diagnosis.js';
import { yearOf } from './day-span.js';

/** A diagnosis documented only on a health-risk assessment in the service year, with no visit that followed it up. */
export interface HraOnlyFlag {
  readonly code: string;
  readonly dateOfService: IsoDate;
  /** The V28 payment HCCs it raises ("HCC37"); empty when none. */
  readonly hccs: readonly string[];
  readonly words: string;
}

/** Sources that are a visit with the patient; chart reviews are not (they read a record, they see no one). */
const VISITS: readonly ComplianceSource[] = ['face-to-face', 'video-telehealth', 'audio-only'];

/**
 * The HRA-only flag (OIG, OEI-03-23-00380: diagnoses reported only on HRAs and on no other service record of the
 * year): each active diagnosis of the payment year's service year whose source is a health-risk assessment when no
 * visit of that year documents the same code or a code of the same payment HCC.
 */
export function hraOnlyDiagnoses(engine: RafEngine, paymentYear: number, diagnoses: readonly ComplianceDiagnosis[]): HraOnlyFlag[] {
  const serviceYear = serviceYearOf(paymentYear);
  const years = engine.PAYMENT_YEARS as readonly number[];
  const hierarchy = hccHierarchy(engine, 'V28', (years.includes(paymentYear) ? paymentYear : years[years.length - 1]) as PaymentYear);
  const inYear = diagnoses.filter((d): d is ComplianceDiagnosis & { dateOfService: IsoDate } => d.active && d.dateOfService !== null && yearOf(d.dateOfService) === serviceYear);
  const codeOf = (code: string) => normaliseCode(code) ?? code.trim().toUpperCase();
  const visits = inYear.filter((d) => VISITS.includes(d.source));
  const visitCodes = new Set(visits.map((d) => codeOf(d.code)));
  const visitHccs = new Set(visits.flatMap((d) => hierarchy.hccsOf(d.code)));
  const seen = new Set<string>();
  return inYear.flatMap((d): HraOnlyFlag[] => {
    const code = codeOf(d.code);
    if (d.source !== 'health-risk-assessment' || seen.has(code)) return [];
    seen.add(code);
    const hccs = hierarchy.hccsOf(code);
    if (visitCodes.has(code) || hccs.some((hcc) => visitHccs.has(hcc))) return [];
    return [{
      code: displayCode(code), dateOfService: d.dateOfService, hccs: hccs.map(hccName),
      words: `${displayCode(code)} is documented only on a health-risk assessment in ${serviceYear}, with no visit that followed it up: OIG found such diagnoses drive payments without care (OEI-03-23-00380); see the patient and document the condition at a visit, or remove it`,
    }];
  });
}
