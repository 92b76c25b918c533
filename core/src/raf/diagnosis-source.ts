import { describeSource, paymentYearFactors } from './data/payment-years.js';
import type { PaymentYear } from './tables/table-types.js';

/** Where a diagnosis was documented; what CMS's diagnosis-source rules look at. */
export const DIAGNOSIS_SOURCES = ['face-to-face', 'video-telehealth', 'audio-only', 'chart-review-linked', 'chart-review-unlinked'] as const;
/** Where a diagnosis was documented (default face-to-face). */
export type DiagnosisSource = (typeof DIAGNOSIS_SOURCES)[number];

/** The source a diagnosis has when none is recorded. */
export const DEFAULT_DIAGNOSIS_SOURCE: DiagnosisSource = 'face-to-face';

/** Words for each source. */
export const DIAGNOSIS_SOURCE_LABELS: Readonly<Record<DiagnosisSource, string>> = {
  'face-to-face': 'Face-to-face visit',
  'video-telehealth': 'Video telehealth',
  'audio-only': 'Audio-only',
  'chart-review-linked': 'Chart review, linked to an encounter',
  'chart-review-unlinked': 'Chart review, not linked to an encounter',
};

/** A diagnosis the payment year leaves out of the score because of its source, and why. */
export interface ExcludedDiagnosis {
  readonly code: string;
  readonly source: DiagnosisSource;
  readonly reason: string;
}

/** The diagnoses that count and those a payment year's source rules exclude. */
export interface AdmissibleDiagnoses {
  readonly codes: readonly string[];
  readonly excluded: readonly ExcludedDiagnosis[];
}

/**
 * Applies a payment year's diagnosis-source exclusions: from PY2027 (dates of service in 2026) diagnoses
 * from audio-only encounters and from chart review records not linked to an encounter do not count, except
 * unlinked chart reviews of a beneficiary who switched from one MA organization to another (the exception
 * the CY2027 Rate Announcement finalized). `sources[i]` belongs to `codes[i]`; missing means face-to-face.
 */
export function admissibleDiagnoses(year: PaymentYear, codes: readonly string[], sources: readonly (DiagnosisSource | undefined)[] = [], switchedOrganization = false): AdmissibleDiagnoses {
  const rule = paymentYearFactors(year).excludedSources;
  if (rule.sources.length === 0 || sources.length === 0) return { codes, excluded: [] };
  const kept: string[] = [];
  const excluded: ExcludedDiagnosis[] = [];
  const document = describeSource(rule.source);
  codes.forEach((code, i) => {
    const source = sources[i] ?? DEFAULT_DIAGNOSIS_SOURCE;
    const listed = (rule.sources as readonly string[]).includes(source);
    if (!listed) kept.push(code);
    else if (source === 'chart-review-unlinked' && switchedOrganization) kept.push(code);
    else excluded.push({ code: code.trim(), source, reason: source === 'audio-only' ? `audio-only encounters do not count from PY${year} (${document})` : `chart review records not linked to an encounter do not count from PY${year}, except for a beneficiary who switched MA organization (${document})` });
  });
  return { codes: kept, excluded };
}
